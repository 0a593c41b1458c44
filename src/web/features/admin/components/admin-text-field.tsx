import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type AdminTextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/** A labelled text box of an admin form, with its message; the browser suggests nothing. */
export function AdminTextField({ id, label, error, registration, ...inputProps }: AdminTextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <Input autoComplete="off" {...inputProps} {...registration} />
    </Field>
  );
}
