import { ConfirmDeleteDialog } from '../../../../components/common/confirm-delete-dialog';
import { toast } from '../../../../lib/toast';
import { type AdminKnowledgeBaseEntry, useDeleteAdminKnowledgeBase } from '../api/use-admin-knowledge-bases';

/** Delete with a confirmation: the shop's later quotes stop using the entry. */
export function DeleteAdminKnowledgeBaseDialog({ entry }: { entry: AdminKnowledgeBaseEntry }) {
  const remove = useDeleteAdminKnowledgeBase(entry.id, () =>
    toast.success(`"${entry.title}" was deleted from ${entry.shop.name}'s knowledge base`),
  );
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete ${entry.title}`}
      title={`Delete "${entry.title}"?`}
      description={`The assistant will no longer apply it to ${entry.shop.name}'s quotes. This can't be undone.`}
      isPending={remove.isPending}
      error={remove.isError ? remove.error.message : null}
      onOpenChange={(open) => (open ? undefined : remove.reset())}
      onConfirm={(close) => remove.mutate({ id: entry.id }, { onSuccess: close })}
    />
  );
}
