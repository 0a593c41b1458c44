import { useState } from 'react';
import { NETWORK_MEMBERS_ONLY_MESSAGE, PENDING_NETWORK_MESSAGE } from '../../../../shared/network-access';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import type { NetworkJob } from '../api/use-network-jobs';
import type { JobCardActions } from '../job-card-actions';
import { JobCard } from './job-card';

type JobResultsProps = {
  jobs: NetworkJob[] | undefined;
  isLoading: boolean;
  /** The search failed; a refusal for not belonging to a shop shows its own words. */
  error: { message: string } | null;
  currentShopId: string;
  /** Show each job's similarity score (a search term exists and dev mode is on). */
  showScores: boolean;
  /** What the route lets the cards add to the job being built. */
  cardActions?: JobCardActions;
};

const SKELETON_CARDS = ['a', 'b', 'c', 'd'];

/** The result cards; one is expanded at a time, and clicking it again collapses it. */
export function JobResults({
  jobs,
  isLoading,
  error,
  currentShopId,
  showScores,
  cardActions,
}: JobResultsProps) {
  const [expandedId, setExpandedId] = useState<string | null>(null);

  if (isLoading) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading jobs">
        {SKELETON_CARDS.map((key) => (
          <div key={key} className="space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        ))}
      </div>
    );
  }
  if (error?.message === NETWORK_MEMBERS_ONLY_MESSAGE || error?.message === PENDING_NETWORK_MESSAGE) {
    return (
      <Alert variant="info" className="px-4 py-3">
        {error.message}
      </Alert>
    );
  }
  if (error) {
    return (
      <Alert variant="error" className="px-4 py-3">
        Error fetching jobs
      </Alert>
    );
  }
  if (!jobs?.length) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">
        No results found
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard
            job={job}
            isExpanded={job.id === expandedId}
            onToggle={() => setExpandedId((current) => (current === job.id ? null : job.id))}
            isOwnShop={job.repair_order.shop.id === currentShopId}
            score={showScores ? job.similarityScore : null}
            actions={cardActions}
          />
        </li>
      ))}
    </ul>
  );
}
