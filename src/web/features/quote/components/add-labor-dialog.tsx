import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useAddLaborItem } from '../api/use-quote-edits';
import { addLaborFormSchema, moneyText } from '../form-schemas';
import { LaborTimeFields } from './labor-time-fields';

type AddLaborFormProps = { quoteId: string; defaultRate: number };
type AddLaborDialogProps = AddLaborFormProps & { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Add labor': a new labor line at the shop's standard rate. */
export function AddLaborDialog({ quoteId, defaultRate, open, onOpenChange }: AddLaborDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add labor"
      description="A labor line counts in the quote's totals at hours × rate."
    >
      {(close) => <AddLaborForm quoteId={quoteId} defaultRate={defaultRate} onAdded={close} />}
    </FormDialog>
  );
}

/**
 * Spec §5: title and description are required after trimming, checked when a field is left and
 * on Add, and cleared as soon as the field has text (react-hook-form's 'onTouched' mode). Add
 * stays disabled until both are filled and while any figure is invalid.
 */
function AddLaborForm({ quoteId, defaultRate, onAdded }: AddLaborFormProps & { onAdded: () => void }) {
  const add = useAddLaborItem(quoteId);
  const form = useForm({
    resolver: zodResolver(addLaborFormSchema),
    mode: 'onTouched',
    defaultValues: { title: '', description: '', hours: '1', rate: moneyText(defaultRate) },
  });
  const [title, description, hours, rate] = useWatch({
    control: form.control,
    name: ['title', 'description', 'hours', 'rate'],
  });
  const isFilled = title.trim() !== '' && description.trim() !== '';
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // A failed add leaves the dialog open, without a message (spec §8).
    const added = await add.mutateAsync({ quoteId, ...values }).catch(() => null);
    if (added) onAdded();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="add-labor-title" label="Title" error={errors.title?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register('title')} />
      </Field>
      <Field id="add-labor-description" label="Description" error={errors.description?.message}>
        <Textarea rows={3} maxLength={2000} {...form.register('description')} />
      </Field>
      <LaborTimeFields
        idPrefix={'add-labor'}
        hours={hours}
        rate={rate}
        hoursField={form.register('hours')}
        rateField={form.register('rate')}
        errors={{ hours: errors.hours?.message, rate: errors.rate?.message }}
      />
      <FormDialogFooter
        isPending={add.isPending}
        isSubmitDisabled={!isFilled || !isValid}
        submitLabel="Add"
        pendingLabel="Add"
      />
    </form>
  );
}
