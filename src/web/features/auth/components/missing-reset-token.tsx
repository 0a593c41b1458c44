import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

const MISSING_TOKEN = 'Invalid or missing reset token.';

type MissingResetTokenProps = { message?: string };

/**
 * Shown instead of the update-password form when the link carries no reset token, or when the
 * server says its token expired or was already used (`message` then says so): only a new link helps.
 */
export function MissingResetToken({ message = MISSING_TOKEN }: MissingResetTokenProps) {
  return (
    <div className="space-y-5">
      <Alert>{message}</Alert>
      <Button asChild size="lg" className="w-full">
        <a href="/reset-password">Request New Reset Link</a>
      </Button>
    </div>
  );
}
