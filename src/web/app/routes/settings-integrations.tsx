import { SupplierMark } from '../../components/common/sourcing/supplier-mark';
import { Skeleton } from '../../components/ui/skeleton';
import { IntegrationsPanel } from '../../features/integrations/components/integrations-panel';
import { SuppliersList } from '../../features/integrations/components/suppliers-list';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { SettingsLayout } from '../settings-layout';

export default function SettingsIntegrationsPage() {
  const { shop, isLoading } = useCurrentShop();
  return (
    <SettingsLayout title={shop ? `Integrations in ${shop.name}` : 'Integrations'}>
      {shop ? (
        <div className="space-y-6">
          <IntegrationsPanel shop={shop} />
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
