import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatMoney } from '../../../../shared/format';
import { quoteLaborLineTotal } from '../../../../shared/quote-totals';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatHours, typedNumber } from '../quote-types';
import { LineTotalPreview } from './line-total-preview';

type LaborTimeFieldsProps = {
  idPrefix: string;
  /** The typed values, as the form holds them. */
  hours: unknown;
  rate: unknown;
  hoursField: UseFormRegisterReturn;
  rateField: UseFormRegisterReturn;
  errors: { hours?: string; rate?: string };
};

/** Hours (step 0.1) and rate (step 0.01) of a labor line, with the line total they make. */
export function LaborTimeFields({
  idPrefix,
  hours,
  rate,
  hoursField,
  rateField,
  errors,
}: LaborTimeFieldsProps) {
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${idPrefix}-hours`} label="Hours" error={errors.hours}>
          <Input type="number" inputMode="decimal" min={0} step={0.1} {...hoursField} />
        </Field>
        <Field id={`${idPrefix}-rate`} label="Rate ($/h)" error={errors.rate}>
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...rateField} />
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
    </>
  );
}
