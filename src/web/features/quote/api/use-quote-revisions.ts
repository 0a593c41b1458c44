import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type QuoteRevision = RouterOutputs['quote']['getQuoteRevisions'][number];

/** What was sent of the quote, newest first (decision 009). */
export function useQuoteRevisions(quoteId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.quote.getQuoteRevisions.queryOptions({ quoteId }));
}

/**
 * After a sending (share or job): the revisions, the customer's view of them and the quote's
 * 'changed since sent' state are read again.
 */
export function useInvalidateSending(quoteId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.quote.getQuoteRevisions.queryKey({ quoteId }) }),
      queryClient.invalidateQueries({
        queryKey: trpc.customerApproval.getQuoteResponses.queryKey({ quoteId }),
      }),
      queryClient.invalidateQueries({ queryKey: trpc.quote.getJobExports.queryKey({ quoteId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.quote.getQuoteAi.queryKey({ id: quoteId }) }),
      // Past Quotes shows whether a quote was sent or written to an RO.
      queryClient.invalidateQueries({ queryKey: trpc.conversation.getConversations.pathKey() }),
    ]);
}
