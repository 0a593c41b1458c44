import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { AUTHORIZATION_METHOD_NAMES } from '../../../../../shared/estimate-document';
import { quoteJobs } from '../../../../../shared/quote-jobs';
import {
  type RecordAuthorizationInput,
  recordAuthorizationInput,
} from '../../../../../shared/schemas/estimate-quote';
import { FormDialog } from '../../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Alert } from '../../../../components/ui/alert';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../../components/ui/radio-group';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Textarea } from '../../../../components/ui/textarea';
import { errorMessage } from '../../../../lib/trpc';
import { useRecordAuthorization } from '../../api/use-estimate';
import { useQuoteRevisions } from '../../api/use-quote-revisions';
import type { FullQuote } from '../../quote-types';
import { AuthorizationJobsField } from './authorization-jobs-field';

type TakenMethod = RecordAuthorizationInput['method'];
const METHODS: TakenMethod[] = ['PHONE', 'IN_PERSON'];

type AuthorizationFormValues = {
  quoteId: string;
  method: TakenMethod;
  customerName: string;
  jobKeys: string[];
  /** A datetime-local value ('2026-03-14T09:30'), in the advisor's time zone. */
  authorizedAt: string;
  note: string;
};

/** A moment as a datetime-local input holds it: local time to the minute. */
function toLocalInput(date: Date): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const schemaResolver = zodResolver(recordAuthorizationInput);

/** The shared schema checks what would be saved; its error paths are the form's field names. */
const authorizationResolver: Resolver<AuthorizationFormValues, unknown, RecordAuthorizationInput> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    {
      ...values,
      // Blank reads as an invalid date, so the schema asks for one.
      authorizedAt: new Date(values.authorizedAt),
      note: values.note.trim() === '' ? undefined : values.note,
    },
    context,
    options as never,
  ) as never;

type RecordAuthorizationDialogProps = {
  quote: FullQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The 'Record authorization' dialog: the customer's yes taken by phone or in person. */
export function RecordAuthorizationDialog({ quote, open, onOpenChange }: RecordAuthorizationDialogProps) {
  const sent = quote.sent_revision;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record authorization"
      description={
        sent
          ? `The customer authorizes the work of revision ${sent.number}, as it was sent to them.`
          : 'The customer authorizes the work of the quote as it stands; nothing has been sent yet.'
      }
      className="sm:max-w-md"
    >
      {(close) => <RecordAuthorizationForm quote={quote} onSaved={close} />}
    </FormDialog>
  );
}

function RecordAuthorizationForm({ quote, onSaved }: { quote: FullQuote; onSaved: () => void }) {
  const revisions = useQuoteRevisions(quote.id);
  if (revisions.isPending) return <Skeleton className="h-64" role="status" aria-label="Loading jobs" />;
  if (revisions.isError) return <Alert>Error: {errorMessage(revisions.error)}</Alert>;
  // The customer authorizes what they were sent; before any sending, the quote as it stands.
  const jobs = revisions.data[0]?.jobs ?? quoteJobs(quote);
  return <AuthorizationForm quote={quote} jobs={jobs} onSaved={onSaved} />;
}

type AuthorizationFormProps = {
  quote: FullQuote;
  jobs: Array<{ key: string; name: string }>;
  onSaved: () => void;
};

function AuthorizationForm({ quote, jobs, onSaved }: AuthorizationFormProps) {
  const id = useId();
  const save = useRecordAuthorization(quote.id);
  const now = new Date();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AuthorizationFormValues, unknown, RecordAuthorizationInput>({
    resolver: authorizationResolver,
    defaultValues: {
      quoteId: quote.id,
      method: 'PHONE',
      customerName: quote.customer_name ?? '',
      jobKeys: jobs.map((job) => job.key),
      authorizedAt: toLocalInput(now),
      note: '',
    },
  });
  const onSubmit = handleSubmit((input) => save.mutate(input, { onSuccess: onSaved }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-2">
        <p id={`${id}-method`} className="text-sm font-medium text-slate-700">
          Method
        </p>
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={`${id}-method`}
              value={field.value}
              onValueChange={(value) => field.onChange(value as TakenMethod)}
              className="flex gap-6"
            >
              {METHODS.map((method) => (
                <div key={method} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-method-${method}`} value={method} />
                  <Label htmlFor={`${id}-method-${method}`} className="font-normal">
                    {AUTHORIZATION_METHOD_NAMES[method]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {errors.method ? <p className="text-xs text-red-600">{errors.method.message}</p> : null}
      </div>
      <Field id={`${id}-name`} label="Customer name" error={errors.customerName?.message}>
        <Input autoComplete="off" maxLength={120} {...register('customerName')} />
      </Field>
      <Controller
        control={control}
        name="jobKeys"
        render={({ field }) => (
          <AuthorizationJobsField
            jobs={jobs}
            selected={field.value}
            onChange={field.onChange}
            error={errors.jobKeys?.message}
          />
        )}
      />
      <Field id={`${id}-when`} label="When" error={errors.authorizedAt?.message}>
        <Input type="datetime-local" className="w-56" max={toLocalInput(now)} {...register('authorizedAt')} />
      </Field>
      <Field id={`${id}-note`} label="Note (optional)" error={errors.note?.message}>
        <Textarea rows={2} maxLength={500} {...register('note')} />
      </Field>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <FormDialogFooter
        isPending={save.isPending}
        isCancelDisabled={save.isPending}
        isSubmitDisabled={jobs.length === 0}
      />
    </form>
  );
}
