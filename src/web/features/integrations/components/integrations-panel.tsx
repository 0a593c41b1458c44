import { LockKeyhole } from 'lucide-react';
import type { SmsName } from '../../../../shared/shop-systems';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useIntegrations } from '../api/use-integrations';
import { connectOptions } from '../connect-options';
import { ConnectPartsTechButton } from './connect-partstech-button';
import { ConnectSystemDialog } from './connect-system-dialog';
import { IntegrationRow } from './integration-row';

type IntegrationsPanelProps = {
  shop: { id: string; name: string; sms_name: SmsName };
  /** Owners connect, check and delete; a member sees what is connected. */
  canEdit: boolean;
};

/** The shop's integrations and the buttons to connect the systems it has not connected yet. */
export function IntegrationsPanel({ shop, canEdit }: IntegrationsPanelProps) {
  const integrations = useIntegrations(shop.id);
  const options = connectOptions(shop.sms_name, integrations.data ?? []);
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3 pb-4">
        <div className="space-y-1">
          <CardTitle>Connected systems</CardTitle>
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <LockKeyhole className="size-3.5" aria-hidden />
            Keys are stored encrypted and never shown in full.
          </p>
        </div>
        {integrations.data && canEdit ? (
          <div className="flex flex-wrap items-start gap-2">
            {options.tekmetric ? <ConnectSystemDialog system="TEKMETRIC" shopId={shop.id} /> : null}
            {options.shopWare ? <ConnectSystemDialog system="SHOP_WARE" shopId={shop.id} /> : null}
            {options.partsTech ? <ConnectPartsTechButton shopId={shop.id} /> : null}
          </div>
        ) : null}
      </CardHeader>
      {integrations.isLoading ? (
        <div className="space-y-3 border-t border-slate-100 px-5 py-4" aria-busy="true">
          <Skeleton className="h-5 w-1/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : integrations.isError ? (
        <p className="border-t border-slate-100 px-5 py-4 text-sm text-red-600">Error</p>
      ) : integrations.data?.length ? (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {integrations.data.map((integration) => (
            <IntegrationRow key={integration.id} integration={integration} canEdit={canEdit} />
          ))}
        </ul>
      ) : (
        <p className="border-t border-slate-100 px-5 py-4 text-sm text-slate-500">
          {shop.name} has no integrations yet.
        </p>
      )}
    </Card>
  );
}
