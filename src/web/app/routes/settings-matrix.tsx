import { Skeleton } from '../../components/ui/skeleton';
import { MatrixTabs } from '../../features/matrix/components/matrix-tabs';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { SettingsLayout } from '../settings-layout';

export default function SettingsMatrixPage() {
  const { shop, isLoading } = useCurrentShop();
  return (
    <SettingsLayout title={shop ? `Matrices in ${shop.name}` : 'Matrices'}>
      {shop ? (
        <MatrixTabs shopId={shop.id} />
      ) : isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <p className="text-sm text-slate-500">Select a shop to see its matrices.</p>
      )}
    </SettingsLayout>
  );
}
