import { formatCents, formatDateTime } from '../../../../shared/format';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/trpc';
import type { QuoteJobResponse, QuoteShareStatus } from '../api/use-quote-responses';
import { useQuoteResponses } from '../api/use-quote-responses';
import { type QuoteRevision, useQuoteRevisions } from '../api/use-quote-revisions';
import { useJobExports } from '../job-creation/use-job-exports';
import type { FullQuote } from '../quote-types';
import { decisionText } from './job-answer-list';
import { SideSection } from './side-section';

type JobExport = NonNullable<ReturnType<typeof useJobExports>['data']>[number];

/**
 * 'Revision history': each revision sent, newest first — its total, who sent it and why, every
 * sending that carried it and the customer's answers to it.
 */
export function RevisionHistorySection({ quote }: { quote: FullQuote }) {
  const revisions = useQuoteRevisions(quote.id);
  const responses = useQuoteResponses(quote.id);
  const exports = useJobExports(quote.id, true);
  if (revisions.isPending) return <Skeleton className="h-16" role="status" aria-label="Loading revisions" />;
  if (revisions.isError) return <Alert>Error: {errorMessage(revisions.error)}</Alert>;

  return (
    <SideSection
      title="Revision history"
      count={revisions.data.length}
      emptyText="Nothing sent yet. Sharing the quote or creating a job records revision 1."
    >
      <ol aria-label="Revisions" className="space-y-4 text-sm">
        {revisions.data.map((revision) => (
          <RevisionEntry
            key={revision.number}
            revision={revision}
            shares={responses.data?.shares.filter((s) => s.revision === revision.number) ?? []}
            jobs={exports.data?.filter((e) => e.revision?.number === revision.number) ?? []}
            answers={responses.data?.responses.filter((r) => r.revision === revision.number) ?? []}
          />
        ))}
      </ol>
    </SideSection>
  );
}

type RevisionEntryProps = {
  revision: QuoteRevision;
  shares: QuoteShareStatus[];
  jobs: JobExport[];
  answers: QuoteJobResponse[];
};

function RevisionEntry({ revision, shares, jobs, answers }: RevisionEntryProps) {
  const sendings = [
    ...shares.map((s) => ({ key: `s-${s.id}`, at: s.created_at, text: `Shared with ${s.customer_name}` })),
    ...jobs.map((j) => ({ key: `j-${j.id}`, at: j.createdAt, text: `Job on RO #${j.repairOrderNumber}` })),
  ].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  return (
    <li className="space-y-1 border-l-2 border-slate-200 pl-3">
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-900">Revision {revision.number}</span>
        <span className="font-medium text-slate-900 tabular-nums">{formatCents(revision.totalDueCents)}</span>
      </p>
      <p className="text-xs text-slate-600">{revision.reason.text}</p>
      <p className="text-xs text-slate-500">
        {formatDateTime(revision.created_at)} by {revision.created_by.name}
      </p>
      {sendings.length > 1 ? (
        <ul aria-label={`Sendings of revision ${revision.number}`} className="text-xs text-slate-500">
          {sendings.map((s) => (
            <li key={s.key}>
              {s.text} · {formatDateTime(s.at)}
            </li>
          ))}
        </ul>
      ) : null}
      {answers.length ? (
        <ul aria-label={`Answers to revision ${revision.number}`} className="space-y-0.5 text-xs">
          {answers.map((answer) => (
            <li key={`${answer.job_key}-${answer.decided_at}`} className="text-slate-700">
              {answer.job_name}: {decisionText(answer)} · {answer.customer_name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-500">No answer from the customer</p>
      )}
    </li>
  );
}
