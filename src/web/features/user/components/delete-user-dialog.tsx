import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { type UserInShop, useDeleteUserShop } from '../api/use-users-in-shop';

type DeleteUserDialogProps = { row: UserInShop; shopName: string; isSelf: boolean };

/** Delete with a confirmation: the person loses access to the shop, their account stays. */
export function DeleteUserDialog({ row, shopName, isSelf }: DeleteUserDialogProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUserShop({
    isSelf,
    onDeleted: () => {
      setOpen(false);
      toast.success(`${row.user.name} was removed from ${shopName}`);
    },
  });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) remove.reset();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Delete ${row.user.name}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Remove {isSelf ? 'yourself' : row.user.name}?</DialogTitle>
          <DialogDescription>
            {isSelf
              ? `You will no longer have access to ${shopName}.`
              : `${row.user.name} (${row.user.email}) will no longer have access to ${shopName}. Their account is kept.`}
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? <Alert>{remove.error.message}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ userShopId: row.id })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
