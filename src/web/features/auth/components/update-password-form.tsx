import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { updatePasswordSchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { authClient } from '../../../lib/auth-client';
import { authCallError } from '../auth-call';

const UPDATE_FAILED = 'An error occurred while updating your password';
const UPDATED = 'Your password has been successfully updated.';
const REDIRECT_DELAY_MS = 2000;

type UpdatePasswordFormProps = { token: string };

/** Sets a new password with the e-mailed reset token, then returns to the sign-in page. */
export function UpdatePasswordForm({ token }: UpdatePasswordFormProps) {
  const navigate = useNavigate();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const isUpdated = result?.ok === true;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // The spec leaves the success message up for 2 seconds before going to the sign-in page.
  useEffect(() => {
    if (!isUpdated) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isUpdated, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setResult(undefined);
    const failure = await authCallError(
      () => authClient.resetPassword({ newPassword: password, token }),
      UPDATE_FAILED,
    );
    setResult(failure ? { ok: false, message: failure } : { ok: true, message: UPDATED });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
      {/* Locked once the password is changed: the token is spent and the page is about to leave. */}
      <fieldset disabled={isUpdated} className="min-w-0 space-y-5">
        <Field
          id="new-password"
          label="New password"
          error={errors.password?.message}
          hint="At least 8 characters."
        >
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            {...register('password')}
          />
        </Field>
        <Field id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Updating password...' : 'Update password'}
        </Button>
      </fieldset>
    </form>
  );
}
