import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import type { NetworkJob } from '../api/use-network-jobs';
import { relatedTitles } from '../related-titles';

const MAX_TITLES = 8;

type RelatedJobsProps = {
  jobs: NetworkJob[] | undefined;
  isLoading: boolean;
  term: string;
  onSelect: (title: string) => void;
};

/** The distinct titles among the results with their counts; a click searches that title. */
export function RelatedJobs({ jobs, isLoading, term, onSelect }: RelatedJobsProps) {
  const titles = relatedTitles(jobs ?? [], MAX_TITLES);
  return (
    <Card role="region" aria-labelledby="related-jobs-title">
      <CardHeader className="pt-4">
        <CardTitle id="related-jobs-title" className="text-sm">
          Related Jobs
        </CardTitle>
      </CardHeader>
      <CardContent className="px-3 pt-2 pb-3">
        {isLoading ? (
          <div className="space-y-2 px-2">
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-5 w-3/5" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : titles.length === 0 ? (
          <p className="px-2 text-sm text-slate-500">No results found</p>
        ) : (
          <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2 sm:gap-x-4 lg:grid-cols-1">
            {titles.map(({ title, count }) => {
              const isCurrent = title.toLowerCase() === term.toLowerCase();
              return (
                <li key={title}>
                  <button
                    type="button"
                    onClick={() => onSelect(title)}
                    aria-current={isCurrent || undefined}
                    className={cn(
                      'flex w-full items-center justify-between gap-3 rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      isCurrent && 'bg-brand-50 font-medium text-brand-800',
                    )}
                  >
                    <span className="min-w-0 break-words" title={title}>
                      {title}
                    </span>
                    <span className="shrink-0 rounded-full bg-slate-100 px-2 text-xs text-slate-600 tabular-nums">
                      {count}
                      <span className="sr-only">{count === 1 ? ' job' : ' jobs'}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
