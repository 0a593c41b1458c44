import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { DialogClose, DialogFooter } from '../ui/dialog';

type FormDialogFooterProps = {
  isPending: boolean;
  /** The submit waits for something else too (a field not yet valid, another action of the form). */
  isSubmitDisabled?: boolean;
  submitLabel?: ReactNode;
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Cancel waits too while saving (a dialog that stays open until the save ends). */
  isCancelDisabled?: boolean;
  className?: string;
  /** Before Cancel (another action of the form). */
  children?: ReactNode;
};

/** A dialog form's Cancel and submit; the submit is disabled and says so while saving. */
export function FormDialogFooter({
  isPending,
  isSubmitDisabled,
  submitLabel = 'Save',
  pendingLabel = 'Saving...',
  cancelLabel = 'Cancel',
  isCancelDisabled,
  className,
  children,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      {children}
      <DialogClose asChild>
        <Button variant="secondary" disabled={isCancelDisabled}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isPending || isSubmitDisabled}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
