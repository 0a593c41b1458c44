import { Button } from '../../../components/ui/button';

type AuthSubmitButtonProps = { isSubmitting: boolean; label: string; pendingLabel: string };

/** An auth form's full-width submit, disabled and saying so while the form is sent. */
export function AuthSubmitButton({ isSubmitting, label, pendingLabel }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
      {isSubmitting ? pendingLabel : label}
    </Button>
  );
}
