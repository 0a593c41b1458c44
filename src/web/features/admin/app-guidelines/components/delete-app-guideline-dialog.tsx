import { ConfirmDeleteDialog } from '../../../../components/common/confirm-delete-dialog';
import { toast } from '../../../../lib/toast';
import { type AdminAppGuideline, useDeleteAppGuideline } from '../api/use-admin-app-guidelines';

/** Delete with a confirmation: no later quote uses the guideline, and past quotes stop listing it. */
export function DeleteAppGuidelineDialog({ guideline }: { guideline: AdminAppGuideline }) {
  const remove = useDeleteAppGuideline(guideline.id, () => toast.success(`"${guideline.title}" was deleted`));
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete ${guideline.title}`}
      title={`Delete "${guideline.title}"?`}
      description="The assistant will no longer apply it to any shop's quotes, and quotes that used it will stop listing it. This can't be undone."
      isPending={remove.isPending}
      error={remove.isError ? remove.error.message : null}
      onOpenChange={(open) => (open ? undefined : remove.reset())}
      onConfirm={(close) => remove.mutate({ id: guideline.id }, { onSuccess: close })}
    />
  );
}
