import { type Control, Controller, type FieldPathByValue } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import type { FeesFormValues } from './shop-fees-form-values';

type FeeCheckboxProps = {
  id: string;
  label: string;
  control: Control<FeesFormValues, unknown, unknown>;
  name: FieldPathByValue<FeesFormValues, boolean>;
};

/** A yes/no of the fees dialog (charge shop supplies, taxable). */
export function FeeCheckbox({ id, label, control, name }: FeeCheckboxProps) {
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
