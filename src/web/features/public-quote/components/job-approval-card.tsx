import { CheckIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/trpc';
import { cn } from '../../../lib/utils';
import type {
  PublicJob,
  PublicJobAnswer,
  PublicLaborItem,
  PublicPartItem,
  PublicQuote,
} from '../api/use-public-quote';
import { useRespondToJob } from '../api/use-respond-to-job';
import { AuthorizeDialog } from './authorize-dialog';
import { JobLines } from './job-lines';

const SAVE_FAILED = 'Your answer could not be saved. Please try again.';

type JobApprovalCardProps = {
  quote: PublicQuote;
  job: PublicJob;
  labor: PublicLaborItem[];
  parts: PublicPartItem[];
  answer: PublicJobAnswer | undefined;
};

/** One job of the quote, its lines and total, and the customer's answer: approve or decline. */
export function JobApprovalCard({ quote, job, labor, parts, answer }: JobApprovalCardProps) {
  const titleId = useId();
  const respond = useRespondToJob(quote.id);
  const [isAuthorizing, setAuthorizing] = useState(false);
  const choose = (decision: PublicJobAnswer['decision']) => {
    if (answer?.decision === decision) return;
    // Approving asks for the customer's name and consent first (the authorization record).
    if (decision === 'APPROVED') {
      respond.reset();
      setAuthorizing(true);
    } else respond.respond(job.key, decision);
  };
  const isApproved = answer?.decision === 'APPROVED';
  const isDeclined = answer?.decision === 'DECLINED';

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'break-inside-avoid rounded-lg border border-slate-200 p-4 sm:p-5 print:border-slate-300 print:bg-transparent print:p-3',
        isApproved && 'border-green-300 bg-green-50/60',
        isDeclined && 'bg-slate-50',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <h3 id={titleId} className="font-semibold text-balance text-slate-900">
          {job.name}
        </h3>
        <p className="shrink-0 text-base font-semibold tabular-nums text-slate-900">
          {formatMoney(job.total)}
        </p>
      </div>
      <JobLines name={job.name} labor={labor} parts={parts} />
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between print:border-slate-300 print:pt-2">
        <p role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          {answer ? (
            <>
              <Badge variant={isApproved ? 'success' : 'danger'}>
                {isApproved ? (
                  <CheckIcon aria-hidden className="size-3.5" />
                ) : (
                  <XIcon aria-hidden className="size-3.5" />
                )}
                {isApproved ? 'Approved' : 'Declined'}
              </Badge>
              <span>
                by {answer.customer_name} on {formatDateTime(new Date(answer.decided_at))}
              </span>
            </>
          ) : (
            <Badge variant="muted">Waiting for your answer</Badge>
          )}
        </p>
        <fieldset
          aria-label={`Your answer for ${job.name}`}
          className="grid grid-cols-2 gap-2 sm:flex print:hidden"
        >
          <Button
            variant={isApproved ? 'default' : 'secondary'}
            aria-pressed={isApproved}
            disabled={respond.isPending || quote.is_expired}
            onClick={() => choose('APPROVED')}
          >
            <CheckIcon aria-hidden /> Approve
          </Button>
          <Button
            variant={isDeclined ? 'destructive' : 'secondary'}
            aria-pressed={isDeclined}
            disabled={respond.isPending}
            onClick={() => choose('DECLINED')}
          >
            <XIcon aria-hidden /> Decline
          </Button>
        </fieldset>
      </div>
      {isAuthorizing ? (
        <AuthorizeDialog
          quote={quote}
          job={job}
          open={isAuthorizing}
          onOpenChange={setAuthorizing}
          isPending={respond.isPending}
          error={respond.isError ? errorMessage(respond.error, SAVE_FAILED) : null}
          onAuthorize={(authorization) =>
            respond.respond(job.key, 'APPROVED', authorization, () => setAuthorizing(false))
          }
        />
      ) : null}
      {respond.isError && !isAuthorizing ? (
        <Alert className="mt-3 flex flex-wrap items-center justify-between gap-2 print:hidden">
          {errorMessage(respond.error, SAVE_FAILED)}
          {respond.isOutdated ? (
            <Button size="sm" variant="secondary" onClick={() => respond.reload()}>
              Show the updated quote
            </Button>
          ) : null}
        </Alert>
      ) : null}
    </section>
  );
}
