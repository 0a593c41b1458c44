import { ConfirmDeleteDialog } from '../../../components/common/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { useDeleteWebhook, type Webhook } from '../api/use-webhooks';

/** Delete with a confirmation: the endpoint, its log and any pending deliveries go. */
export function DeleteWebhookDialog({ webhook }: { webhook: Webhook }) {
  const remove = useDeleteWebhook();
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete webhook ${webhook.url}`}
      title="Delete this webhook?"
      description={
        <>
          <span className="break-all">{webhook.url}</span> stops receiving events. Its delivery log and any
          deliveries not yet made are removed.
        </>
      }
      isPending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      canCancelWhilePending={false}
      onOpenChange={(open) => (open ? remove.reset() : undefined)}
      onConfirm={(close) =>
        remove.mutate(
          { id: webhook.id },
          {
            onSuccess: () => {
              toast.success('Webhook deleted');
              close();
            },
          },
        )
      }
    />
  );
}
