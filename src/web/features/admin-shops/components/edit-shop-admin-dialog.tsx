import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import type { AdminShop } from '../api/use-admin-shops';
import { EditShopAdminForm } from './edit-shop-admin-form';

/** The admin's Edit shop dialog: the spec §3 fields the admin save sends. */
export function EditShopAdminDialog({ shop }: { shop: AdminShop }) {
  const [open, setOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (isSaving ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Edit ${shop.name}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {shop.name}</DialogTitle>
          <DialogDescription>Customers see the name, address and phone on their quotes.</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening: Cancel, Escape or a new opening start from the saved values. */}
        {open ? (
          <EditShopAdminForm
            shop={shop}
            onSavingChange={setIsSaving}
            onDone={() => {
              setIsSaving(false);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
