import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type AdminShopTextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

export function AdminShopTextField({
  id,
  label,
  error,
  registration,
  ...inputProps
}: AdminShopTextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <Input autoComplete="off" {...inputProps} {...registration} />
    </Field>
  );
}
