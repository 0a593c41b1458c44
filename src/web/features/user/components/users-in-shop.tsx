import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/format';
import { SHOP_ROLE_LABELS } from '../../../../shared/shop-roles';
import { OwnerOnlyNote } from '../../../components/common/owner-only-note';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTRPC } from '../../../lib/trpc';
import { useUsersInShop } from '../api/use-users-in-shop';
import { DeleteUserDialog } from './delete-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { ShopRoleButton } from './shop-role-button';

type UsersInShopProps = {
  shopId: string;
  shopName: string;
  /** An owner of the shop or a platform administrator: sets roles and removes others. */
  canManage: boolean;
};

/**
 * The people linked to a shop, with their role and the date each joined. Anyone invites; owners
 * set roles and remove others; a member can only leave.
 */
export function UsersInShop({ shopId, shopName, canManage }: UsersInShopProps) {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const users = useUsersInShop(shopId);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">People who can build quotes for {shopName}.</p>
        <InviteUserDialog shopId={shopId} shopName={shopName} />
      </div>
      {canManage ? null : (
        <OwnerOnlyNote>
          The shop's owners manage its people. You can invite colleagues or leave the shop.
        </OwnerOnlyNote>
      )}
      {users.isLoading ? (
        <Card className="space-y-4 p-5" aria-busy="true" aria-label="Loading users">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </Card>
      ) : users.isError || !users.data ? (
        <p className="text-sm text-red-600">Error</p>
      ) : (
        <Card>
          <ul aria-label={`Users in ${shopName}`} className="divide-y divide-slate-100">
            {users.data.map((row) => {
              const isSelf = row.user.id === me.data?.id;
              return (
                <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3.5">
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-900">
                      <span className="truncate">{row.user.name}</span>
                      <Badge variant={row.role === 'OWNER' ? 'brand' : 'default'}>
                        {SHOP_ROLE_LABELS[row.role]}
                      </Badge>
                      {isSelf ? <Badge variant="muted">You</Badge> : null}
                    </p>
                    <p className="truncate text-sm text-slate-500">{row.user.email}</p>
                  </div>
                  <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-1">
                    <p className="text-sm whitespace-nowrap text-slate-500">
                      Joined on {formatDate(row.created_at)}
                    </p>
                    <div className="flex items-center gap-1">
                      {canManage ? <ShopRoleButton row={row} shopName={shopName} isSelf={isSelf} /> : null}
                      {canManage || isSelf ? (
                        <DeleteUserDialog row={row} shopName={shopName} isSelf={isSelf} />
                      ) : null}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </div>
  );
}
