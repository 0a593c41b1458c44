import { History, Plus } from 'lucide-react';
import { useId } from 'react';
import { formatDate, formatMoney } from '../../../../shared/format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/trpc';
import { cn } from '../../../lib/utils';
import {
  type DeferredJob,
  useAddDeferredJob,
  useDeferredWork,
  useDismissDeferredJob,
} from '../api/use-deferred-work';

type DeclinedEarlierProps = {
  shopId: string | null;
  vin: string | null;
  /** The quote 'Add to quote' adds to; none: a new quote. */
  quoteId?: string | null;
  className?: string;
};

/**
 * 'Declined earlier': the jobs the customer declined for this vehicle at the shop, with the date
 * and total, each with 'Add to quote' at today's prices. Nothing is shown when there are none.
 */
export function DeclinedEarlier({ shopId, vin, quoteId = null, className }: DeclinedEarlierProps) {
  const id = useId();
  const query = useDeferredWork(shopId, vin);
  const add = useAddDeferredJob(quoteId);
  const dismiss = useDismissDeferredJob();
  if (!shopId || !vin) return null;
  if (query.isPending)
    return <Skeleton className={cn('h-16', className)} role="status" aria-label="Loading declined work" />;
  if (query.isError) return <Alert className={className}>Error: {errorMessage(query.error)}</Alert>;
  if (query.data.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-lg border border-amber-200 bg-amber-50/60 p-4', className)}
    >
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <History className="size-4 text-amber-700" aria-hidden /> Declined earlier
      </h2>
      <ul className="mt-3 divide-y divide-amber-100">
        {query.data.map((job) => (
          <DeclinedJobRow
            key={job.id}
            job={job}
            addedHere={Boolean(quoteId && job.addedToQuoteId === quoteId)}
            isAdding={add.isPending && add.variables?.deferredJobId === job.id}
            onAdd={() => add.mutate({ deferredJobId: job.id, ...(quoteId ? { quoteId } : {}) })}
            isRemoving={dismiss.isPending && dismiss.variables?.deferredJobId === job.id}
            onRemove={() => dismiss.mutate({ deferredJobId: job.id })}
          />
        ))}
      </ul>
    </section>
  );
}

type RowProps = {
  job: DeferredJob;
  addedHere: boolean;
  isAdding: boolean;
  onAdd: () => void;
  isRemoving: boolean;
  onRemove: () => void;
};

function DeclinedJobRow({ job, addedHere, isAdding, onAdd, isRemoving, onRemove }: RowProps) {
  const who = job.declinedBy === 'CUSTOMER' ? `by ${job.customerName ?? 'the customer'}` : 'at the shop';
  const estimate = job.estimateNumber ? ` · Estimate #${job.estimateNumber}` : '';
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-2 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">{job.jobName}</p>
        <p className="text-xs text-slate-600">
          Declined {who} on {formatDate(new Date(job.declinedAt))} · {formatMoney(job.total)}
          {estimate}
        </p>
        {job.reason ? <p className="text-xs text-slate-600">Reason: {job.reason}</p> : null}
        {job.addedToQuoteId && !addedHere ? (
          <p className="text-xs text-slate-500">Already added to a newer quote</p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          size="xs"
          variant="ghost"
          onClick={onRemove}
          disabled={isRemoving}
          aria-label={`Remove ${job.jobName} from declined work`}
          title="Done elsewhere or no longer wanted"
        >
          {isRemoving ? 'Removing…' : 'Remove'}
        </Button>
        {addedHere ? (
          <span className="px-2 text-xs font-medium text-emerald-700">On this quote</span>
        ) : (
          <Button
            size="xs"
            variant="secondary"
            onClick={onAdd}
            disabled={isAdding}
            aria-label={`Add to quote: ${job.jobName}`}
          >
            <Plus aria-hidden /> {isAdding ? 'Adding…' : 'Add to quote'}
          </Button>
        )}
      </div>
    </li>
  );
}
