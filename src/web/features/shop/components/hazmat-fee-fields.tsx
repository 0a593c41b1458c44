import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { DollarInput } from './dollar-input';
import { FeeFieldset } from './fee-fieldset';
import { FormCheckbox } from './form-checkbox';
import type { FeesFormOutput, FeesFormValues } from './shop-fees-form-values';

const PER_LINE = [
  ['oil', 'Per oil line ($)'],
  ['coolant', 'Per coolant line ($)'],
  ['tire', 'Per tire line ($)'],
] as const;

type HazmatFeeFieldsProps = { form: UseFormReturn<FeesFormValues, unknown, FeesFormOutput> };

/** The hazardous-waste fee: none, flat per quote, or per oil, coolant and tire line. */
export function HazmatFeeFields({ form }: HazmatFeeFieldsProps) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const mode = watch('fees.hazmat.mode');
  const hazmatErrors = errors.fees?.hazmat;
  return (
    <FeeFieldset legend="Hazardous-waste fee">
      <Field id="fees-hazmat-mode" label="How it is charged" className="sm:w-72">
        <NativeSelect {...register('fees.hazmat.mode')}>
          <option value="none">None</option>
          <option value="flat">Flat, per quote</option>
          <option value="per_line">Per oil, coolant or tire line</option>
        </NativeSelect>
      </Field>
      {mode === 'flat' ? (
        <Field
          id="fees-hazmat-flat"
          label="Amount per quote ($)"
          error={hazmatErrors?.cents?.message}
          className="sm:w-48"
        >
          <DollarInput {...register('fees.hazmat.cents')} />
        </Field>
      ) : null}
      {mode === 'per_line' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {PER_LINE.map(([kind, label]) => (
            <Field
              key={kind}
              id={`fees-hazmat-${kind}`}
              label={label}
              error={hazmatErrors?.perLineCents?.[kind]?.message}
            >
              <DollarInput {...register(`fees.hazmat.perLineCents.${kind}`)} />
            </Field>
          ))}
        </div>
      ) : null}
      {mode === 'none' ? null : (
        <FormCheckbox
          id="fees-hazmat-taxable"
          label="Hazardous-waste fee is taxable"
          control={control}
          name="fees.hazmat.isTaxable"
        />
      )}
    </FeeFieldset>
  );
}
