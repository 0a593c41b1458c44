import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type EmailFieldProps = { id: string; error?: string; defaultValue: string };

/** The 'Email address' field of the auth forms (a plain form field named email). */
export function EmailField({ id, error, defaultValue }: EmailFieldProps) {
  return (
    <Field id={id} label="Email address" error={error}>
      <Input id={id} name="email" type="email" autoComplete="email" required defaultValue={defaultValue} />
    </Field>
  );
}
