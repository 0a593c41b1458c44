import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Saves the admin's Dev Mode; getMe takes the answer, and useDevMode mirrors it to every tab. */
export function useSetDevMode() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.user.setDevMode.mutationOptions({
      onSuccess: ({ devMode }) => {
        queryClient.setQueryData(trpc.user.getMe.queryKey(), (me) => (me ? { ...me, devMode } : me));
      },
    }),
  );
}
