import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DialogClose, DialogFooter } from '../ui/dialog';
import { TitledDialog } from './titled-dialog';

type ConfirmDeleteDialogProps = {
  /** What the row's Delete button says to a screen reader ('Delete Sam Advisor'). */
  triggerLabel: string;
  title: ReactNode;
  description: ReactNode;
  isPending: boolean;
  error: ReactNode;
  /** Runs the deletion; `close` shuts the dialog once it has succeeded. */
  onConfirm: (close: () => void) => void;
  /** Called when the dialog opens or closes, e.g. to clear a previous error. */
  onOpenChange?: (open: boolean) => void;
  /** False: while deleting, Cancel is disabled and the dialog stays, so the outcome is seen. */
  canCancelWhilePending?: boolean;
};

/** A row's Delete button and its confirmation, with the failure shown in the dialog. */
export function ConfirmDeleteDialog({
  triggerLabel,
  title,
  description,
  isPending,
  error,
  onConfirm,
  onOpenChange,
  canCancelWhilePending = true,
}: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  const isLocked = isPending && !canCancelWhilePending;
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (isLocked ? undefined : change(next))}
      trigger={
        <Button variant="quiet" size="sm" aria-label={triggerLabel}>
          <Trash2 aria-hidden /> Delete
        </Button>
      }
      title={title}
      description={description}
      role="alertdialog"
    >
      {error ? <Alert>{error}</Alert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={isLocked}>
            Cancel
          </Button>
        </DialogClose>
        <Button variant="destructive" disabled={isPending} onClick={() => onConfirm(() => change(false))}>
          {isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
