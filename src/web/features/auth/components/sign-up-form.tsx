import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { signUpSchema } from '../../../../shared/schemas/auth';
import { QueryLink } from '../../../components/layout/query-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { authClient } from '../../../lib/auth-client';
import { withQuery } from '../../../lib/query-string';
import { authCallError } from '../auth-call';
import { useEnterApp } from '../hooks/use-enter-app';
import { SignUpSent } from './sign-up-sent';

const SIGN_UP_FAILED = 'An error occurred while creating your account';

type SignUpFormProps = { defaultName?: string; defaultEmail?: string };

/**
 * The account form. The server signs in only an invited sign-up (the invitation link proved the
 * address): then the app opens. Otherwise the e-mailed link finishes it, and signs in.
 */
export function SignUpForm({ defaultName = '', defaultEmail = '' }: SignUpFormProps) {
  const enterApp = useEnterApp();
  const { search } = useLocation();
  const [serverError, setServerError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
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
    const invitationToken = new URLSearchParams(search).get('invitationToken');
    // The e-mailed link comes back to the root with this page's query (an invitation included).
    const request = {
      ...values,
      callbackURL: withQuery('/', search),
      ...(invitationToken ? { invitationToken } : {}),
    };
    let signedIn = false;
    const failure = await authCallError(async () => {
      const result = await authClient.signUp.email(request);
      signedIn = Boolean(result.data?.token);
      return result;
    }, SIGN_UP_FAILED);
    if (failure) {
      setServerError(failure);
      return;
    }
    if (signedIn) await enterApp();
    else setSentTo(values.email);
  });

  return (
    <>
      {sentTo ? <SignUpSent email={sentTo} /> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5" hidden={Boolean(sentTo)}>
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
