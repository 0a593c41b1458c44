import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';

type AdminFormFooterProps = {
  isPending: boolean;
  /** The submit waits for another action of the form too (Reset to default). */
  isSubmitDisabled?: boolean;
  submitLabel?: string;
  pendingLabel?: string;
  /** Cancel waits too while saving (the shop dialog, which stays open until the save ends). */
  isCancelDisabled?: boolean;
  className?: string;
  /** Before Cancel (another action of the form). */
  children?: ReactNode;
};

/** An admin dialog form's Cancel and submit; the submit is disabled and says so while saving. */
export function AdminFormFooter({
  isPending,
  isSubmitDisabled,
  submitLabel = 'Save',
  pendingLabel = 'Saving...',
  isCancelDisabled,
  className,
  children,
}: AdminFormFooterProps) {
  return (
    <DialogFooter className={className}>
      {children}
      <DialogClose asChild>
        <Button variant="secondary" disabled={isCancelDisabled}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isPending || isSubmitDisabled}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
