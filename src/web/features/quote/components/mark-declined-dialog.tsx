import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type MarkJobDeclinedInput, markJobDeclinedInput } from '../../../../shared/schemas/deferred-work';
import { FormDialog } from '../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/trpc';
import { useMarkJobDeclined } from '../api/use-mark-declined';

type MarkDeclinedProps = { quoteId: string; job: { key: string; name: string } };
type MarkDeclinedDialogProps = MarkDeclinedProps & { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Mark job declined', for a job the customer has not answered online: the advisor records that
 * they declined it (at the counter, on the phone) and why. The job is kept on the vehicle's declined work.
 */
export function MarkDeclinedDialog({ quoteId, job, open, onOpenChange }: MarkDeclinedDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark job declined"
      description={`${job.name} is kept on the vehicle's declined work, to offer again on its next visit.`}
      className="sm:max-w-md"
    >
      {(close) => <MarkDeclinedForm quoteId={quoteId} job={job} onSaved={close} />}
    </FormDialog>
  );
}

function MarkDeclinedForm({ quoteId, job, onSaved }: MarkDeclinedProps & { onSaved: () => void }) {
  const id = useId();
  const mark = useMarkJobDeclined(quoteId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MarkJobDeclinedInput>({
    resolver: zodResolver(markJobDeclinedInput),
    defaultValues: { quoteId, jobKey: job.key, reason: '' },
  });
  const onSubmit = handleSubmit((input) => mark.mutate(input, { onSuccess: onSaved }));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
        <Input
          autoComplete="off"
          maxLength={300}
          placeholder="e.g. Customer will wait until next oil change"
          {...register('reason')}
        />
      </Field>
      {mark.isError ? <Alert>{errorMessage(mark.error)}</Alert> : null}
      <FormDialogFooter
        isPending={mark.isPending}
        isCancelDisabled={mark.isPending}
        submitLabel="Mark declined"
      />
    </form>
  );
}
