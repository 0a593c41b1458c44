import { ConfirmDeleteDialog } from '../../../../components/common/confirm-delete-dialog';
import { errorMessage } from '../../../../lib/trpc';
import { type AdminShop, useDeleteShop } from '../api/use-admin-shops';

/** Delete with a confirmation; a shop with work is refused and the server says why. */
export function DeleteShopDialog({ shop }: { shop: AdminShop }) {
  const remove = useDeleteShop();
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete ${shop.name}`}
      title={`Delete ${shop.name}?`}
      description="The shop, its users' access to it, its integrations, matrices and knowledge base are removed. A shop that has quotes or conversations cannot be deleted."
      isPending={remove.isPending}
      error={
        remove.isError ? (
          <>
            <p>Failed to delete shop. Please try again.</p>
            <p className="mt-1">{errorMessage(remove.error)}</p>
          </>
        ) : null
      }
      canCancelWhilePending={false}
      onOpenChange={(open) => (open ? remove.reset() : undefined)}
      onConfirm={(close) => remove.mutate({ id: shop.id }, { onSuccess: close })}
    />
  );
}
