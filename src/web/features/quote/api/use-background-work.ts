import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, useTRPC, useTRPCClient } from '../../../lib/trpc';
import type { FullQuote } from '../quote-types';
import { useQuoteCache } from './use-quote-cache';

/** Spec §9: while verify-all or source-all runs, the panel re-reads the items this often. */
export const POLL_INTERVAL_MS = 1500;

type BackgroundWork<Choice = void> = {
  start: (choice: Choice) => void;
  isRunning: boolean;
  /** Why starting failed, or why the last run ended early (kept until the next run). */
  error: string | null;
};

/**
 * Verify-all: links every labor line to its best guide entry in the background. While the
 * quote's flag is true (set by the start, or already set when the page loads) the labor lines
 * are polled and merged into the cached quote, until the server reports the flag false.
 */
export function useVerifyAllLabor(quote: FullQuote): BackgroundWork<{ handHours: 'keep' | 'replace' }> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const cache = useQuoteCache(quote.id);
  const input = { quoteId: quote.id };
  useQuery({
    queryKey: trpc.quote.getBasicQuoteWithLaborItems.queryKey(input),
    queryFn: async () => {
      const basic = await client.quote.getBasicQuoteWithLaborItems.query(input);
      cache.update((current) => ({
        ...current,
        isVerifyingLaborItemsInProgress: basic.isVerifyingLaborItemsInProgress,
        verify_error: basic.verify_error,
        quote_labor_items: basic.quote_labor_items,
      }));
      return basic;
    },
    enabled: quote.isVerifyingLaborItemsInProgress,
    refetchInterval: POLL_INTERVAL_MS,
    staleTime: 0,
  });
  const start = useMutation(
    trpc.quote.verifyAllLaborItemGuide.mutationOptions({
      onSuccess: () =>
        cache.update((current) => ({
          ...current,
          isVerifyingLaborItemsInProgress: true,
          verify_error: null,
        })),
    }),
  );
  return {
    start: ({ handHours }) => start.mutate({ ...input, handHours }),
    isRunning: start.isPending || quote.isVerifyingLaborItemsInProgress,
    error: start.isError ? errorMessage(start.error) : quote.verify_error,
  };
}

/** Find best match for all parts: the same pattern over the part lines and the sourcing flag. */
export function useSourceAllParts(quote: FullQuote): BackgroundWork {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const cache = useQuoteCache(quote.id);
  const input = { quoteId: quote.id };
  useQuery({
    queryKey: trpc.quote.getBasicQuoteWithPartItems.queryKey(input),
    queryFn: async () => {
      const basic = await client.quote.getBasicQuoteWithPartItems.query(input);
      cache.update((current) => ({
        ...current,
        isSourcingPartsInProgress: basic.isSourcingPartsInProgress,
        sourcing_error: basic.sourcing_error,
        quote_part_items: basic.quote_part_items,
      }));
      return basic;
    },
    enabled: quote.isSourcingPartsInProgress,
    refetchInterval: POLL_INTERVAL_MS,
    staleTime: 0,
  });
  const start = useMutation(
    trpc.part.findBestMatchAllParts.mutationOptions({
      onSuccess: () =>
        cache.update((current) => ({ ...current, isSourcingPartsInProgress: true, sourcing_error: null })),
    }),
  );
  return {
    start: () => start.mutate(input),
    isRunning: start.isPending || quote.isSourcingPartsInProgress,
    error: start.isError ? errorMessage(start.error) : quote.sourcing_error,
  };
}
