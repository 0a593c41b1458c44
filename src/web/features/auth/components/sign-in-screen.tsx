import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { QueryLink } from '../../../components/layout/query-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { authClient } from '../../../lib/auth-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { authCallError } from '../auth-call';
import { useEnterApp } from '../hooks/use-enter-app';
import { AuthLayout } from './auth-layout';

const LOGIN_FAILED = 'An error occurred during login';
const signInResolver = lazyZodResolver(() =>
  import('../../../../shared/schemas/auth').then((m) => m.signInSchema),
);

/** The spec's sign-in screen: shown on /login and in place of any protected page without a session. */
export function SignInScreen() {
  const enterApp = useEnterApp();
  // An invitation to someone who already has an account links here with their e-mail.
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: signInResolver,
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    const failure = await authCallError(() => authClient.signIn.email(values), LOGIN_FAILED);
    if (failure) {
      setServerError(failure);
      return;
    }
    await enterApp();
  });

  return (
    <AuthLayout title="Sign in to your account">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <Field id="sign-in-email" label="Email address" error={errors.email?.message}>
          <Input id="sign-in-email" type="email" autoComplete="email" required {...register('email')} />
        </Field>
        <div className="space-y-2">
          <Field id="sign-in-password" label="Password" error={errors.password?.message}>
            <Input
              id="sign-in-password"
              type="password"
              autoComplete="current-password"
              required
              {...register('password')}
            />
          </Field>
          <div className="text-right">
            <QueryLink to="/reset-password" className="text-sm font-medium text-brand-700 hover:underline">
              Forgot your password?
            </QueryLink>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <Button asChild variant="secondary" size="lg" className="w-full">
          <QueryLink to="/signup">Create a new account</QueryLink>
        </Button>
      </div>
    </AuthLayout>
  );
}
