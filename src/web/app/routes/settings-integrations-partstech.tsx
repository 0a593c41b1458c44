import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OwnerOnlyNote } from '../../components/common/owner-only-note';
import { QueryLink } from '../../components/layout/query-link';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useIntegrations } from '../../features/integrations/api/use-integrations';
import { PartsTechConnectForm } from '../../features/integrations/components/partstech-connect-form';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { useCanRunShop } from '../../features/shop/hooks/use-can-run-shop';
import { SettingsLayout } from '../settings-layout';

/** The registration page createIntegrationPartstech points to (opened in its own tab). */
export default function SettingsIntegrationsPartsTechPage() {
  const [params] = useSearchParams();
  const { shop, isLoading } = useCurrentShop();
  // The page connects the shop named in its address, never another one from local storage.
  const isNamedShop = shop !== null && shop.id === params.get('shopId');
  return (
    <SettingsLayout title="Connect PartsTech">
      {isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : isNamedShop ? (
        <PartsTechConnect shopId={shop.id} shopName={shop.name} />
      ) : (
        <p className="text-sm text-red-600">Shop not found or you don't have access to this shop.</p>
      )}
    </SettingsLayout>
  );
}

function PartsTechConnect({ shopId, shopName }: { shopId: string; shopName: string }) {
  const integrations = useIntegrations(shopId);
  const canRunShop = useCanRunShop(shopId);
  const [isConnected, setConnected] = useState(false);
  const hasPartsTech = integrations.data?.some((i) => i.type_integration === 'PARTS_TECH') ?? false;
  const backLink = (
    <QueryLink to="/settings/integrations" className="font-medium text-brand-700 hover:underline">
      Back to Integrations
    </QueryLink>
  );
  return (
    <Card className="max-w-xl">
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600">
          Connect {shopName} to its PartsTech account so quotes are priced with parts from the shop's own
          suppliers.
        </p>
        {integrations.isLoading || canRunShop === null ? (
          <Skeleton className="h-32 w-full" />
        ) : isConnected || hasPartsTech ? (
          <>
            <Alert variant={isConnected ? 'success' : 'info'}>
              {isConnected
                ? `PartsTech is connected to ${shopName}. You can close this tab.`
                : `${shopName} is already connected to PartsTech. To use another account, delete that integration first.`}
            </Alert>
            <p className="text-sm">{backLink}</p>
          </>
        ) : canRunShop ? (
          <PartsTechConnectForm shopId={shopId} onConnected={() => setConnected(true)} />
        ) : (
          <>
            <OwnerOnlyNote />
            <p className="text-sm">{backLink}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
