import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** 'Share with customer': sends the link; the quote's customer-response list is read again. */
export function useShareQuote(quoteId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.notificationDemo.shareQuoteWithCustomer.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({
          queryKey: trpc.customerApproval.getQuoteResponses.queryKey({ quoteId }),
        }),
    }),
  );
}
