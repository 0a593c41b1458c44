import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthLayout } from '../../features/auth/components/auth-layout';

/** Any path outside the route table. */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  // A tab opened straight on a bad link has no previous page; 'Go Back' then goes home
  // instead of doing nothing.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <AuthLayout title="Page not found" description="The address may be mistyped, or the page has moved.">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" size="lg" onClick={goBack}>
          Go Back
        </Button>
        <Button asChild size="lg">
          <Link to="/">Go to Home</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
