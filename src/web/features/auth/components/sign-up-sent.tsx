import { Alert } from '../../../components/ui/alert';

type SignUpSentProps = { email: string };

/**
 * After a sign-up that did not sign in: the same words whether or not the address already had an
 * account (the e-mail itself says which), so the page tells nobody who is registered.
 */
export function SignUpSent({ email }: SignUpSentProps) {
  return (
    <div className="space-y-3">
      <Alert variant="success">Check your e-mail to finish creating your account.</Alert>
      <p className="text-sm text-slate-600">
        We sent a message to <span className="font-medium text-slate-900">{email}</span>. Open the link in it
        to continue. It can take a minute to arrive; look in your spam folder too.
      </p>
    </div>
  );
}
