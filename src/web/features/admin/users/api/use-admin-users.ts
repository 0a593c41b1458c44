import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopRole } from '../../../../../shared/shop-roles';
import { type RouterOutputs, useTRPC, useTRPCClient } from '../../../../lib/trpc';
import { adminListInput } from '../../api/admin-list-input';

export type AdminUser = RouterOutputs['user']['getAdminUsers']['users'][number];

/** One page of Admin Users; the search is sent only when there is one. */
export function useAdminUsers(params: { page: number; search: string }) {
  const trpc = useTRPC();
  // The page being left stays on screen until the next one arrives.
  return useQuery({
    ...trpc.user.getAdminUsers.queryOptions(adminListInput(params)),
    placeholderData: keepPreviousData,
  });
}

export type SaveAdminUserInput = {
  id: string;
  name: string;
  /** Set only when the shops changed: the user's shops become exactly these. */
  shopIds?: string[];
  /** Set only when the organizations changed. */
  organizationIds?: string[];
  /** The roles changed in shops the user stays in. */
  roles?: Array<{ userShopId: string; role: ShopRole }>;
};

/**
 * 'Edit User' Save: the name, then the shops and organizations only when they changed. A refusal
 * (the last user of a shop) stops there; the lists are read again either way, since an earlier
 * step may already be saved.
 */
export function useSaveAdminUser(onSaved: () => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveAdminUserInput) => {
      await client.user.saveUserAdmin.mutate({ id: input.id, name: input.name });
      if (input.shopIds) {
        await client.shop.adminAttachShopsToUser.mutate({ user_id: input.id, shop_ids: input.shopIds });
      }
      for (const change of input.roles ?? []) await client.user.setShopRole.mutate(change);
      if (input.organizationIds) {
        await client.organization.adminAttachOrganizationsToUser.mutate({
          user_id: input.id,
          organization_ids: input.organizationIds,
        });
      }
    },
    onSuccess: onSaved,
    // The caller's own name and shops may be among the changes (getMe, getMyShops).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.user.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.shop.getMyShops.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.organization.pathKey() }),
      ]),
  });
}
