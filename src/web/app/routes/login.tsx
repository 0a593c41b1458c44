import { useEffect } from 'react';
import { Alert } from '../../components/ui/alert';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { openApp } from '../../features/auth/open-app';
import { PASSWORD_UPDATED_NOTICE, readPasswordUpdated } from '../../features/auth/password-updated';
import { getSession } from '../../lib/auth-client';

/**
 * /login: the sign-in screen, or straight to the app when a session already exists. An account
 * page: no router (decision 026), so it reads the address itself.
 */
export default function LoginRoute() {
  const { isUpdated, search } = readPasswordUpdated(window.location.search);

  useEffect(() => {
    getSession()
      .then(({ data }) => (data ? openApp(search) : undefined))
      // Unreachable server: the form is there, and signing in says so.
      .catch(() => undefined);
  }, [search]);

  return (
    <SignInScreen
      search={search}
      notice={isUpdated ? <Alert variant="success">{PASSWORD_UPDATED_NOTICE}</Alert> : null}
      onSignedIn={() => openApp(search)}
    />
  );
}
