import { useEffect, useState } from 'react';
import { accountPageOf, EXPIRED_LINK_MESSAGE } from '../../../shared/account-pages';
import { isResetLinkUsable } from '../../features/auth/api/auth-requests';
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
  // A dead link says so when it is opened, not only once a new password was typed for nothing.
  const [isDeadOnArrival, setDeadOnArrival] = useState(false);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void isResetLinkUsable(token).then((usable) => {
      if (current && usable === false) setDeadOnArrival(true);
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (isDeadOnArrival) {
    return (
      <AuthLayout title="Update your password">
        <MissingResetToken message={EXPIRED_LINK_MESSAGE} />
      </AuthLayout>
    );
  }
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
