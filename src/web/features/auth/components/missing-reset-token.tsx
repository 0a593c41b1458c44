import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** Shown instead of the update-password form when the link carries no reset token. */
export function MissingResetToken() {
  return (
    <div className="space-y-5">
      <Alert>Invalid or missing reset token.</Alert>
      <Button asChild size="lg" className="w-full">
        <Link to="/reset-password">Request New Reset Link</Link>
      </Button>
    </div>
  );
}
