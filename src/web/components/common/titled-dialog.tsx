import type { ComponentProps, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';

type TitledDialogProps = Omit<ComponentProps<typeof DialogContent>, 'title'> & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it, when the dialog owns one. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  descriptionClassName?: string;
};

/** A dialog with its title and description above the content; the rest of the props go to the content. */
export function TitledDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  descriptionClassName,
  children,
  ...contentProps
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent {...contentProps}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
          ) : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
