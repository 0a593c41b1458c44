import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type Credential = RouterOutputs['credential']['getCredentials'][number];

export function useCredentials(organizationId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.credential.getCredentials.queryOptions({ organizationId }));
}

/**
 * The answer carries the client secret, shown once: it is never copied into the cached list
 * (which is read again instead), and the mutation leaves the cache as soon as the dialog lets go
 * of it (gcTime 0), so closing the dialog forgets the secret.
 */
export function useCreateCredential(organizationId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.credential.createCredential.mutationOptions({
      gcTime: 0,
      onSuccess: () =>
        queryClient.invalidateQueries({
          queryKey: trpc.credential.getCredentials.queryKey({ organizationId }),
        }),
    }),
  );
}

/**
 * Re-issue: a new secret for the credential, owned by the caller; like a creation, the answer
 * carries the secret once and is dropped with the dialog (gcTime 0); the list is read again.
 */
export function useReissueCredential(organizationId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.credential.reissueCredential.mutationOptions({
      gcTime: 0,
      onSuccess: () =>
        queryClient.invalidateQueries({
          queryKey: trpc.credential.getCredentials.queryKey({ organizationId }),
        }),
    }),
  );
}

/** The deleted credential leaves the cached list at once; the list is then read again. */
export function useDeleteCredential(organizationId: string, onDeleted: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.credential.deleteCredential.mutationOptions({
      onSuccess: ({ id }) => {
        const queryKey = trpc.credential.getCredentials.queryKey({ organizationId });
        queryClient.setQueryData(queryKey, (list) => list?.filter((c) => c.id !== id));
        onDeleted();
        return queryClient.invalidateQueries({ queryKey });
      },
    }),
  );
}
