import { useQuery } from '@tanstack/react-query';
import { ArrowDown } from 'lucide-react';
import { formatMoney } from '../../../../shared/format';
import { useTRPC } from '../../../lib/trpc';
import { liveEstimate } from '../live-estimate';

export const QUOTE_ANCHOR = 'quote';

/**
 * On a phone the quote follows its conversation: this bar keeps its total due at the top of the
 * page, under the header, and takes the advisor down to the quote. From md up the quote sits
 * beside the conversation with its total in view, and the bar is hidden.
 */
export function QuoteTotalBar({ quoteId }: { quoteId: string }) {
  const trpc = useTRPC();
  const quote = useQuery(trpc.quote.getQuoteAi.queryOptions({ id: quoteId }));
  if (!quote.data) return null;
  const total = formatMoney(liveEstimate(quote.data).totalDueCents / 100);
  return (
    <a
      href={`#${QUOTE_ANCHOR}`}
      data-testid="quote-total-bar"
      className="sticky top-14 z-20 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2 text-sm text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 md:hidden"
    >
      <span>
        Total due <span className="font-semibold tabular-nums">{total}</span>
      </span>
      <span className="flex items-center gap-1 font-medium text-blue-700">
        View quote
        <ArrowDown className="size-4" aria-hidden />
      </span>
    </a>
  );
}
