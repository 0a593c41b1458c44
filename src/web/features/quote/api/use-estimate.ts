import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useQuoteCache } from './use-quote-cache';

// The quote's written estimate (issue 25): who it is for, its discounts and the customer's
// authorizations. Each mutation writes its answer into the cache it belongs to.

/** The customer and the odometer: the answer's four fields are merged into the cached quote. */
export function useSaveEstimateDetails(quoteId: string) {
  const trpc = useTRPC();
  const { update } = useQuoteCache(quoteId);
  return useMutation(
    trpc.estimate.saveEstimateDetails.mutationOptions({
      onSuccess: (details) => update((quote) => ({ ...quote, ...details })),
    }),
  );
}

/**
 * The quote's discounts, replaced whole: the answer's list and breakdown go into the cached quote.
 * Once sent, whether the quote changed since depends on its charges, which only the server
 * compares, so the quote is read again then.
 */
export function useSaveDiscounts(quoteId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { update } = useQuoteCache(quoteId);
  return useMutation(
    trpc.estimate.saveDiscounts.mutationOptions({
      onSuccess: ({ discounts, estimate }) => {
        const quoteKey = trpc.quote.getQuoteAi.queryKey({ id: quoteId });
        const wasSent = Boolean(queryClient.getQueryData(quoteKey)?.sent_revision);
        update((quote) => ({ ...quote, discounts, estimate }));
        if (wasSent) return queryClient.invalidateQueries({ queryKey: quoteKey });
      },
    }),
  );
}

/** The customer's authorizations, newest first; the customer gives them from elsewhere, so read often. */
export function useAuthorizations(quoteId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.estimate.getAuthorizations.queryOptions({ quoteId }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** An authorization taken by phone or in person; the answer is the whole list, which replaces the cached one. */
export function useRecordAuthorization(quoteId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.estimate.recordAuthorization.mutationOptions({
      onSuccess: (list) =>
        queryClient.setQueryData(trpc.estimate.getAuthorizations.queryKey({ quoteId }), list),
    }),
  );
}
