import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC, useTRPCClient } from '../../../../lib/trpc';

export type AdminOrganization = RouterOutputs['organization']['getAdminOrganizations'][number];

/** Admin Organizations; the search is sent only when non-empty (spec 001 §5). */
export function useAdminOrganizations(search: string) {
  const trpc = useTRPC();
  return useQuery(trpc.organization.getAdminOrganizations.queryOptions(search ? { search } : undefined));
}

/** The organization lists (and the Admin Users table, which shows organizations) read again. */
function useRefreshOrganizations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.organization.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.user.getAdminUsers.pathKey() }),
    ]);
}

/** 'Create Organization': the server's refusal (a duplicate name) shows in the form. */
export function useCreateOrganization(onCreated: (organization: { name: string }) => void) {
  const trpc = useTRPC();
  const refresh = useRefreshOrganizations();
  return useMutation(
    trpc.organization.createOrganization.mutationOptions({
      onSuccess: (organization) => {
        onCreated(organization);
        return refresh();
      },
    }),
  );
}

export type SaveOrganizationInput = { organization: AdminOrganization; name: string; shopIds: string[] };

/**
 * 'Edit Organization' Save: the name when it changed, then the shops (exactly the checked ones).
 * A taken name stops before the shops; the lists are read again either way, as the name may be
 * saved when the shops are refused.
 */
export function useSaveOrganization(onSaved: (name: string) => void) {
  const client = useTRPCClient();
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: async ({ organization, name, shopIds }: SaveOrganizationInput) => {
      if (name !== organization.name) {
        await client.organization.saveOrganizationAdmin.mutate({ id: organization.id, name });
      }
      await client.shop.adminAttachShopsToOrganization.mutate({
        organization_id: organization.id,
        shop_ids: shopIds,
      });
    },
    onSuccess: (_, { name }) => onSaved(name),
    onSettled: refresh,
  });
}

/** Adds a user at once (not on Save); the lists show them before the button is free again. */
export function useAddOrganizationMember() {
  const trpc = useTRPC();
  const refresh = useRefreshOrganizations();
  return useMutation(trpc.organization.adminAddUserToOrganization.mutationOptions({ onSuccess: refresh }));
}

/** Removes a user at once, like adding one. */
export function useRemoveOrganizationMember() {
  const trpc = useTRPC();
  const refresh = useRefreshOrganizations();
  return useMutation(
    trpc.organization.adminRemoveUserFromOrganization.mutationOptions({ onSuccess: refresh }),
  );
}
