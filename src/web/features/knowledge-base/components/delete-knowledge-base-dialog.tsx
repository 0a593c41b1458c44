import { ConfirmDeleteDialog } from '../../../components/common/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { type KnowledgeBaseEntry, useDeleteKnowledgeBase } from '../api/use-knowledge-bases';

type DeleteKnowledgeBaseDialogProps = { entry: KnowledgeBaseEntry; shopName: string };

/** Delete with a confirmation: later quotes stop using the entry. */
export function DeleteKnowledgeBaseDialog({ entry, shopName }: DeleteKnowledgeBaseDialogProps) {
  const remove = useDeleteKnowledgeBase(entry, () =>
    toast.success(`"${entry.title}" was deleted from the knowledge base`),
  );
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete ${entry.title}`}
      title={`Delete "${entry.title}"?`}
      description={`The assistant will no longer apply it to ${shopName}'s quotes. This can't be undone.`}
      isPending={remove.isPending}
      error={remove.isError ? remove.error.message : null}
      onOpenChange={(open) => (open ? undefined : remove.reset())}
      onConfirm={(close) => remove.mutate({ id: entry.id }, { onSuccess: close })}
    />
  );
}
