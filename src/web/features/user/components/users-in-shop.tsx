import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTRPC } from '../../../lib/trpc';
import { useUsersInShop } from '../api/use-users-in-shop';
import { DeleteUserDialog } from './delete-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';

type UsersInShopProps = { shopId: string; shopName: string };

/** The people linked to a shop, with the date each joined; invite and remove from here. */
export function UsersInShop({ shopId, shopName }: UsersInShopProps) {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const users = useUsersInShop(shopId);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">People who can build quotes for {shopName}.</p>
        <InviteUserDialog shopId={shopId} shopName={shopName} />
      </div>
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
                    <p className="flex items-center gap-2 truncate text-sm font-medium text-slate-900">
                      {row.user.name}
                      {isSelf ? <Badge variant="muted">You</Badge> : null}
                    </p>
                    <p className="truncate text-sm text-slate-500">{row.user.email}</p>
                  </div>
                  <div className="ml-auto flex items-center gap-4">
                    <p className="text-sm whitespace-nowrap text-slate-500">
                      Joined on {formatDate(row.created_at)}
                    </p>
                    <DeleteUserDialog row={row} shopName={shopName} isSelf={isSelf} />
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
