import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { UsersInShop } from '../../features/user/components/users-in-shop';
import { SettingsLayout } from '../settings-layout';

export default function SettingsUsersPage() {
  const { shop, isLoading } = useCurrentShop();
  return (
    <SettingsLayout title={shop ? `Users in ${shop.name}` : 'Users'}>
      {shop ? (
        <UsersInShop shopId={shop.id} shopName={shop.name} />
      ) : isLoading ? (
        <Skeleton className="h-32" />
      ) : (
        <p className="text-sm text-slate-500">Select a shop to see users linked to it.</p>
      )}
    </SettingsLayout>
  );
}
