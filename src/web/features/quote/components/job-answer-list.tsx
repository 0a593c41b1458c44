import { formatDateTime, formatMoney } from '../../../../shared/format';
import type { QuoteJob } from '../../../../shared/quote-jobs';
import { Badge } from '../../../components/ui/badge';
import type { QuoteJobResponse } from '../api/use-quote-responses';

type JobAnswerListProps = { jobs: QuoteJob[]; responses: QuoteJobResponse[] };

/** Each current job with the customer's answer, and answers to jobs no longer on the quote. */
export function JobAnswerList({ jobs, responses }: JobAnswerListProps) {
  const byKey = new Map(responses.map((response) => [response.job_key, response]));
  const current = new Set(jobs.map((job) => job.key));
  const removed = responses.filter((response) => !current.has(response.job_key));
  return (
    <div className="space-y-2">
      <h4 className="text-xs font-medium tracking-wide text-slate-500 uppercase">Jobs</h4>
      <ul aria-label="Answers per job" className="space-y-3 text-sm">
        {jobs.map((job) => (
          <JobAnswer key={job.key} name={job.name} total={job.total} response={byKey.get(job.key)} />
        ))}
        {removed.map((response) => (
          <JobAnswer key={response.job_key} name={response.job_name} total={null} response={response} />
        ))}
      </ul>
    </div>
  );
}

type JobAnswerProps = { name: string; total: number | null; response: QuoteJobResponse | undefined };

/** A job with no `total` is no longer on the quote. */
function JobAnswer({ name, total, response }: JobAnswerProps) {
  const approved = response?.decision === 'APPROVED';
  return (
    <li className="space-y-1">
      <p className="flex items-start justify-between gap-3">
        <span className="font-medium text-slate-900">{name}</span>
        {response ? (
          <Badge variant={approved ? 'success' : 'danger'} className="shrink-0">
            {approved ? 'Approved' : 'Declined'}
          </Badge>
        ) : (
          <Badge variant="muted" className="shrink-0">
            No answer yet
          </Badge>
        )}
      </p>
      {response ? (
        <p className="text-xs text-slate-500">
          {response.customer_name} · {formatDateTime(new Date(response.decided_at))}
        </p>
      ) : null}
      {response && total === null ? (
        <p className="text-xs text-amber-700">No longer on the quote</p>
      ) : response && total !== null && response.job_total !== total ? (
        <p className="text-xs text-amber-700">
          Answered at {formatMoney(response.job_total)}; now {formatMoney(total)}
        </p>
      ) : null}
    </li>
  );
}
