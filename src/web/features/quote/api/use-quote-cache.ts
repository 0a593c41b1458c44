import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import type { FullQuote } from '../quote-types';

/**
 * The cached quote (quote.getQuoteAi) is the panel's only copy: mutations answering the updated
 * quote replace it, and those answering one item list or a flag are merged into it.
 */
export function useQuoteCache(quoteId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.quote.getQuoteAi.queryKey({ id: quoteId });
  const update = (change: (quote: FullQuote) => FullQuote) =>
    queryClient.setQueryData(queryKey, (quote) => (quote ? change(quote) : quote));
  return {
    replace: (quote: FullQuote) => queryClient.setQueryData(queryKey, quote),
    update,
    setLaborItems: (items: FullQuote['quote_labor_items']) =>
      update((quote) => ({ ...quote, quote_labor_items: items })),
    setPartItems: (items: FullQuote['quote_part_items']) =>
      update((quote) => ({ ...quote, quote_part_items: items })),
  };
}
