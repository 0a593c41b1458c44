import { Lightbulb } from 'lucide-react';
import { formatMoney } from '../../../../shared/format';
import { lineLabel } from '../../../../shared/line-label';
import { chargedHours, quoteLaborLineTotal } from '../../../../shared/quote-totals';
import { useUpdateLaborItem } from '../api/use-quote-edits';
import { formatHours, type QuoteLaborItem } from '../quote-types';
import { AddToQuoteButton } from './add-to-quote-button';

type SuggestedLaborCardProps = { quoteId: string; items: QuoteLaborItem[] };

/** Under the totals: the labor the assistant suggests with this repair, one click from the quote. */
export function SuggestedLaborCard({ quoteId, items }: SuggestedLaborCardProps) {
  const update = useUpdateLaborItem(quoteId);
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="suggested-labor-card-title"
      className="rounded-lg border border-amber-200 bg-amber-50/60 p-4"
    >
      <h2
        id="suggested-labor-card-title"
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <Lightbulb className="size-4 text-amber-600" aria-hidden /> Suggested labor
      </h2>
      <p className="mt-0.5 text-xs text-slate-600">
        Often done with this repair; not in the totals until added.
      </p>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md bg-white px-3 py-2 text-sm shadow-sm"
          >
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{lineLabel(item.title)}</span>
              <span className="block text-xs text-slate-600 tabular-nums">
                {formatHours(chargedHours(item))} h × {formatMoney(item.rate)} ={' '}
                {formatMoney(quoteLaborLineTotal(item))}
              </span>
            </span>
            <AddToQuoteButton
              isPending={update.isPending && update.variables?.id === item.id}
              onClick={() => update.mutate({ id: item.id, isSuggested: false })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
