import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { lazySchemaValidation } from '../../../lib/lazy-schema-validation';
import { withQuery } from '../../../lib/query-string';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { requestPasswordReset } from '../api/auth-requests';
import { authCallError } from '../auth-call';
import { AuthSubmitButton } from './auth-submit-button';
import { EmailField } from './email-field';

const REQUEST_FAILED = 'An error occurred while requesting password reset';
const REQUEST_SENT = 'Password reset instructions have been sent to your email address.';
const validateRequest = lazySchemaValidation(() =>
  import('../../../../shared/schemas/auth').then((m) => m.signInSchema.pick({ email: true })),
);

type ResetPasswordFormProps = { search: string; defaultEmail?: string };

/** Asks the server to e-mail a link to /reset-password/{token}. */
export function ResetPasswordForm({ search, defaultEmail = '' }: ResetPasswordFormProps) {
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const { errors, isSubmitting, formProps } = useValidatedForm(validateRequest, async ({ email }) => {
    setResult(undefined);
    const failure = await authCallError(
      () => requestPasswordReset({ email, redirectTo: '/update-password' }),
      REQUEST_FAILED,
    );
    setResult(failure ? { ok: false, message: failure } : { ok: true, message: REQUEST_SENT });
  });

  return (
    <>
      <form {...formProps} className="space-y-5">
        {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
        <EmailField id="reset-email" error={errors.email} defaultValue={defaultEmail} />
        <AuthSubmitButton
          isSubmitting={isSubmitting}
          label="Send reset instructions"
          pendingLabel="Sending..."
        />
      </form>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <Button asChild variant="secondary" size="lg" className="w-full">
          <a href={withQuery('/login', search)}>Back to login</a>
        </Button>
      </div>
    </>
  );
}
