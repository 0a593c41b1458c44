import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { lazySchemaValidation } from '../../../lib/lazy-schema-validation';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { isDeadResetLink, resetPassword } from '../api/auth-requests';
import { authCallError } from '../auth-call';
import { SIGN_IN_AFTER_UPDATE } from '../password-updated';
import { AuthSubmitButton } from './auth-submit-button';
import { MissingResetToken } from './missing-reset-token';

const UPDATE_FAILED = 'An error occurred while updating your password';
const UPDATED = 'Your password has been successfully updated.';
const REDIRECT_DELAY_MS = 2000;
const validateUpdate = lazySchemaValidation(() =>
  import('../../../../shared/schemas/auth').then((m) => m.updatePasswordSchema),
);

type UpdatePasswordFormProps = {
  token: string;
  /** Told once the server says the link expired or was used: the page then stops inviting a new password. */
  onLinkDead?: () => void;
};
type Result = { ok: boolean; message: string; isLinkDead?: boolean };

/** Sets a new password with the e-mailed reset token, then returns to the sign-in page. */
export function UpdatePasswordForm({ token, onLinkDead }: UpdatePasswordFormProps) {
  const [result, setResult] = useState<Result>();
  const isUpdated = result?.ok === true;
  const { errors, isSubmitting, formProps } = useValidatedForm(validateUpdate, async ({ password }) => {
    setResult(undefined);
    let isLinkDead = false;
    const failure = await authCallError(async () => {
      const answer = await resetPassword({ newPassword: password, token });
      isLinkDead = isDeadResetLink(answer.error);
      return answer;
    }, UPDATE_FAILED);
    setResult(failure ? { ok: false, message: failure, isLinkDead } : { ok: true, message: UPDATED });
  });

  // The spec leaves the success message up for 2 seconds before going to the sign-in page, which
  // then confirms the change. A full page load: the sign-in page has no router (decision 026).
  useEffect(() => {
    if (!isUpdated) return;
    const timer = setTimeout(() => window.location.assign(SIGN_IN_AFTER_UPDATE), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isUpdated]);

  const isLinkDead = result?.isLinkDead === true;
  useEffect(() => {
    if (isLinkDead) onLinkDead?.();
  }, [isLinkDead, onLinkDead]);

  // An expired or already used link cannot set a password: the server's message and a new link.
  if (result?.isLinkDead) return <MissingResetToken message={result.message} />;

  return (
    <form {...formProps} className="space-y-5">
      {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
      {/* Locked once the password is changed: the token is spent and the page is about to leave. */}
      <fieldset disabled={isUpdated} className="min-w-0 space-y-5">
        <Field id="new-password" label="New password" error={errors.password} hint="At least 8 characters.">
          <Input id="new-password" name="password" type="password" autoComplete="new-password" required />
        </Field>
        <Field id="confirm-password" label="Confirm new password" error={errors.confirmPassword}>
          <Input
            id="confirm-password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
          />
        </Field>
        <AuthSubmitButton
          isSubmitting={isSubmitting}
          label="Update password"
          pendingLabel="Updating password..."
        />
      </fieldset>
    </form>
  );
}
