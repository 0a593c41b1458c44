import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { liveEstimate } from '../live-estimate';
import type { FullQuote } from '../quote-types';

/**
 * The cached quote (quote.getQuoteAi) is the panel's only copy: mutations answering the updated
 * quote replace it, and those answering one item list or a flag are merged into it.
 */
export function useQuoteCache(quoteId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.quote.getQuoteAi.queryKey({ id: quoteId });
  // The Past Quotes list shows each quote's total due: a change of it (lines, discounts) reads the
  // list again, so it never lags an edit behind.
  const write = (change: (quote: FullQuote | undefined) => FullQuote | undefined) => {
    const before = queryClient.getQueryData(queryKey);
    const after = queryClient.setQueryData(queryKey, change);
    if (before && after && totalOf(before) !== totalOf(after))
      void queryClient.invalidateQueries({ queryKey: trpc.conversation.getConversations.pathKey() });
  };
  const update = (change: (quote: FullQuote) => FullQuote) =>
    write((quote) => (quote ? change(quote) : quote));
  return {
    replace: (quote: FullQuote) => write(() => quote),
    update,
    setLaborItems: (items: FullQuote['quote_labor_items']) =>
      update((quote) => ({ ...quote, quote_labor_items: items })),
    setPartItems: (items: FullQuote['quote_part_items']) =>
      update((quote) => ({ ...quote, quote_part_items: items })),
  };
}

const totalOf = (quote: FullQuote) => liveEstimate(quote).totalDueCents;
