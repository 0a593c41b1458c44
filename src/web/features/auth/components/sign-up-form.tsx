import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { lazySchemaValidation } from '../../../lib/lazy-schema-validation';
import { withQuery } from '../../../lib/query-string';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { signUpWithEmail } from '../api/auth-requests';
import { authCallError } from '../auth-call';
import { openApp } from '../open-app';
import { AuthSubmitButton } from './auth-submit-button';
import { EmailField } from './email-field';
import { SignUpSent } from './sign-up-sent';

const SIGN_UP_FAILED = 'An error occurred while creating your account';
const validateSignUp = lazySchemaValidation(() =>
  import('../../../../shared/schemas/auth').then((m) => m.signUpSchema),
);

type SignUpFormProps = { search: string; defaultName?: string; defaultEmail?: string };

/**
 * The account form. The server signs in only an invited sign-up (the invitation link proved the
 * address): then the app opens. Otherwise the e-mailed link finishes it, and signs in.
 */
export function SignUpForm({ search, defaultName = '', defaultEmail = '' }: SignUpFormProps) {
  const [serverError, setServerError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const { errors, isSubmitting, formProps } = useValidatedForm(validateSignUp, async (values) => {
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
      const answer = await signUpWithEmail(request);
      signedIn = Boolean(answer.data?.token);
      return answer;
    }, SIGN_UP_FAILED);
    if (failure) setServerError(failure);
    else if (signedIn) await openApp(search);
    else setSentTo(values.email);
  });

  return (
    <>
      {sentTo ? <SignUpSent email={sentTo} /> : null}
      <form {...formProps} className="space-y-5" hidden={Boolean(sentTo)}>
        {serverError ? <Alert>{serverError}</Alert> : null}
        <Field id="sign-up-name" label="Name" error={errors.name}>
          <Input id="sign-up-name" name="name" autoComplete="name" required defaultValue={defaultName} />
        </Field>
        <EmailField id="sign-up-email" error={errors.email} defaultValue={defaultEmail} />
        <Field id="sign-up-password" label="Password" error={errors.password} hint="At least 8 characters.">
          <Input id="sign-up-password" name="password" type="password" autoComplete="new-password" required />
        </Field>
        <AuthSubmitButton
          isSubmitting={isSubmitting}
          label="Create account"
          pendingLabel="Creating account..."
        />
      </form>
      <div className="mt-6 space-y-3 border-t border-slate-200 pt-6 text-center">
        <p className="text-sm text-slate-500">Already have an account?</p>
        <Button asChild variant="secondary" size="lg" className="w-full">
          <a href={withQuery('/login', search)}>Sign in</a>
        </Button>
      </div>
    </>
  );
}
