import type { ReactNode } from 'react';
import { formatMoney } from '../../../../shared/format';
import { networkJobTotals } from '../../../../shared/network-job-totals';
import { LaborItemsTable, type LaborLine } from './labor-items-table';
import { PartItemsTable, type PartLine } from './part-items-table';

type JobLineItemsProps<L extends LaborLine, P extends PartLine> = {
  job: { title: string; labor_items: L[]; part_items: P[] };
  /** Given, the rows add their line to the job being built. */
  onAddLabor?: (item: L) => void;
  onAddPart?: (item: P) => void;
  isLaborAdded?: (id: string) => boolean;
  isPartAdded?: (id: string) => boolean;
};

/** A job's labor and parts (at retail) with their subtotals and the job total. */
export function JobLineItems<L extends LaborLine, P extends PartLine>({
  job,
  onAddLabor,
  onAddPart,
  isLaborAdded,
  isPartAdded,
}: JobLineItemsProps<L, P>) {
  const totals = networkJobTotals(job);
  return (
    <div className="space-y-4">
      <LinesSection heading="Labor" amount={totals.labor}>
        <LaborItemsTable
          items={job.labor_items}
          caption={`Labor of ${job.title}`}
          onAdd={onAddLabor}
          isAdded={isLaborAdded}
        />
      </LinesSection>
      <LinesSection heading="Parts" amount={totals.parts}>
        <PartItemsTable
          items={job.part_items}
          caption={`Parts of ${job.title}`}
          onAdd={onAddPart}
          isAdded={isPartAdded}
        />
      </LinesSection>
      <div className="flex items-baseline justify-end gap-3 border-t border-slate-200 pt-2 text-sm">
        <span className="text-slate-600">Job total</span>
        <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(totals.total)}</span>
      </div>
    </div>
  );
}

function LinesSection({
  heading,
  amount,
  children,
}: {
  heading: string;
  amount: number;
  children: ReactNode;
}) {
  return (
    <section>
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</h4>
        <span className="text-sm text-slate-600 tabular-nums">{formatMoney(amount)}</span>
      </div>
      {children}
    </section>
  );
}
