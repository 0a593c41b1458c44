import { CalendarDays, Car, ChevronDown, FileText, MapPin, MousePointerClick, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { formatDate, formatMoney } from '../../../../shared/format';
import { networkJobTotals } from '../../../../shared/network-job-totals';
import { vehicleName } from '../../../../shared/vehicle-label';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import type { NetworkJob } from '../api/use-network-jobs';
import { cardJob, cardLabor, cardPart, type JobCardActions } from '../job-card-actions';
import { interactionsLabel, shopPlace } from '../network-job-labels';
import { JobLineItems } from './job-line-items';
import { RepairOrderDialog } from './repair-order-dialog';
import { ScoreBar } from './score-bar';

type JobCardProps = {
  job: NetworkJob;
  isExpanded: boolean;
  onToggle: () => void;
  /** The job was done by the shop the user works in now. */
  isOwnShop: boolean;
  /** The similarity score (0–1), shown as its bar (a search term exists and dev mode is on), or null. */
  score: number | null;
  /** Given, the card's rows and the whole job can be added to the job being built. */
  actions?: JobCardActions;
};

/** A network job: a summary that toggles the labor, parts and repair order beneath it. */
export function JobCard({ job, isExpanded, onToggle, isOwnShop, score, actions }: JobCardProps) {
  const { onAddLabor, onAddPart, onAddJob } = actions ?? {};
  const id = useId();
  const headerRef = useRef<HTMLButtonElement>(null);
  const [isOrderOpen, setOrderOpen] = useState(false);
  const totals = networkJobTotals(job);

  // Collapsing the card above moves this one up; keep its header in view once it opens.
  useEffect(() => {
    if (isExpanded) headerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [isExpanded]);

  return (
    <article
      className={cn(
        'rounded-lg border bg-white shadow-sm transition-shadow',
        isOwnShop ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600/30' : 'border-slate-200',
        isExpanded && 'shadow-md',
      )}
      data-testid="job-card"
    >
      <div className="flex items-start">
        {/* Only the title names the toggle (what a screen reader announces is what is shown on
            it); its ::after stretches over the whole header, so a click anywhere on it toggles. */}
        <div className="relative flex min-w-0 flex-1 items-start gap-3 rounded-lg px-4 py-3 hover:bg-slate-50/70">
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <button
                ref={headerRef}
                id={`${id}-title`}
                type="button"
                onClick={onToggle}
                aria-expanded={isExpanded}
                aria-controls={isExpanded ? `${id}-details` : undefined}
                aria-describedby={`${id}-summary`}
                className="scroll-mt-20 text-left font-semibold text-slate-900 outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
              >
                {job.title}
              </button>
              {isOwnShop ? <Badge variant="brand">Your shop</Badge> : null}
            </span>
            <span
              id={`${id}-summary`}
              className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600"
            >
              {job.category ? <span className="font-medium text-slate-700">{job.category.name}</span> : null}
              <Meta icon={Car}>{vehicleName(job.vehicle)}</Meta>
              <Meta icon={CalendarDays}>Authorized {formatDate(job.authorized_date)}</Meta>
              <Meta icon={MapPin}>{shopPlace(job.repair_order.shop)}</Meta>
              <Meta icon={MousePointerClick}>{interactionsLabel(job.count_interactions)}</Meta>
              <span className="sr-only">Job total {formatMoney(totals.total)}</span>
            </span>
          </span>
          <span className="shrink-0 text-right" aria-hidden>
            <span className="block font-semibold text-slate-900 tabular-nums">
              {formatMoney(totals.total)}
            </span>
            <span className="block text-xs text-slate-600 tabular-nums">
              {formatMoney(totals.labor)} labor
            </span>
            <span className="block text-xs text-slate-600 tabular-nums">
              {formatMoney(totals.parts)} parts
            </span>
          </span>
          <ChevronDown
            className={cn(
              'mt-0.5 size-4 shrink-0 text-slate-400 transition-transform',
              isExpanded && 'rotate-180',
            )}
            aria-hidden
          />
        </div>
        {onAddJob ? (
          <div className="shrink-0 py-3 pr-4">
            <Button size="sm" onClick={() => onAddJob(cardJob(job))}>
              <Plus aria-hidden /> Add whole job<span className="sr-only"> – {job.title}</span>
            </Button>
          </div>
        ) : null}
      </div>
      {score !== null ? (
        <div className="flex items-center gap-3 px-4 pb-3 text-xs text-slate-500">
          <span title="Shown in dev mode">Similarity</span>
          <div className="max-w-64 flex-1">
            <ScoreBar similarity={score} />
          </div>
        </div>
      ) : null}
      {isExpanded ? (
        <div id={`${id}-details`} className="space-y-4 border-t border-slate-200 px-4 pt-3 pb-4">
          {job.note ? <p className="text-sm text-slate-600">{job.note}</p> : null}
          <JobLineItems
            job={job}
            onAddLabor={onAddLabor ? (item) => onAddLabor(cardLabor(item)) : undefined}
            onAddPart={onAddPart ? (item) => onAddPart(cardPart(item)) : undefined}
            isLaborAdded={actions?.isLaborSelected}
            isPartAdded={actions?.isPartSelected}
          />
          <div className="flex justify-end">
            <Button variant="secondary" size="sm" onClick={() => setOrderOpen(true)}>
              <FileText /> View repair Order
            </Button>
          </div>
          <RepairOrderDialog
            repairOrderId={job.repair_order.id}
            open={isOrderOpen}
            onOpenChange={setOrderOpen}
          />
        </div>
      ) : null}
    </article>
  );
}

function Meta({ icon: Icon, children }: { icon: typeof Car; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3.5 text-slate-400" aria-hidden />
      {children}
    </span>
  );
}
