import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
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
import { toast } from '../../../lib/toast';
import {
  type AdminOrganization,
  useAdminShopOptions,
  useAttachShopsToOrganization,
} from '../api/use-admin-organizations';

/** The edit dialog of Admin Organizations: which shops the organization's API may reach. */
export function EditOrganizationDialog({ organization }: { organization: AdminOrganization }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="xs" aria-label={`Edit ${organization.name}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Organization</DialogTitle>
          <DialogDescription className="break-words">{organization.name}</DialogDescription>
        </DialogHeader>
        {open ? <EditOrganizationForm organization={organization} onSaved={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
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
  const shops = useAdminShopOptions();
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
      <CheckboxPicker
        legend="Shops"
        items={shops.data?.map(toShopItem)}
        isLoading={shops.isLoading}
        isError={shops.isError}
        selected={shopIds}
        onChange={setShopIds}
        emptyText="No shops found"
      />
      {attach.isError ? <Alert>{attach.error.message}</Alert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={attach.isPending}>
          {attach.isPending ? 'Saving...' : 'Save'}
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
