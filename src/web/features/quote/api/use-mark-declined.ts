import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * 'Mark declined': the customer declined a job at the counter or on the phone. The job goes on the
 * vehicle's declined work, and the quote's answers (which show it) are read again.
 */
export function useMarkJobDeclined(quoteId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.deferredWork.markJobDeclined.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({
            queryKey: trpc.customerApproval.getQuoteResponses.queryKey({ quoteId }),
          }),
          queryClient.invalidateQueries({ queryKey: trpc.deferredWork.getDeferredWork.pathKey() }),
        ]),
    }),
  );
}
