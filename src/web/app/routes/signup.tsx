import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

/**
 * /signup: invitations and the browser extension prefill name and email from the query. An
 * account page: no router (decision 026), so it reads the address itself.
 */
export default function SignUpRoute() {
  const { search } = window.location;
  const params = new URLSearchParams(search);
  return (
    <AuthLayout title="Create your account">
      <SignUpForm
        search={search}
        defaultName={params.get('name') ?? ''}
        defaultEmail={params.get('email') ?? ''}
      />
    </AuthLayout>
  );
}
