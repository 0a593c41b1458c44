import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../../shared/format';
import { chargedUnitPrice, quotePartLineTotal } from '../../../../shared/quote-totals';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useAddPartItem, useUpdatePartItem } from '../api/use-quote-edits';
import {
  fieldNumber,
  moneyText,
  partFormSchema,
  quantityFieldSchema,
  retailFieldSchema,
} from '../form-schemas';
import { formatQuantity, type QuotePartItem } from '../quote-types';
import { LineTotalPreview, previewFigure } from './line-total-preview';

type PartItemDialogProps = {
  quoteId: string;
  /** The line to edit; without one the dialog adds a part. */
  item?: QuotePartItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Add part' and the edit dialog of a part line (the same fields and rules, spec §5). */
export function PartItemDialog({ quoteId, item, open, onOpenChange }: PartItemDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Edit part' : 'Add part'}
      description={
        item?.sourced_part
          ? 'This part is sourced: the supplier price with your markup is charged in place of retail.'
          : 'A part line counts in the quote’s totals at quantity × retail.'
      }
    >
      <PartItemForm quoteId={quoteId} item={item} onDone={() => onOpenChange(false)} />
    </TitledDialog>
  );
}

type PartItemFormProps = { quoteId: string; item?: QuotePartItem; onDone: () => void };

/**
 * The name is required and every figure checked as it is typed or left; the submit button stays
 * disabled while a field is invalid, so no nameless or $0 line made of an invalid figure is saved.
 */
function PartItemForm({ quoteId, item, onDone }: PartItemFormProps) {
  const add = useAddPartItem(quoteId);
  const update = useUpdatePartItem(quoteId);
  const form = useForm({
    resolver: zodResolver(partFormSchema),
    mode: 'all',
    defaultValues: item
      ? { name: item.name, quantity: String(item.quantity), retail: moneyText(item.retail) }
      : { name: '', quantity: '1', retail: '0.00' },
  });
  const [quantity, retail] = useWatch({ control: form.control, name: ['quantity', 'retail'] });
  const { errors, isValid } = form.formState;
  const id = `part-${item?.id ?? 'new'}`;
  const isPending = add.isPending || update.isPending;
  const isEditing = item !== undefined;
  // A line stored before names were required opens with the message, not just a disabled Save;
  // a new line's empty name is only flagged once the field is used.
  useEffect(() => {
    if (isEditing) void form.trigger();
  }, [form, isEditing]);

  const onSubmit = form.handleSubmit(async (values) => {
    // A failed save leaves the dialog open, without a message (spec §8).
    const saved = await (item
      ? update.mutateAsync({ id: item.id, ...values })
      : add.mutateAsync({ quoteId, ...values })
    ).catch(() => null);
    if (saved) onDone();
  });

  const typedQuantity = fieldNumber(quantityFieldSchema, quantity);
  const typedRetail = fieldNumber(retailFieldSchema, retail);
  // A sourced part is charged the supplier's price with the shop's markup, not its retail: the
  // preview shows what the line will charge, as the quote's tables and totals do.
  const sourced = item?.sourced_part ?? null;
  const unitPrice =
    typedRetail === null ? null : chargedUnitPrice({ retail: typedRetail, sourced_part: sourced });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register('name')} />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-quantity`} label="Quantity" error={errors.quantity?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('quantity')} />
        </Field>
        <Field
          id={`${id}-retail`}
          label="Retail ($)"
          error={errors.retail?.message}
          hint={
            sourced?.price_cost_with_matrix != null
              ? `Charged ${formatMoney(sourced.price_cost_with_matrix)} each while sourced`
              : undefined
          }
        >
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...form.register('retail')} />
        </Field>
      </div>
      <LineTotalPreview
        detail={`${previewFigure(typedQuantity, formatQuantity)} × ${previewFigure(unitPrice, formatMoney)}`}
        total={
          typedQuantity === null || typedRetail === null
            ? null
            : quotePartLineTotal({
                quantity: typedQuantity,
                retail: typedRetail,
                sourced_part: sourced,
                is_suggested: false,
              })
        }
      />
      <FormDialogFooter
        isPending={isPending}
        isSubmitDisabled={!isValid}
        submitLabel={item ? 'Save' : 'Add'}
        pendingLabel={item ? 'Save' : 'Add'}
      />
    </form>
  );
}
