import { OwnerOnlyNote } from '../../components/common/owner-only-note';
import { Skeleton } from '../../components/ui/skeleton';
import { ShopDetails } from '../../features/shop/components/shop-details';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { useCanRunShop } from '../../features/shop/hooks/use-can-run-shop';
import { SettingsLayout } from '../settings-layout';

export default function SettingsShopPage() {
  const { shop, isLoading } = useCurrentShop();
  const canRunShop = useCanRunShop(shop?.id);
  return (
    <SettingsLayout title="Shop Details">
      {shop ? (
        <div className="space-y-4">
          {canRunShop === false ? <OwnerOnlyNote /> : null}
          <ShopDetails shopId={shop.id} canEdit={canRunShop === true} />
        </div>
      ) : isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <p className="text-sm text-slate-500">Please select a shop to view its details.</p>
      )}
    </SettingsLayout>
  );
}
