import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { lazySchemaValidation } from '../../../lib/lazy-schema-validation';
import { withQuery } from '../../../lib/query-string';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { signInWithEmail } from '../api/auth-requests';
import { authCallError } from '../auth-call';
import { AuthLayout } from './auth-layout';
import { AuthSubmitButton } from './auth-submit-button';
import { EmailField } from './email-field';

const LOGIN_FAILED = 'An error occurred during login';
const validateSignIn = lazySchemaValidation(() =>
  import('../../../../shared/schemas/auth').then((m) => m.signInSchema),
);

type SignInScreenProps = {
  /** The query string the links and the way into the app keep. */
  search: string;
  /** Above the form, e.g. the confirmation of a changed password. */
  notice?: ReactNode;
  /** Called once the session cookie is set; the screen reads 'Signing in...' until it settles. */
  onSignedIn: () => Promise<void>;
};

/**
 * The spec's sign-in screen: the /login page and, in place of any protected page without a
 * session, the protected layout. It needs neither the router nor the auth client (decision 026):
 * its links are plain, full page loads.
 */
export function SignInScreen({ search, notice, onSignedIn }: SignInScreenProps) {
  // An invitation to someone who already has an account links here with their e-mail.
  const defaultEmail = new URLSearchParams(search).get('email') ?? '';
  const [serverError, setServerError] = useState<string>();
  const { errors, isSubmitting, formProps } = useValidatedForm(validateSignIn, async (values) => {
    setServerError(undefined);
    const failure = await authCallError(() => signInWithEmail(values), LOGIN_FAILED);
    if (failure) setServerError(failure);
    else await onSignedIn();
  });

  return (
    <AuthLayout title="Sign in to your account">
      <form {...formProps} className="space-y-5">
        {serverError ? <Alert>{serverError}</Alert> : notice}
        <EmailField id="sign-in-email" error={errors.email} defaultValue={defaultEmail} />
        <div className="space-y-2">
          <Field id="sign-in-password" label="Password" error={errors.password}>
            <Input
              id="sign-in-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </Field>
          <div className="text-right">
            <a
              href={withQuery('/reset-password', search)}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              Forgot your password?
            </a>
          </div>
        </div>
        <AuthSubmitButton isSubmitting={isSubmitting} label="Sign in" pendingLabel="Signing in..." />
      </form>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <Button asChild variant="secondary" size="lg" className="w-full">
          <a href={withQuery('/signup', search)}>Create a new account</a>
        </Button>
      </div>
    </AuthLayout>
  );
}
