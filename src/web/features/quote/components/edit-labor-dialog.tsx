import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/trpc';
import { useUpdateLaborItem } from '../api/use-quote-edits';
import { editLaborFormSchema, hoursText, moneyText } from '../form-schemas';
import { useUnassignGuide } from '../labor-guide/use-labor-guide';
import type { QuoteLaborItem } from '../quote-types';
import { LaborTimeFields } from './labor-time-fields';

type EditLaborDialogProps = {
  quoteId: string;
  item: QuoteLaborItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The edit dialog of one labor line. */
export function EditLaborDialog({ quoteId, item, open, onOpenChange }: EditLaborDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit labor"
      description={
        item.guide_labor_item
          ? 'This line is linked to the labor guide: its motor time is charged in place of the hours.'
          : 'Changes count in the quote’s totals at once.'
      }
    >
      <EditLaborForm quoteId={quoteId} item={item} onSaved={() => onOpenChange(false)} />
    </TitledDialog>
  );
}

type EditLaborFormProps = { quoteId: string; item: QuoteLaborItem; onSaved: () => void };

/**
 * The title is required and every figure checked as it is typed or left; Save stays disabled while
 * a field is invalid. A linked line keeps its stored hours (sent back unchanged): the guide's
 * motor time is what is charged until the line is unlinked.
 */
function EditLaborForm({ quoteId, item, onSaved }: EditLaborFormProps) {
  const update = useUpdateLaborItem(quoteId);
  const unlink = useUnassignGuide(quoteId);
  const form = useForm({
    resolver: zodResolver(editLaborFormSchema),
    mode: 'all',
    defaultValues: {
      title: item.title,
      description: item.description,
      hours: hoursText(item.hours),
      rate: moneyText(item.rate),
    },
  });
  const [hours, rate] = useWatch({ control: form.control, name: ['hours', 'rate'] });
  const { errors, isValid } = form.formState;
  const id = `edit-labor-${item.id}`;
  // A line stored before titles were required opens with the message, not just a disabled Save.
  useEffect(() => {
    void form.trigger();
  }, [form]);
  const guide = item.guide_labor_item;

  const onSubmit = form.handleSubmit(async (values) => {
    // A failed save leaves the dialog open, without a message (spec §8).
    const saved = await update.mutateAsync({ id: item.id, ...values }).catch(() => null);
    if (saved) onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id={`${id}-title`} label="Title" error={errors.title?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register('title')} />
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
        <Textarea rows={3} maxLength={2000} {...form.register('description')} />
      </Field>
      <LaborTimeFields
        idPrefix={id}
        hours={hours}
        rate={rate}
        hoursField={form.register('hours')}
        rateField={form.register('rate')}
        errors={{ hours: errors.hours?.message, rate: errors.rate?.message }}
        guide={
          guide
            ? {
                hours: guide.motorTime ?? item.hours,
                isUnlinking: unlink.isPending,
                unlinkError: unlink.error ? errorMessage(unlink.error) : undefined,
                onUnlink: () => unlink.mutate({ quoteLaborId: item.id }),
              }
            : null
        }
      />
      <FormDialogFooter
        isPending={update.isPending}
        isSubmitDisabled={!isValid || unlink.isPending}
        submitLabel="Save"
        pendingLabel="Save"
      />
    </form>
  );
}
