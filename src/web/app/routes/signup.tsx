import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

/** /signup: invitations and the browser extension prefill name and email from the query. */
export default function SignUpRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Create your account">
      <SignUpForm
        defaultName={searchParams.get('name') ?? ''}
        defaultEmail={searchParams.get('email') ?? ''}
      />
    </AuthLayout>
  );
}
