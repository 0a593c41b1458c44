import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { saveUserAdminSchema, USER_NAME_MAX } from '../../../../../shared/schemas/user';
import { SHOP_ROLE_LABELS, SHOP_ROLES, type ShopRole } from '../../../../../shared/shop-roles';
import { CheckboxPicker } from '../../../../components/common/checkbox-picker';
import { FormDialog } from '../../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Alert } from '../../../../components/ui/alert';
import { NativeSelect } from '../../../../components/ui/native-select';
import { toast } from '../../../../lib/toast';
import { AdminEditButton } from '../../components/admin-edit-button';
import { AdminTextField } from '../../components/admin-text-field';
import { useAdminOrganizations } from '../../organizations/api/use-admin-organizations';
import { AdminShopsPicker } from '../../shops/components/admin-shops-picker';
import { type AdminUser, useSaveAdminUser } from '../api/use-admin-users';

const nameFormSchema = z.object({ name: saveUserAdminSchema.shape.name });

const isSameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** 'Edit User': the name, and the shops and organizations the user is attached to. */
export function EditUserDialog({ user }: { user: AdminUser }) {
  return (
    <FormDialog
      trigger={<AdminEditButton name={user.name} variant="secondary" size="xs" />}
      title="Edit User"
      description={user.email}
      descriptionClassName="break-all"
    >
      {(close) => <EditUserForm user={user} onSaved={close} />}
    </FormDialog>
  );
}

function EditUserForm({ user, onSaved }: { user: AdminUser; onSaved: () => void }) {
  const initialShopIds = user.user_shops.map((link) => link.shop.id);
  const initialOrganizationIds = user.user_organizations.map((link) => link.organization.id);
  const [shopIds, setShopIds] = useState(initialShopIds);
  const [organizationIds, setOrganizationIds] = useState(initialOrganizationIds);
  const [roles, setRoles] = useState(() => new Map(user.user_shops.map((link) => [link.id, link.role])));
  // Roles are set in the shops the user already belongs to and keeps.
  const kept = user.user_shops.filter((link) => shopIds.includes(link.shop.id));
  // All of them; the picker filters.
  const organizations = useAdminOrganizations('');
  const save = useSaveAdminUser(() => {
    toast.success('User saved');
    onSaved();
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(nameFormSchema), defaultValues: { name: user.name } });

  const onSubmit = handleSubmit(({ name }) =>
    save.mutate({
      id: user.id,
      name,
      shopIds: isSameSet(shopIds, initialShopIds) ? undefined : shopIds,
      organizationIds: isSameSet(organizationIds, initialOrganizationIds) ? undefined : organizationIds,
      roles: kept
        .filter((link) => roles.get(link.id) !== link.role)
        .map((link) => ({ userShopId: link.id, role: roles.get(link.id)! })),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AdminTextField
        id="admin-user-name"
        label="Name"
        error={errors.name?.message}
        registration={register('name')}
        required
        maxLength={USER_NAME_MAX}
      />
      <AdminShopsPicker selected={shopIds} onChange={setShopIds} />
      {kept.length ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">Role in each shop</legend>
          <ul className="space-y-2">
            {kept.map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-3">
                <label htmlFor={`role-${link.id}`} className="min-w-0 truncate text-sm text-slate-700">
                  {link.shop.name}
                </label>
                <NativeSelect
                  id={`role-${link.id}`}
                  aria-label={`Role in ${link.shop.name}`}
                  value={roles.get(link.id)}
                  onChange={(event) =>
                    setRoles((current) => new Map(current).set(link.id, event.target.value as ShopRole))
                  }
                >
                  {SHOP_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {SHOP_ROLE_LABELS[role]}
                    </option>
                  ))}
                </NativeSelect>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <CheckboxPicker
        legend="Organizations"
        items={organizations.data?.map((org) => ({ id: org.id, label: org.name }))}
        isLoading={organizations.isLoading}
        isError={organizations.isError}
        selected={organizationIds}
        onChange={setOrganizationIds}
        emptyText="No organizations found"
      />
      {save.isError ? <Alert>{save.error.message}</Alert> : null}
      <FormDialogFooter isPending={save.isPending} />
    </form>
  );
}
