import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { useCanRunShop } from '../../features/shop/hooks/use-can-run-shop';
import { UsersInShop } from '../../features/user/components/users-in-shop';
import { SettingsLayout } from '../settings-layout';

export default function SettingsUsersPage() {
  const { shop, isLoading } = useCurrentShop();
  const canRunShop = useCanRunShop(shop?.id);
  return (
    <SettingsLayout title={shop ? `Users in ${shop.name}` : 'Users'}>
      {shop ? (
        canRunShop === null ? (
          <Skeleton className="h-32" />
        ) : (
          <UsersInShop shopId={shop.id} shopName={shop.name} canManage={canRunShop} />
        )
      ) : isLoading ? (
        <Skeleton className="h-32" />
      ) : (
        <p className="text-sm text-slate-500">Select a shop to see users linked to it.</p>
      )}
    </SettingsLayout>
  );
}
