import { AuthLayout } from '../../features/auth/components/auth-layout';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/**
 * /reset-password: asks the server to e-mail a link to /reset-password/{token}. An account page:
 * no router (decision 026), so it reads the address itself.
 */
export default function ResetPasswordRoute() {
  const { search } = window.location;
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ResetPasswordForm search={search} defaultEmail={new URLSearchParams(search).get('email') ?? ''} />
    </AuthLayout>
  );
}
