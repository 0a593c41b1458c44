import { X } from 'lucide-react';
import { useId } from 'react';
import type { AppliedDiscount } from '../../../../../shared/estimate-money';
import { formatCents } from '../../../../../shared/format';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/trpc';
import { useSaveDiscounts } from '../../api/use-estimate';
import { useQuoteEditable } from '../../hooks/quote-editable';
import type { FullQuote } from '../../quote-types';
import { AddDiscountButton } from './add-discount-button';

const CLAMPED_NOTE: Record<AppliedDiscount['discount']['target']['scope'], string> = {
  line: "Limited to the line's amount",
  job: "Limited to the job's amount",
  quote: "Limited to the quote's amount",
};

/**
 * The quote's discounts under its totals, in the order they are taken, each with what it took and
 * a Remove button; a quote without any shows only 'Add discount'. A version a newer one replaced
 * lists them without the buttons.
 */
export function DiscountsSection({ quote }: { quote: FullQuote }) {
  const headingId = useId();
  const save = useSaveDiscounts(quote.id);
  const isEditable = useQuoteEditable();
  const applied = quote.estimate.discounts;
  const remove = (index: number) =>
    save.mutate({ quoteId: quote.id, discounts: quote.discounts.filter((_, i) => i !== index) });

  if (applied.length === 0)
    return isEditable ? (
      <div className="flex justify-end">
        <AddDiscountButton quote={quote} />
      </div>
    ) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="ml-auto w-full max-w-sm space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Discounts
        </h3>
        {isEditable ? <AddDiscountButton quote={quote} /> : null}
      </div>
      <ul className="divide-y divide-slate-100 text-sm">
        {applied.map((entry) => (
          <li key={entry.index} className="flex items-start gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-medium break-words text-slate-900">
                  {entry.discount.reason}
                </span>
                <span className="shrink-0 text-green-800 tabular-nums">
                  {entry.cents > 0 ? `−${formatCents(entry.cents)}` : formatCents(0)}
                </span>
              </p>
              <p className="text-xs text-slate-500">
                {entry.isTargetFound ? (
                  (entry.targetName ?? 'Whole quote')
                ) : (
                  <span className="font-medium text-amber-800">No longer on the quote</span>
                )}{' '}
                ·{' '}
                {entry.discount.value.type === 'percent'
                  ? `${entry.discount.value.percent}%`
                  : formatCents(entry.discount.value.cents)}
              </p>
              {entry.isClamped && entry.isTargetFound ? (
                <p className="text-xs text-amber-800">{CLAMPED_NOTE[entry.discount.target.scope]}</p>
              ) : null}
            </div>
            {isEditable ? (
              <Button
                variant="quiet"
                size="icon"
                className="size-7"
                aria-label={`Remove discount ${entry.discount.reason}`}
                disabled={save.isPending}
                onClick={() => remove(entry.index)}
              >
                <X aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
    </section>
  );
}
