import { OwnerOnlyNote } from '../../components/common/owner-only-note';
import { Skeleton } from '../../components/ui/skeleton';
import { MatrixTabs } from '../../features/matrix/components/matrix-tabs';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { useCanRunShop } from '../../features/shop/hooks/use-can-run-shop';
import { SettingsLayout } from '../settings-layout';

export default function SettingsMatrixPage() {
  const { shop, isLoading } = useCurrentShop();
  const canRunShop = useCanRunShop(shop?.id);
  return (
    <SettingsLayout title={shop ? `Matrices in ${shop.name}` : 'Matrices'}>
      {shop ? (
        <div className="space-y-4">
          {canRunShop === false ? <OwnerOnlyNote /> : null}
          <MatrixTabs shopId={shop.id} canEdit={canRunShop === true} />
        </div>
      ) : isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <p className="text-sm text-slate-500">Select a shop to see its matrices.</p>
      )}
    </SettingsLayout>
  );
}
