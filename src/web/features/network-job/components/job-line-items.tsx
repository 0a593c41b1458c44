import type { ComponentProps, ReactNode } from 'react';
import { formatMoney } from '../../../../shared/format';
import { networkJobTotals } from '../../../../shared/network-job-totals';
import { LaborItemsTable } from './labor-items-table';
import { PartItemsTable } from './part-items-table';

type JobLines = {
  title: string;
  labor_items: ComponentProps<typeof LaborItemsTable>['items'];
  part_items: ComponentProps<typeof PartItemsTable>['items'];
};

/** A job's labor and parts (at retail) with their subtotals and the job total. */
export function JobLineItems({ job }: { job: JobLines }) {
  const totals = networkJobTotals(job);
  return (
    <div className="space-y-4">
      <LinesSection heading="Labor" amount={totals.labor}>
        <LaborItemsTable items={job.labor_items} caption={`Labor of ${job.title}`} />
      </LinesSection>
      <LinesSection heading="Parts" amount={totals.parts}>
        <PartItemsTable items={job.part_items} caption={`Parts of ${job.title}`} />
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
