import { type ReactNode, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';

type AdminFormDialogProps = {
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

/** An admin create or edit dialog, its form mounted per opening: Cancel, Escape or a new opening start afresh. */
export function AdminFormDialog({
  trigger,
  title,
  description,
  descriptionClassName,
  className,
  isLocked = false,
  children,
}: AdminFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (isLocked ? undefined : setOpen(next))}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
          ) : null}
        </DialogHeader>
        {open ? children(() => setOpen(false)) : null}
      </DialogContent>
    </Dialog>
  );
}
