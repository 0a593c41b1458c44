import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/trpc';
import { cn } from '../../../lib/utils';
import { CannedLaborList } from './canned-labor-list';
import { useGuideJobs } from './use-labor-guide';

type GuideJobListProps = {
  quoteId: string;
  search: string;
  laborItemId: string;
  /** The operation the line is linked to now, marked in the lists. */
  linkedGuideItemId: string | null;
  onAssigned: () => void;
};

/** The guide jobs matching the search; choosing one lists its operations beneath it. */
export function GuideJobList({
  quoteId,
  search,
  laborItemId,
  linkedGuideItemId,
  onAssigned,
}: GuideJobListProps) {
  const jobs = useGuideJobs(search, quoteId);
  const [openJobId, setOpenJobId] = useState<string | null>(null);

  if (jobs.isEmptySearch && !jobs.isWaiting) {
    return <p className="text-sm text-slate-500">Type a repair to search the labor guide.</p>;
  }
  if (jobs.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {errorMessage(jobs.error)}
      </p>
    );
  }
  if (!jobs.data) {
    return (
      <div className="space-y-2" role="status" aria-label="Searching the labor guide">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (jobs.data.length === 0) return <p className="text-sm text-slate-500">No guide jobs found</p>;

  return (
    <ul
      aria-label="Guide jobs"
      className={cn(
        'divide-y divide-slate-100 rounded-md border border-slate-200',
        jobs.isFetching && 'opacity-70',
      )}
    >
      {jobs.data.map((job) => {
        const isOpen = job.id === openJobId;
        return (
          <li key={job.id}>
            <button
              type="button"
              aria-expanded={isOpen}
              onClick={() => setOpenJobId(isOpen ? null : job.id)}
              className="flex w-full items-center gap-2 px-3 py-2.5 text-left hover:bg-slate-50"
            >
              <ChevronRight
                className={cn('size-4 shrink-0 text-slate-400 transition-transform', isOpen && 'rotate-90')}
                aria-hidden
              />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{job.name}</span>
                <span className="block text-xs text-slate-500">{job.system}</span>
              </span>
            </button>
            {isOpen ? (
              <CannedLaborList
                quoteId={quoteId}
                smartJobId={job.smartJobId}
                jobName={job.name}
                laborItemId={laborItemId}
                linkedGuideItemId={linkedGuideItemId}
                onAssigned={onAssigned}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
