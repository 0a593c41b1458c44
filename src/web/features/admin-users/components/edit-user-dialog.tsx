import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { saveUserAdminSchema, USER_NAME_MAX } from '../../../../shared/schemas/user';
import { CheckboxPicker, type PickerItem } from '../../../components/common/checkbox-picker';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { type AdminUser, useAttachOptions, useSaveAdminUser } from '../api/use-admin-users';

const nameFormSchema = z.object({ name: saveUserAdminSchema.shape.name });

const isSameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** 'Edit User': the name, and the shops and organizations the user is attached to. */
export function EditUserDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="xs" aria-label={`Edit ${user.name}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription className="break-all">{user.email}</DialogDescription>
        </DialogHeader>
        {open ? <EditUserForm user={user} onSaved={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, onSaved }: { user: AdminUser; onSaved: () => void }) {
  const initialShopIds = user.user_shops.map((link) => link.shop.id);
  const initialOrganizationIds = user.user_organizations.map((link) => link.organization.id);
  const [shopIds, setShopIds] = useState(initialShopIds);
  const [organizationIds, setOrganizationIds] = useState(initialOrganizationIds);
  const options = useAttachOptions();
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
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="admin-user-name" label="Name" error={errors.name?.message}>
        <Input autoComplete="off" required maxLength={USER_NAME_MAX} {...register('name')} />
      </Field>
      <CheckboxPicker
        legend="Shops"
        items={options.shops.data?.map(toShopItem)}
        isLoading={options.shops.isLoading}
        isError={options.shops.isError}
        selected={shopIds}
        onChange={setShopIds}
        emptyText="No shops found"
      />
      <CheckboxPicker
        legend="Organizations"
        items={options.organizations.data?.map((org) => ({ id: org.id, label: org.name }))}
        isLoading={options.organizations.isLoading}
        isError={options.organizations.isError}
        selected={organizationIds}
        onChange={setOrganizationIds}
        emptyText="No organizations found"
      />
      {save.isError ? <Alert>{save.error.message}</Alert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A shop's city and state tell apart two shops with the same name. */
function toShopItem(shop: {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
}): PickerItem {
  const hint = [shop.city, shop.state].filter(Boolean).join(', ');
  return { id: shop.id, label: shop.name, hint: hint || undefined };
}
