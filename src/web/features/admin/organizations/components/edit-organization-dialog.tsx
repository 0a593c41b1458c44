import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Alert } from '../../../../components/ui/alert';
import { toast } from '../../../../lib/toast';
import { AdminEditButton } from '../../components/admin-edit-button';
import { AdminShopsPicker } from '../../shops/components/admin-shops-picker';
import { type AdminOrganization, useAttachShopsToOrganization } from '../api/use-admin-organizations';

/** The edit dialog of Admin Organizations: which shops the organization's API may reach. */
export function EditOrganizationDialog({ organization }: { organization: AdminOrganization }) {
  return (
    <FormDialog
      trigger={<AdminEditButton name={organization.name} variant="secondary" size="xs" />}
      title="Edit Organization"
      description={organization.name}
      descriptionClassName="break-words"
    >
      {(close) => <EditOrganizationForm organization={organization} onSaved={close} />}
    </FormDialog>
  );
}

function EditOrganizationForm({
  organization,
  onSaved,
}: {
  organization: AdminOrganization;
  onSaved: () => void;
}) {
  const [shopIds, setShopIds] = useState(organization.shops.map((shop) => shop.id));
  const attach = useAttachShopsToOrganization(() => {
    toast.success(`${organization.name} saved`);
    onSaved();
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    attach.mutate({ organization_id: organization.id, shop_ids: shopIds });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <AdminShopsPicker selected={shopIds} onChange={setShopIds} />
      {attach.isError ? <Alert>{attach.error.message}</Alert> : null}
      <FormDialogFooter isPending={attach.isPending} />
    </form>
  );
}
