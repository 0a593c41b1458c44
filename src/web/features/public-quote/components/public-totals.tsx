import { formatMoney } from '../../../../shared/format';
import type { PublicQuote } from '../api/use-public-quote';

/** Labor, parts and total as the server computed them (suggested lines not counted; no tax). */
export function PublicTotals({ totals }: { totals: PublicQuote['totals'] }) {
  return (
    <div className="ml-auto w-full break-inside-avoid sm:max-w-xs">
      <dl aria-label="Quote totals" className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Labor</dt>
          <dd className="tabular-nums text-slate-800">{formatMoney(totals.labor)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Parts</dt>
          <dd className="tabular-nums text-slate-800">{formatMoney(totals.parts)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg font-semibold text-slate-900">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-xs text-slate-500">No tax included</p>
    </div>
  );
}
