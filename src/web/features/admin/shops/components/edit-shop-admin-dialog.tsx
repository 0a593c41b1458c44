import { useState } from 'react';
import { FormDialog } from '../../../../components/common/form-dialog';
import { AdminEditButton } from '../../components/admin-edit-button';
import type { AdminShop } from '../api/use-admin-shops';
import { EditShopAdminForm } from './edit-shop-admin-form';

/** The admin's Edit shop dialog: the spec §3 fields the admin save sends; it stays open while saving. */
export function EditShopAdminDialog({ shop }: { shop: AdminShop }) {
  const [isSaving, setIsSaving] = useState(false);
  return (
    <FormDialog
      trigger={<AdminEditButton name={shop.name} />}
      title={`Edit ${shop.name}`}
      description="Customers see the name, address and phone on their quotes."
      className="max-w-2xl"
      isLocked={isSaving}
    >
      {(close) => (
        <EditShopAdminForm
          shop={shop}
          onSavingChange={setIsSaving}
          onDone={() => {
            setIsSaving(false);
            close();
          }}
        />
      )}
    </FormDialog>
  );
}
