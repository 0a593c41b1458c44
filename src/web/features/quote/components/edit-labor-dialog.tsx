import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../../shared/format';
import { quoteLaborLineTotal } from '../../../../shared/quote-totals';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useUpdateLaborItem } from '../api/use-quote-edits';
import { editLaborFormSchema, hoursText, moneyText } from '../form-schemas';
import { formatHours, type QuoteLaborItem, typedNumber } from '../quote-types';
import { LineTotalPreview } from './line-total-preview';

type EditLaborDialogProps = {
  quoteId: string;
  item: QuoteLaborItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The edit dialog of one labor line. */
export function EditLaborDialog({ quoteId, item, open, onOpenChange }: EditLaborDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit labor</DialogTitle>
          <DialogDescription>
            {item.guide_labor_item
              ? 'This line is linked to the labor guide: its motor time is charged in place of the hours.'
              : 'Changes count in the quote’s totals at once.'}
          </DialogDescription>
        </DialogHeader>
        <EditLaborForm quoteId={quoteId} item={item} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type EditLaborFormProps = { quoteId: string; item: QuoteLaborItem; onSaved: () => void };

function EditLaborForm({ quoteId, item, onSaved }: EditLaborFormProps) {
  const update = useUpdateLaborItem(quoteId);
  const form = useForm({
    resolver: zodResolver(editLaborFormSchema),
    defaultValues: {
      title: item.title,
      description: item.description,
      hours: hoursText(item.hours),
      rate: moneyText(item.rate),
    },
  });
  const [hours, rate] = useWatch({ control: form.control, name: ['hours', 'rate'] });
  const { errors } = form.formState;
  const id = `edit-labor-${item.id}`;

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
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-hours`} label="Hours" error={errors.hours?.message}>
          <Input type="number" inputMode="decimal" min={0} step={0.1} {...form.register('hours')} />
        </Field>
        <Field id={`${id}-rate`} label="Rate ($/h)" error={errors.rate?.message}>
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...form.register('rate')} />
        </Field>
      </div>
      <LineTotalPreview
        detail={`${formatHours(typedNumber(hours))} h × ${formatMoney(typedNumber(rate))}`}
        total={quoteLaborLineTotal({
          hours: typedNumber(hours),
          rate: typedNumber(rate),
          is_suggested: false,
        })}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
