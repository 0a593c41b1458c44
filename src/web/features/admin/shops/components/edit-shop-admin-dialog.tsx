import { useState } from 'react';
import { AdminEditButton } from '../../components/admin-edit-button';
import { AdminFormDialog } from '../../components/admin-form-dialog';
import type { AdminShop } from '../api/use-admin-shops';
import { EditShopAdminForm } from './edit-shop-admin-form';

/** The admin's Edit shop dialog: the spec §3 fields the admin save sends; it stays open while saving. */
export function EditShopAdminDialog({ shop }: { shop: AdminShop }) {
  const [isSaving, setIsSaving] = useState(false);
  return (
    <AdminFormDialog
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
    </AdminFormDialog>
  );
}
