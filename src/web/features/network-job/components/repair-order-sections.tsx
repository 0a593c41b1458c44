import type { ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../../shared/format';
import { networkJobTotals } from '../../../../shared/network-job-totals';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import type { RepairOrder } from '../api/use-repair-order';
import { shopPlace } from '../network-job-labels';
import { JobLineItems } from './job-line-items';
import { RepairOrderConcerns } from './repair-order-concerns';

const HOURS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Collapsible Details (open by default), Concerns and Jobs of a repair order. */
export function RepairOrderSections({ order }: { order: RepairOrder }) {
  // The same sums as the job cards, so a card's job and its repair order never disagree by a cent.
  const totals = networkJobTotals({
    labor_items: order.jobs.flatMap((job) => job.labor_items),
    part_items: order.jobs.flatMap((job) => job.part_items),
  });
  return (
    <div className="space-y-3">
      <Collapsible defaultOpen>
        <CollapsibleTrigger>Details</CollapsibleTrigger>
        <CollapsibleContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <Detail label="Shop">{shopPlace(order.shop) || '—'}</Detail>
            <Detail label="Created">{formatDate(order.created_at)}</Detail>
            <Detail label="Labor hours">{HOURS.format(order.totalLaborHours)}</Detail>
            <Detail label="Labor" isMoney>
              {formatMoney(totals.labor)}
            </Detail>
            <Detail label="Parts" isMoney>
              {formatMoney(totals.parts)}
            </Detail>
            <Detail label="Total" isMoney>
              <strong>{formatMoney(totals.total)}</strong>
            </Detail>
          </dl>
        </CollapsibleContent>
      </Collapsible>
      <Collapsible>
        <CollapsibleTrigger>Concerns</CollapsibleTrigger>
        <CollapsibleContent>
          <RepairOrderConcerns concerns={order.concerns} />
        </CollapsibleContent>
      </Collapsible>
      <Collapsible>
        <CollapsibleTrigger>
          <span>
            Jobs <span className="font-normal text-slate-500">({order.jobs.length})</span>
          </span>
        </CollapsibleTrigger>
        <CollapsibleContent className="space-y-5">
          {order.jobs.map((job) => (
            <article key={job.id} className="space-y-2">
              <header className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{job.title}</h3>
                <span className="text-xs text-slate-500">Authorized {formatDate(job.authorized_date)}</span>
              </header>
              <JobLineItems job={job} />
            </article>
          ))}
        </CollapsibleContent>
      </Collapsible>
    </div>
  );
}

function Detail({
  label,
  isMoney = false,
  children,
}: {
  label: string;
  isMoney?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className={isMoney ? 'text-slate-900 tabular-nums' : 'text-slate-900'}>{children}</dd>
    </>
  );
}
