import { formatMoney } from '../../../../shared/format';
import { quoteLaborLineTotal, quotePartLineTotal, quoteTotals } from '../../../../shared/quote-totals';
import type { FullQuote } from '../quote-types';

/** The lines the job will carry, with the quote's own totals, and (V2) the parts left out. */
export function JobPreview({ quote, onlySourcedParts }: { quote: FullQuote; onlySourcedParts: boolean }) {
  const labor = quote.quote_labor_items.filter((l) => !l.is_suggested);
  const charged = quote.quote_part_items.filter((p) => !p.is_suggested);
  const parts = onlySourcedParts ? charged.filter((p) => p.sourced_part) : charged;
  const notCreated = onlySourcedParts ? charged.filter((p) => !p.sourced_part) : [];
  const total = quoteTotals({ quote_labor_items: labor, quote_part_items: parts }).total;

  return (
    <div className="space-y-3 text-sm">
      <ul
        className="divide-y divide-slate-100 rounded-md border border-slate-200"
        aria-label="Lines to create"
      >
        {labor.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 px-3 py-1.5">
            <span className="min-w-0 truncate">Labor: {line.title}</span>
            <span className="tabular-nums text-slate-600">{formatMoney(quoteLaborLineTotal(line))}</span>
          </li>
        ))}
        {parts.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 px-3 py-1.5">
            <span className="min-w-0 truncate">
              Part: {line.sourced_part?.partName ?? line.name} × {line.quantity}
            </span>
            <span className="tabular-nums text-slate-600">{formatMoney(quotePartLineTotal(line))}</span>
          </li>
        ))}
        {labor.length + parts.length === 0 ? (
          <li className="px-3 py-1.5 text-slate-500">No lines to create.</li>
        ) : (
          <li className="flex justify-between gap-4 bg-slate-50 px-3 py-1.5 font-medium">
            <span>Total</span>
            <span className="tabular-nums">{formatMoney(total)}</span>
          </li>
        )}
      </ul>
      {notCreated.length > 0 ? (
        <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          <p className="font-medium">Parts that will not be created (not sourced):</p>
          <ul className="mt-1 list-disc pl-5">
            {notCreated.map((line) => (
              <li key={line.id}>{line.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
