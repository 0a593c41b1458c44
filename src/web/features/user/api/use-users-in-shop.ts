import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type UserInShop = RouterOutputs['user']['getUsersInShop'][number];

export function useUsersInShop(shopId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.user.getUsersInShop.queryOptions({ shop_id: shopId }));
}

/** 'Invite User': e-mails a sign-up link; the list changes only once the person accepts. */
export function useInviteUser(onInvited: () => void) {
  const trpc = useTRPC();
  return useMutation(
    trpc.invitation.inviteUserToShop.mutationOptions({
      onSuccess: (invitation) => {
        toast.success(`Invitation sent to ${invitation.email}`);
        onInvited();
      },
    }),
  );
}

/**
 * Delete: removes the membership and reads the list again. Leaving a shop yourself also re-reads
 * your shops, since the current shop may no longer be yours.
 */
export function useDeleteUserShop(options: { isSelf: boolean; onDeleted: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.user.deleteUserShop.mutationOptions({
      onSuccess: async () => {
        options.onDeleted();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.user.getUsersInShop.pathKey() }),
          options.isSelf ? queryClient.invalidateQueries({ queryKey: trpc.shop.pathKey() }) : null,
        ]);
      },
    }),
  );
}

/**
 * 'Make owner' / 'Make member': the list shows the new role, and the caller's own shops are read
 * again, since an owner who made themselves a member no longer runs the shop.
 */
export function useSetShopRole() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.user.setShopRole.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.user.getUsersInShop.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.shop.getMyShops.pathKey() }),
        ]),
    }),
  );
}
