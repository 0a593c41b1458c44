import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInSchema } from '../../../../shared/schemas/auth';
import { QueryLink } from '../../../components/layout/query-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { authClient } from '../../../lib/auth-client';
import { authCallError } from '../auth-call';

const REQUEST_FAILED = 'An error occurred while requesting password reset';
const REQUEST_SENT = 'Password reset instructions have been sent to your email address.';
const requestResetSchema = signInSchema.pick({ email: true });

type ResetPasswordFormProps = { defaultEmail?: string };

/** Asks the server to e-mail a link to /reset-password/{token}. */
export function ResetPasswordForm({ defaultEmail = '' }: ResetPasswordFormProps) {
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(requestResetSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(undefined);
    const failure = await authCallError(
      () => authClient.requestPasswordReset({ email, redirectTo: '/update-password' }),
      REQUEST_FAILED,
    );
    setResult(failure ? { ok: false, message: failure } : { ok: true, message: REQUEST_SENT });
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
        <Field id="reset-email" label="Email address" error={errors.email?.message}>
          <Input id="reset-email" type="email" autoComplete="email" required {...register('email')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset instructions'}
        </Button>
      </form>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <Button asChild variant="secondary" size="lg" className="w-full">
          <QueryLink to="/login">Back to login</QueryLink>
        </Button>
      </div>
    </>
  );
}
