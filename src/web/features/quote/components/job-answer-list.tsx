import { formatDateTime, formatMoney } from '../../../../shared/format';
import type { QuoteJob } from '../../../../shared/quote-jobs';
import { Badge } from '../../../components/ui/badge';
import type { QuoteJobResponse, QuoteResponses } from '../api/use-quote-responses';
import { useQuoteEditable } from '../hooks/quote-editable';
import { MarkDeclinedButton } from './mark-declined-button';

export type MarkedDeclined = QuoteResponses['markedDeclined'][number];

type JobAnswerListProps = {
  quoteId: string;
  /** Jobs the shop recorded as declined (at the counter, on the phone). */
  marked: MarkedDeclined[];
  /** The jobs of the revision the customer was last sent (the live jobs before any sending). */
  jobs: QuoteJob[];
  /** The answers to that revision only: a new revision asks again. */
  responses: QuoteJobResponse[];
  revision: number | null;
};

/** 'Approved on revision 1 ($611.72)': the decision, the revision answered and the job's total then. */
export function decisionText(response: QuoteJobResponse): string {
  const decision = response.decision === 'APPROVED' ? 'Approved' : 'Declined';
  const on = response.revision ? ` on revision ${response.revision}` : '';
  return `${decision}${on} (${formatMoney(response.job_total)})`;
}

/** Each job of the revision sent, with the customer's answer to it. */
export function JobAnswerList({ quoteId, marked, jobs, responses, revision }: JobAnswerListProps) {
  const byKey = new Map(responses.map((response) => [response.job_key, response]));
  const markedByKey = new Map(marked.map((m) => [m.job_key, m]));
  return (
    <div className="space-y-2">
      <h4 className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {revision ? `Jobs of revision ${revision}` : 'Jobs'}
      </h4>
      <ul aria-label="Answers per job" className="space-y-3 text-sm">
        {jobs.map((job) => (
          <JobAnswer
            key={job.key}
            quoteId={quoteId}
            job={job}
            response={byKey.get(job.key)}
            marked={markedByKey.get(job.key)}
          />
        ))}
      </ul>
    </div>
  );
}

type JobAnswerProps = {
  quoteId: string;
  job: QuoteJob;
  response: QuoteJobResponse | undefined;
  marked: MarkedDeclined | undefined;
};

function JobAnswer({ quoteId, job, response, marked }: JobAnswerProps) {
  const approved = response?.decision === 'APPROVED';
  const declined = response ? !approved : Boolean(marked);
  const isEditable = useQuoteEditable();
  return (
    <li className="space-y-1">
      <p className="flex items-start justify-between gap-3">
        <span className="font-medium text-slate-900">{job.name}</span>
        {response || marked ? (
          <Badge variant={declined ? 'danger' : 'success'} className="shrink-0">
            {declined ? 'Declined' : 'Approved'}
          </Badge>
        ) : (
          <Badge variant="muted" className="shrink-0">
            No answer yet
          </Badge>
        )}
      </p>
      {response ? (
        <p className="text-xs text-slate-600">
          {decisionText(response)} · {response.customer_name} ·{' '}
          {formatDateTime(new Date(response.decided_at))}
        </p>
      ) : marked ? (
        <p className="text-xs text-slate-600">
          Marked declined{marked.declined_by ? ` by ${marked.declined_by}` : ''} ·{' '}
          {formatDateTime(new Date(marked.declined_at))}
          {marked.reason ? ` · ${marked.reason}` : ''}
        </p>
      ) : isEditable ? (
        <div className="flex justify-end">
          <MarkDeclinedButton quoteId={quoteId} job={job} />
        </div>
      ) : null}
    </li>
  );
}
