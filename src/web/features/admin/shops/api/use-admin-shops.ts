import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc';

export type AdminShop = RouterOutputs['shop']['getAdminShops'][number];

/** Admin Shops' rows; the search is sent only when there is one (spec 001 §5). */
export function useAdminShops(search: string) {
  const trpc = useTRPC();
  return useQuery(trpc.shop.getAdminShops.queryOptions(search ? { search } : undefined));
}

/**
 * A shop written by an admin: every admin list and the member-facing shop queries are read
 * again, since the admin may be a member of the shop too.
 */
function useShopsChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.shop.getAdminShops.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.shop.getMyShops.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.shop.getMyShop.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.shop.getContextShop.pathKey() }),
    ]);
}

export function useSaveShopAdmin(onSaved: () => void) {
  const trpc = useTRPC();
  const changed = useShopsChanged();
  return useMutation(
    trpc.shop.saveShopAdmin.mutationOptions({
      onSuccess: async () => {
        onSaved();
        await changed();
      },
      onError: (error) => console.error('Admin shop save failed:', error),
    }),
  );
}

export function useDeleteShop() {
  const trpc = useTRPC();
  const changed = useShopsChanged();
  return useMutation(
    trpc.shop.deleteShop.mutationOptions({
      onSuccess: () => changed(),
      onError: (error) => console.error('Admin shop delete failed:', error),
    }),
  );
}

/** 'Check Now' from Admin Shops: the shop as Tekmetric has it, and what changed. */
export function useRefreshShopFromTekmetric() {
  const trpc = useTRPC();
  const changed = useShopsChanged();
  return useMutation(trpc.shop.updateShopTekmetric.mutationOptions({ onSuccess: () => changed() }));
}

/** 'Approve' from Admin Shops: the shop joins the repair network; every shop list is read again. */
export function useApproveShop() {
  const trpc = useTRPC();
  const changed = useShopsChanged();
  return useMutation(trpc.shop.adminApproveShop.mutationOptions({ onSuccess: () => changed() }));
}
