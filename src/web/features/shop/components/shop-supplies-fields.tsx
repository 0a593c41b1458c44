import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { DollarInput } from './dollar-input';
import { FeeFieldset } from './fee-fieldset';
import { FormCheckbox } from './form-checkbox';
import type { FeesFormOutput, FeesFormValues } from './shop-fees-form-values';

const BASIS_LABELS = { labor: 'labor', parts: 'parts', labor_and_parts: 'labor and parts' } as const;

type ShopSuppliesFieldsProps = { form: UseFormReturn<FeesFormValues, unknown, FeesFormOutput> };

/** Shop supplies: a percentage of labor, parts or both, kept between a minimum and a maximum. */
export function ShopSuppliesFields({ form }: ShopSuppliesFieldsProps) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const isOn = watch('hasShopSupplies');
  const basis = watch('fees.shopSupplies.basis');
  const supplyErrors = errors.fees?.shopSupplies;
  return (
    <FeeFieldset legend="Shop supplies">
      <FormCheckbox
        id="fees-supplies-on"
        label="Charge shop supplies"
        control={control}
        name="hasShopSupplies"
      />
      {isOn ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="fees-supplies-percent"
              label={`Shop supplies (% of ${BASIS_LABELS[basis]})`}
              error={supplyErrors?.percent?.message}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.001}
                {...register('fees.shopSupplies.percent', { valueAsNumber: true })}
              />
            </Field>
            <Field id="fees-supplies-basis" label="Percentage of" error={supplyErrors?.basis?.message}>
              <NativeSelect {...register('fees.shopSupplies.basis')}>
                <option value="labor">Labor</option>
                <option value="parts">Parts</option>
                <option value="labor_and_parts">Labor and parts</option>
              </NativeSelect>
            </Field>
            <Field
              id="fees-supplies-min"
              label="Minimum per quote ($)"
              hint="Leave empty for no minimum."
              error={supplyErrors?.minCents?.message}
            >
              <DollarInput {...register('fees.shopSupplies.minCents')} />
            </Field>
            <Field
              id="fees-supplies-max"
              label="Maximum per quote ($)"
              hint="Leave empty for no maximum."
              error={supplyErrors?.maxCents?.message}
            >
              <DollarInput {...register('fees.shopSupplies.maxCents')} />
            </Field>
          </div>
          <FormCheckbox
            id="fees-supplies-taxable"
            label="Shop supplies are taxable"
            control={control}
            name="fees.shopSupplies.isTaxable"
          />
        </>
      ) : null}
    </FeeFieldset>
  );
}
