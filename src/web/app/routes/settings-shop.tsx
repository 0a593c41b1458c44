import { Skeleton } from '../../components/ui/skeleton';
import { ShopDetails } from '../../features/shop/components/shop-details';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { SettingsLayout } from '../settings-layout';

export default function SettingsShopPage() {
  const { shop, isLoading } = useCurrentShop();
  return (
    <SettingsLayout title="Shop Details">
      {shop ? (
        <ShopDetails shopId={shop.id} />
      ) : isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <p className="text-sm text-slate-500">Please select a shop to view its details.</p>
      )}
    </SettingsLayout>
  );
}
