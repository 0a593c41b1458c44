import { formatMoney } from '../../../../shared/format';
import { builderTotals } from '../../../../shared/job-builder';
import { cn } from '../../../lib/utils';
import { useJobBuilder } from '../state/builder-context';

/** The job's figures (spec 001 §9): labor, parts retail, Total Cost, Total Retail and GP. */
export function BuilderTotalsList() {
  const { state } = useJobBuilder();
  const totals = builderTotals(state.labor, state.parts);
  const rows: Array<[label: string, value: string, isStrong?: boolean]> = [
    ['Labor total', formatMoney(totals.totalLaborCost)],
    ['Parts retail total', formatMoney(totals.totalPartsRetail)],
    ['Total Cost', formatMoney(totals.totalCost)],
    ['Total Retail', formatMoney(totals.totalRetail), true],
    ['GP %', `${totals.gpPercentage.toFixed(2)}%`],
    ['GP amount', formatMoney(totals.gpAmount)],
    ['GP per hour', totals.gpPerHour === null ? '-' : formatMoney(totals.gpPerHour)],
  ];
  return (
    <dl
      aria-label="Job totals"
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm"
    >
      {rows.map(([label, value, isStrong]) => (
        <div key={label} className="contents">
          <dt className={cn('text-slate-600', isStrong && 'font-semibold text-slate-900')}>{label}</dt>
          <dd className={cn('text-right tabular-nums', isStrong && 'font-semibold text-slate-900')}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
