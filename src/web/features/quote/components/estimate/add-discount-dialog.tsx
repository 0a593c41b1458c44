import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { EstimateDiscount } from '../../../../../shared/schemas/estimate';
import { FormDialog } from '../../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Alert } from '../../../../components/ui/alert';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '../../../../components/ui/radio-group';
import { errorMessage } from '../../../../lib/trpc';
import { useSaveDiscounts } from '../../api/use-estimate';
import type { FullQuote } from '../../quote-types';
import {
  type DiscountFormValues,
  type DiscountType,
  discountResolver,
  targetGroups,
  WHOLE_QUOTE,
} from './discount-form-values';

const TYPES: Array<{ value: DiscountType; label: string }> = [
  { value: 'percent', label: 'Percentage' },
  { value: 'amount', label: 'Amount' },
];

type AddDiscountDialogProps = { quote: FullQuote; open: boolean; onOpenChange: (open: boolean) => void };

/** The 'Add discount' dialog: a percentage or an amount off the whole quote, a job or a line. */
export function AddDiscountDialog({ quote, open, onOpenChange }: AddDiscountDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add discount"
      description="Taken off before fees and tax. The customer sees the reason on the estimate."
      className="sm:max-w-md"
    >
      {(close) => <AddDiscountForm quote={quote} onSaved={close} />}
    </FormDialog>
  );
}

function AddDiscountForm({ quote, onSaved }: { quote: FullQuote; onSaved: () => void }) {
  const id = useId();
  const save = useSaveDiscounts(quote.id);
  const form = useForm<DiscountFormValues, unknown, EstimateDiscount>({
    resolver: discountResolver,
    defaultValues: { target: WHOLE_QUOTE, type: 'percent', amount: '', reason: '' },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const type = useWatch({ control, name: 'type' });
  const onSubmit = handleSubmit((discount) =>
    save.mutate({ quoteId: quote.id, discounts: [...quote.discounts, discount] }, { onSuccess: onSaved }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id={`${id}-target`} label="Applies to" error={errors.target?.message}>
        <NativeSelect {...register('target')}>
          <option value={WHOLE_QUOTE}>Whole quote</option>
          {targetGroups(quote).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </Field>
      <div className="space-y-2">
        <p id={`${id}-type`} className="text-sm font-medium text-slate-700">
          Type
        </p>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={`${id}-type`}
              value={field.value}
              onValueChange={(value) => field.onChange(value as DiscountType)}
              className="flex gap-6"
            >
              {TYPES.map((option) => (
                <div key={option.value} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-type-${option.value}`} value={option.value} />
                  <Label htmlFor={`${id}-type-${option.value}`} className="font-normal">
                    {option.label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
      </div>
      <Field
        id={`${id}-amount`}
        label={type === 'percent' ? 'Percentage (%)' : 'Amount ($)'}
        error={errors.amount?.message}
      >
        <Input
          className="w-40"
          type="number"
          inputMode="decimal"
          min={0}
          max={type === 'percent' ? 100 : undefined}
          step={0.01}
          {...register('amount')}
        />
      </Field>
      <Field id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
        <Input autoComplete="off" maxLength={200} {...register('reason')} />
      </Field>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <FormDialogFooter isPending={save.isPending} isCancelDisabled={save.isPending} />
    </form>
  );
}
