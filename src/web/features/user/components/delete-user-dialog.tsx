import { ConfirmDeleteDialog } from '../../../components/common/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { type UserInShop, useDeleteUserShop } from '../api/use-users-in-shop';

type DeleteUserDialogProps = { row: UserInShop; shopName: string; isSelf: boolean };

/** Delete with a confirmation: the person loses access to the shop, their account stays. */
export function DeleteUserDialog({ row, shopName, isSelf }: DeleteUserDialogProps) {
  const remove = useDeleteUserShop({
    isSelf,
    onDeleted: () => toast.success(`${row.user.name} was removed from ${shopName}`),
  });
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete ${row.user.name}`}
      title={`Remove ${isSelf ? 'yourself' : row.user.name}?`}
      description={
        isSelf
          ? `You will no longer have access to ${shopName}.`
          : `${row.user.name} (${row.user.email}) will no longer have access to ${shopName}. Their account is kept.`
      }
      isPending={remove.isPending}
      error={remove.isError ? remove.error.message : null}
      onOpenChange={(open) => (open ? undefined : remove.reset())}
      onConfirm={(close) => remove.mutate({ userShopId: row.id }, { onSuccess: close })}
    />
  );
}
