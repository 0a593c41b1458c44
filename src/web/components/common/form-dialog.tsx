import { type ReactNode, useState } from 'react';
import { TitledDialog } from './titled-dialog';

type FormDialogProps = {
  /** The button that opens it. */
  trigger: ReactNode;
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
  title,
  description,
  descriptionClassName,
  className,
  isLocked = false,
  children,
}: FormDialogProps) {
  const [open, setOpen] = useState(false);
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
