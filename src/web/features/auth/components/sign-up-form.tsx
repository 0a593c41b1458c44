import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signUpSchema } from '../../../../shared/schemas/auth';
import { QueryLink } from '../../../components/layout/query-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { authClient } from '../../../lib/auth-client';
import { authCallError } from '../auth-call';
import { useEnterApp } from '../hooks/use-enter-app';

const SIGN_UP_FAILED = 'An error occurred while creating your account';

type SignUpFormProps = { defaultName?: string; defaultEmail?: string };

/** The account form: creates the user, reads the new session and enters the app. */
export function SignUpForm({ defaultName = '', defaultEmail = '' }: SignUpFormProps) {
  const enterApp = useEnterApp();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: defaultName, email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    const failure = await authCallError(() => authClient.signUp.email(values), SIGN_UP_FAILED);
    if (failure) {
      setServerError(failure);
      return;
    }
    await enterApp();
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <Field id="sign-up-name" label="Name" error={errors.name?.message}>
          <Input id="sign-up-name" autoComplete="name" required {...register('name')} />
        </Field>
        <Field id="sign-up-email" label="Email address" error={errors.email?.message}>
          <Input id="sign-up-email" type="email" autoComplete="email" required {...register('email')} />
        </Field>
        <Field
          id="sign-up-password"
          label="Password"
          error={errors.password?.message}
          hint="At least 8 characters."
        >
          <Input
            id="sign-up-password"
            type="password"
            autoComplete="new-password"
            required
            {...register('password')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <div className="mt-6 space-y-3 border-t border-slate-200 pt-6 text-center">
        <p className="text-sm text-slate-500">Already have an account?</p>
        <Button asChild variant="secondary" size="lg" className="w-full">
          <QueryLink to="/login">Sign in</QueryLink>
        </Button>
      </div>
    </>
  );
}
