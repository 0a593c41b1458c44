import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * interaction.createInteraction: a past job was added whole to the builder (spec 001 §4). The
 * job lists are read again so the card's interaction count includes it.
 */
export function useRecordInteraction() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.interaction.createInteraction.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.job.getJobs.pathKey() }),
    }),
  );
}
