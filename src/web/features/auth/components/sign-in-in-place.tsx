import { useLocation } from 'react-router';
import { useEnterApp } from '../hooks/use-enter-app';
import { SignInScreen } from './sign-in-screen';

/** The sign-in screen a protected page shows without a session: signing in opens the app in place. */
export function SignInInPlace() {
  const { search } = useLocation();
  const enterApp = useEnterApp();
  return <SignInScreen search={search} onSignedIn={enterApp} />;
}
