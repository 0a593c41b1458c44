import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatMoney } from '../../../../shared/format';
import { quoteLaborLineTotal } from '../../../../shared/quote-totals';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { fieldNumber, hoursFieldSchema, rateFieldSchema } from '../form-schemas';
import { formatHours } from '../quote-types';
import { GuideHours, type GuideHoursProps } from './guide-hours';
import { LineTotalPreview, previewFigure } from './line-total-preview';

type LaborTimeFieldsProps = {
  idPrefix: string;
  /** The typed values, as the form holds them. */
  hours: unknown;
  rate: unknown;
  hoursField: UseFormRegisterReturn;
  rateField: UseFormRegisterReturn;
  errors: { hours?: string; rate?: string };
  /** A line linked to the labor guide is charged the guide's motor time: no hours to type. */
  guide?: GuideHoursProps | null;
};

/**
 * Hours (step 0.1) and rate (step 0.01) of a labor line, with the line total they make; while a
 * figure is not valid the preview shows a dash, not a total made up from it.
 */
export function LaborTimeFields({
  idPrefix,
  hours,
  rate,
  hoursField,
  rateField,
  errors,
  guide,
}: LaborTimeFieldsProps) {
  const chargedHours = guide ? guide.hours : fieldNumber(hoursFieldSchema, hours);
  const typedRate = fieldNumber(rateFieldSchema, rate);
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        {guide ? (
          <GuideHours id={`${idPrefix}-hours`} {...guide} />
        ) : (
          <Field id={`${idPrefix}-hours`} label="Hours" error={errors.hours}>
            <Input type="number" inputMode="decimal" min={0} step={0.1} {...hoursField} />
          </Field>
        )}
        <Field id={`${idPrefix}-rate`} label="Rate ($/h)" error={errors.rate}>
          <Input type="number" inputMode="decimal" min={0} step={0.01} {...rateField} />
        </Field>
      </div>
      <LineTotalPreview
        detail={`${previewFigure(chargedHours, formatHours)} h × ${previewFigure(typedRate, formatMoney)}`}
        total={
          chargedHours === null || typedRate === null
            ? null
            : quoteLaborLineTotal({ hours: chargedHours, rate: typedRate, is_suggested: false })
        }
      />
    </>
  );
}
