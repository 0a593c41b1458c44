import { Trash2 } from 'lucide-react';
import { useState } from 'react';
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
import { errorMessage } from '../../../lib/trpc';
import { type Integration, useDeleteIntegration } from '../api/use-integrations';
import { INTEGRATION_LABELS } from '../connect-options';

/** Delete with a confirmation; the list is read again once it is gone. */
export function DeleteIntegrationDialog({ integration }: { integration: Integration }) {
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteIntegration();
  const label = INTEGRATION_LABELS[integration.type_integration];
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Delete the ${label} integration`}>
          <Trash2 />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete the {label} integration?</DialogTitle>
          <DialogDescription>
            {integration.shop.name} will stop using {label} until it is connected again. The stored keys are
            deleted.
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? <Alert>{errorMessage(remove.error)}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: integration.id }, { onSuccess: () => setOpen(false) })}
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
