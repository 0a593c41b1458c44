import { quoteJobs } from '../../../../shared/quote-jobs';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/trpc';
import { useQuoteResponses } from '../api/use-quote-responses';
import type { FullQuote } from '../quote-types';
import { JobAnswerList } from './job-answer-list';
import { ShareStatusList } from './share-status-list';
import { SideSection } from './side-section';

/**
 * 'Customer response': to whom the quote was sent, whether they opened it, and their answer to
 * each of the quote's current jobs (an answer to a job since removed is listed apart).
 */
export function CustomerResponseSection({ quote }: { quote: FullQuote }) {
  const query = useQuoteResponses(quote.id);
  if (query.isPending)
    return <Skeleton className="h-16" role="status" aria-label="Loading customer response" />;
  if (query.isError) return <Alert>Error: {errorMessage(query.error)}</Alert>;

  const { shares, responses } = query.data;
  return (
    <SideSection title="Customer response" count={shares.length} emptyText="Not shared with a customer yet">
      <div className="space-y-4">
        <JobAnswerList jobs={quoteJobs(quote)} responses={responses} />
        <ShareStatusList shares={shares} />
      </div>
    </SideSection>
  );
}
