import { formatMoney } from '../../../../shared/format';
import type { QuoteTotals } from '../../../../shared/quote-totals';

/** Labor, parts and total of the quote (suggested lines not counted; no tax). */
export function QuoteTotalsSummary({ totals }: { totals: QuoteTotals }) {
  return (
    <dl
      aria-label="Quote totals"
      className="ml-auto w-full max-w-xs space-y-1.5 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">Labor</dt>
        <dd className="tabular-nums">{formatMoney(totals.labor)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">Parts</dt>
        <dd className="tabular-nums">{formatMoney(totals.parts)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-1.5 text-base font-semibold text-slate-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}
