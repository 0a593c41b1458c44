import { useState } from 'react';
import { accountPageOf } from '../../../shared/account-pages';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { MissingResetToken } from '../../features/auth/components/missing-reset-token';
import { UpdatePasswordForm } from '../../features/auth/components/update-password-form';

/**
 * /reset-password/:token (the e-mailed link) and /update-password?token=… An account page: no
 * router (decision 026), so it reads the address itself.
 */
export default function UpdatePasswordRoute() {
  const { pathname, search } = window.location;
  const token = accountPageOf(pathname)?.token ?? new URLSearchParams(search).get('token') ?? '';
  const [isLinkDead, setLinkDead] = useState(false);

  if (!token) {
    return (
      <AuthLayout title="Update your password">
        <MissingResetToken />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Update your password"
      description={isLinkDead ? undefined : 'Choose a new password for your account.'}
    >
      <UpdatePasswordForm token={token} onLinkDead={() => setLinkDead(true)} />
    </AuthLayout>
  );
}
