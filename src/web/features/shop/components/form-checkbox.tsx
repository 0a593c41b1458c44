import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

type FormCheckboxProps<Values extends FieldValues> = {
  id: string;
  label: string;
  control: Control<Values, unknown, unknown>;
  name: FieldPathByValue<Values, boolean>;
};

/** A yes/no of a settings form (charge shop supplies, taxable, send reminders by e-mail). */
export function FormCheckbox<Values extends FieldValues>({
  id,
  label,
  control,
  name,
}: FormCheckboxProps<Values>) {
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
