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
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { useDeleteWebhook, type Webhook } from '../api/use-webhooks';

/** Delete with a confirmation: the endpoint, its log and any pending deliveries go. */
export function DeleteWebhookDialog({ webhook }: { webhook: Webhook }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  const change = (next: boolean) => {
    if (remove.isPending) return;
    if (next) remove.reset();
    setOpen(next);
  };
  const confirm = () =>
    remove.mutate(
      { id: webhook.id },
      {
        onSuccess: () => {
          toast.success('Webhook deleted');
          setOpen(false);
        },
      },
    );
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Delete webhook ${webhook.url}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete this webhook?</DialogTitle>
          <DialogDescription>
            <span className="break-all">{webhook.url}</span> stops receiving events. Its delivery log and any
            deliveries not yet made are removed.
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? <Alert>{errorMessage(remove.error)}</Alert> : null}
        <DialogFooter>
          <Button variant="secondary" disabled={remove.isPending} onClick={() => change(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
