import type { EstimateBreakdown, EstimateBreakdownLine } from '../../../shared/estimate-money';
import { formatCents } from '../../../shared/format';
import { cn } from '../../lib/utils';

type EstimateSummaryProps = {
  estimate: EstimateBreakdown;
  className?: string;
};

const ROW_STYLE: Record<EstimateBreakdownLine['kind'], string> = {
  labor: 'text-slate-600',
  parts: 'text-slate-600',
  subtotal: 'border-t border-slate-200 pt-1.5 text-slate-800',
  discount: 'text-green-800',
  fee: 'text-slate-600',
  tax: 'text-slate-600',
  total: 'border-t border-slate-300 pt-2 text-base font-semibold text-slate-900',
};

/**
 * What the customer pays, line by line as estimate-money.ts computes it: labor, parts, subtotal,
 * discounts, fees, tax and the total due. The quote panel and the customer's page both show it.
 */
export function EstimateSummary({ estimate, className }: EstimateSummaryProps) {
  return (
    <dl aria-label="Quote totals" className={cn('space-y-1.5 text-sm', className)}>
      {estimate.lines.map((line) => (
        <div key={line.key} className={cn('flex justify-between gap-4', ROW_STYLE[line.kind])}>
          <dt className="min-w-0">{line.label}</dt>
          <dd className="shrink-0 tabular-nums">
            {line.kind === 'discount' ? `−${formatCents(-line.cents)}` : formatCents(line.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
