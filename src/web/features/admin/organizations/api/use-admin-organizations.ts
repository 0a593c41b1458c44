import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc';

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

/** The edit dialog's Save: the organization's shops become exactly the checked ones. */
export function useAttachShopsToOrganization(onSaved: () => void) {
  const trpc = useTRPC();
  const refresh = useRefreshOrganizations();
  return useMutation(
    trpc.shop.adminAttachShopsToOrganization.mutationOptions({
      onSuccess: () => {
        onSaved();
        return refresh();
      },
    }),
  );
}
