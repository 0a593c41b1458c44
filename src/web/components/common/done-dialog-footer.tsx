import { Button } from '../ui/button';
import { DialogClose, DialogFooter } from '../ui/dialog';

/** The footer of a dialog's last view: one Done that closes it. */
export function DoneDialogFooter() {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button>Done</Button>
      </DialogClose>
    </DialogFooter>
  );
}
