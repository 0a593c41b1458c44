import { useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type QuoteResponses = RouterOutputs['customerApproval']['getQuoteResponses'];
export type QuoteShareStatus = QuoteResponses['shares'][number];
export type QuoteJobResponse = QuoteResponses['responses'][number];

/**
 * To whom the quote was sent and the customer's answers. The customer answers from elsewhere, so
 * this is read whenever the quote is shown and when the advisor comes back to the window.
 */
export function useQuoteResponses(quoteId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.customerApproval.getQuoteResponses.queryOptions({ quoteId }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
