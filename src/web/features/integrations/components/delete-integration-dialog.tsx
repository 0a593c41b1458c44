import { ConfirmDeleteDialog } from '../../../components/common/confirm-delete-dialog';
import { errorMessage } from '../../../lib/trpc';
import { type Integration, useDeleteIntegration } from '../api/use-integrations';
import { INTEGRATION_LABELS } from '../connect-options';

/** Delete with a confirmation; the list is read again once it is gone. */
export function DeleteIntegrationDialog({ integration }: { integration: Integration }) {
  const remove = useDeleteIntegration();
  const label = INTEGRATION_LABELS[integration.type_integration];
  return (
    <ConfirmDeleteDialog
      triggerLabel={`Delete the ${label} integration`}
      title={`Delete the ${label} integration?`}
      description={`${integration.shop.name} will stop using ${label} until it is connected again. The stored keys are deleted.`}
      isPending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      onOpenChange={(open) => (open ? remove.reset() : undefined)}
      onConfirm={(close) => remove.mutate({ id: integration.id }, { onSuccess: close })}
    />
  );
}
