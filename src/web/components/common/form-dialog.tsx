import { type ReactNode, useState } from 'react';
import { TitledDialog } from './titled-dialog';

type FormDialogProps = {
  /** The button that opens it, when the dialog owns one and its open state. */
  trigger?: ReactNode;
  /** Controlled by its opener instead: a button outside, so the dialog's code can load on opening. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  descriptionClassName?: string;
  /** The dialog's width. */
  className?: string;
  /** While true (a save under way) Escape, the close button and a click outside leave it open. */
  isLocked?: boolean;
  /** The form; `close` shuts the dialog. */
  children: (close: () => void) => ReactNode;
};

/** A create or edit dialog, its form mounted per opening: Cancel, Escape or a new opening start afresh. */
export function FormDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  className,
  isLocked = false,
  children,
}: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (isLocked ? undefined : setOpen(next))}
      trigger={trigger}
      title={title}
      description={description}
      descriptionClassName={descriptionClassName}
      className={className}
    >
      {open ? children(() => setOpen(false)) : null}
    </TitledDialog>
  );
}
