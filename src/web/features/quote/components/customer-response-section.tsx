import { quoteJobs } from '../../../../shared/quote-jobs';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/trpc';
import { useQuoteResponses } from '../api/use-quote-responses';
import { useQuoteRevisions } from '../api/use-quote-revisions';
import type { FullQuote } from '../quote-types';
import { JobAnswerList } from './job-answer-list';
import { ShareStatusList } from './share-status-list';
import { SideSection } from './side-section';

/**
 * 'Customer response': to whom the quote was sent, whether they opened it, and their answer to
 * each job of the revision they were last sent. Answers to earlier revisions are in the
 * revision history.
 */
export function CustomerResponseSection({ quote }: { quote: FullQuote }) {
  const query = useQuoteResponses(quote.id);
  const revisions = useQuoteRevisions(quote.id);
  if (query.isPending || revisions.isPending)
    return <Skeleton className="h-16" role="status" aria-label="Loading customer response" />;
  if (query.isError) return <Alert>Error: {errorMessage(query.error)}</Alert>;
  if (revisions.isError) return <Alert>Error: {errorMessage(revisions.error)}</Alert>;

  const { shares, responses, markedDeclined } = query.data;
  const latest = revisions.data[0] ?? null;
  const answers = responses.filter((r) => r.revision === (latest?.number ?? null));
  return (
    // The badge counts the customer's answers to the revision they hold, not the sendings.
    <SideSection title="Customer response" count={answers.length}>
      <div className="space-y-4">
        <JobAnswerList
          quoteId={quote.id}
          marked={markedDeclined}
          jobs={latest ? latest.jobs : quoteJobs(quote)}
          responses={answers}
          revision={latest?.number ?? null}
        />
        {shares.length ? (
          <ShareStatusList shares={shares} />
        ) : (
          <p className="text-sm text-slate-500">Not shared with a customer yet</p>
        )}
      </div>
    </SideSection>
  );
}
