import type { FullQuote } from '../quote-types';
import { RelatedJobCard } from './related-job-card';
import { SideSection } from './side-section';

type RelatedJobsListProps = { quoteId: string; related: FullQuote['related_jobs'] };

/** The past network jobs the quote was built from; their lines can be copied into the quote. */
export function RelatedJobsList({ quoteId, related }: RelatedJobsListProps) {
  return (
    <SideSection title="Related Jobs" count={related.length} emptyText="No related jobs found">
      <ul className="space-y-2">
        {related.map(({ job }) => (
          <RelatedJobCard key={job.id} quoteId={quoteId} job={job} />
        ))}
      </ul>
    </SideSection>
  );
}
