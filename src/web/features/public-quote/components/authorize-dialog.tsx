import { type FormEvent, useId, useState } from 'react';
import { formatCents } from '../../../../shared/format';
import { contentEstimate } from '../../../../shared/quote-revision';
import { consentText, onlineAuthorizationSchema } from '../../../../shared/schemas/estimate-quote';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { PublicJob, PublicQuote } from '../api/use-public-quote';

type AuthorizeDialogProps = {
  quote: PublicQuote;
  job: PublicJob;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  error: string | null;
  onAuthorize: (authorization: { name: string; consent: true }) => void;
};

/**
 * Approving a job is authorizing work: the customer types their name and agrees to the total due
 * of every job they approved on this estimate, this one included — the figure the server records.
 */
export function AuthorizeDialog({
  quote,
  job,
  open,
  onOpenChange,
  isPending,
  error,
  onAuthorize,
}: AuthorizeDialogProps) {
  const consentId = useId();
  const [name, setName] = useState(quote.customer_name ?? '');
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<{ name?: string; consent?: string }>({});
  const approvedKeys = quote.jobs
    .filter((other) => other.key === job.key || quote.responses[other.key]?.decision === 'APPROVED')
    .map((other) => other.key);
  const content = {
    title: quote.title,
    labor: quote.labor_items,
    parts: quote.part_items,
    totals: quote.totals,
    jobs: quote.jobs,
    pricing: quote.pricing,
  };
  const total = formatCents(contentEstimate(content, approvedKeys).totalDueCents);
  const jobNames = quote.jobs.filter((other) => approvedKeys.includes(other.key)).map((other) => other.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = onlineAuthorizationSchema.safeParse({ name, consent });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setProblems({
        name: issues.find((issue) => issue.path[0] === 'name')?.message,
        consent: issues.find((issue) => issue.path[0] === 'consent')?.message,
      });
      return;
    }
    setProblems({});
    onAuthorize(parsed.data);
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Approve ${job.name}`}
      description={`${quote.shop.name} will start the work you authorize here.`}
      className="sm:max-w-md"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <p className="font-medium text-slate-900">
            {jobNames.length === 1 ? 'Work to authorize' : 'Work you authorize on this estimate'}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {jobNames.map((jobName) => (
              <li key={jobName}>{jobName}</li>
            ))}
          </ul>
          <p className="mt-2">
            Total due with fees and tax:{' '}
            <span className="font-semibold tabular-nums text-slate-900">{total}</span>
          </p>
        </div>
        <Field id={`${consentId}-name`} label="Your full name" error={problems.name}>
          <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
        </Field>
        <div className="space-y-1">
          <div className="flex items-start gap-2">
            <Checkbox
              id={consentId}
              checked={consent}
              onCheckedChange={(value) => setConsent(value === true)}
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={problems.consent ? `${consentId}-error` : undefined}
              className="mt-0.5"
            />
            <label htmlFor={consentId} className="text-sm text-slate-800">
              {consentText(total)}
            </label>
          </div>
          {problems.consent ? (
            <p id={`${consentId}-error`} className="text-xs text-red-600">
              {problems.consent}
            </p>
          ) : null}
        </div>
        {error ? <Alert>{error}</Alert> : null}
        <FormDialogFooter
          isPending={isPending}
          submitLabel="Approve and authorize"
          pendingLabel="Saving..."
        />
      </form>
    </TitledDialog>
  );
}
