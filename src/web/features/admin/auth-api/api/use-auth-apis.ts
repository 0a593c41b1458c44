import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc';

export type AuthApi = RouterOutputs['authApi']['getAdminAuthApis'][number];

export function useAuthApis() {
  const trpc = useTRPC();
  return useQuery(trpc.authApi.getAdminAuthApis.queryOptions());
}

/** One field of one system; the saved row replaces its line in the cached table. */
export function useSaveAuthApi() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.authApi.saveAuthApiAdmin.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.authApi.getAdminAuthApis.queryKey(), (rows) =>
          rows?.map((row) => (row.id === saved.id ? saved : row)),
        );
      },
    }),
  );
}
