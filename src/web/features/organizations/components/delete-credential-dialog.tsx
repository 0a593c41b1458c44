import { ConfirmDeleteDialog } from '../../../components/common/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { type Credential, useDeleteCredential } from '../api/use-credentials';

type DeleteCredentialDialogProps = { credential: Credential; organizationId: string };

/** Delete with a confirmation: whatever uses the credential loses access at once. */
export function DeleteCredentialDialog({ credential, organizationId }: DeleteCredentialDialogProps) {
  const remove = useDeleteCredential(organizationId, () =>
    toast.success(`Credential "${credential.nickname}" was deleted`),
  );
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete ${credential.nickname}`}
      title={`Delete "${credential.nickname}"?`}
      description="Systems using this client id stop getting access to the API at once. This can't be undone."
      isPending={remove.isPending}
      error={remove.isError ? remove.error.message : null}
      onOpenChange={(open) => (open ? undefined : remove.reset())}
      onConfirm={(close) => remove.mutate({ id: credential.id }, { onSuccess: close })}
    />
  );
}
