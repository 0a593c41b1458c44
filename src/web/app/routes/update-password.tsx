import { useParams, useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { MissingResetToken } from '../../features/auth/components/missing-reset-token';
import { UpdatePasswordForm } from '../../features/auth/components/update-password-form';

/** /reset-password/:token (the e-mailed link) and /update-password?token=… */
export default function UpdatePasswordRoute() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const token = params.token ?? searchParams.get('token') ?? '';

  if (!token) {
    return (
      <AuthLayout title="Update your password">
        <MissingResetToken />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Update your password" description="Choose a new password for your account.">
      <UpdatePasswordForm token={token} />
    </AuthLayout>
  );
}
