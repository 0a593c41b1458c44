import { OwnerOnlyNote } from '../../components/common/owner-only-note';
import { SupplierMark } from '../../components/common/sourcing/supplier-mark';
import { Skeleton } from '../../components/ui/skeleton';
import { IntegrationsPanel } from '../../features/integrations/components/integrations-panel';
import { SuppliersList } from '../../features/integrations/components/suppliers-list';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { useCanRunShop } from '../../features/shop/hooks/use-can-run-shop';
import { SettingsLayout } from '../settings-layout';

export default function SettingsIntegrationsPage() {
  const { shop, isLoading } = useCurrentShop();
  const canRunShop = useCanRunShop(shop?.id);
  return (
    <SettingsLayout title={shop ? `Integrations in ${shop.name}` : 'Integrations'}>
      {shop ? (
        <div className="space-y-6">
          {canRunShop === false ? <OwnerOnlyNote /> : null}
          <IntegrationsPanel shop={shop} canEdit={canRunShop === true} />
          <SuppliersList shopId={shop.id} SupplierName={SupplierMark} />
        </div>
      ) : isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <p className="text-sm text-slate-500">Select a shop to see its integrations.</p>
      )}
    </SettingsLayout>
  );
}
