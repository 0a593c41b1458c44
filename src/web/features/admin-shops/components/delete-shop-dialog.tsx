import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/trpc';
import { type AdminShop, useDeleteShop } from '../api/use-admin-shops';

/** Delete with a confirmation; a shop with work is refused and the server says why. */
export function DeleteShopDialog({ shop }: { shop: AdminShop }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteShop();
  const change = (next: boolean) => {
    // While deleting the dialog stays, so the outcome is seen.
    if (remove.isPending) return;
    if (next) remove.reset();
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Delete ${shop.name}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete {shop.name}?</DialogTitle>
          <DialogDescription>
            The shop, its users' access to it, its integrations, matrices and knowledge base are removed. A
            shop that has quotes or conversations cannot be deleted.
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <Alert>
            <p>Failed to delete shop. Please try again.</p>
            <p className="mt-1">{errorMessage(remove.error)}</p>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" disabled={remove.isPending} onClick={() => change(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: shop.id }, { onSuccess: () => setOpen(false) })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
