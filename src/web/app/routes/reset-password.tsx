import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** /reset-password: asks the server to e-mail a link to /reset-password/{token}. */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ResetPasswordForm defaultEmail={searchParams.get('email') ?? ''} />
    </AuthLayout>
  );
}
