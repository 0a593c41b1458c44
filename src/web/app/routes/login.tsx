import { Navigate, useLocation } from 'react-router';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { useSession } from '../../lib/auth-client';
import { withQuery } from '../../lib/query-string';

/** /login: the sign-in screen, or straight to the app when a session already exists. */
export default function LoginRoute() {
  const { data } = useSession();
  const { search } = useLocation();
  if (data) return <Navigate to={withQuery('/', search)} replace />;
  return <SignInScreen />;
}
