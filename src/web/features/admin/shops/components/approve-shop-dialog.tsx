import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { shopSystemLabel } from '../../../../../shared/shop-systems';
import { TitledDialog } from '../../../../components/common/titled-dialog';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../../components/ui/dialog';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/trpc';
import { type AdminShop, useApproveShop } from '../api/use-admin-shops';

/**
 * 'Approve' on a shop pending approval, with a confirmation that says what it opens: the shop's
 * people read the repair network from then on. A twin in the network is named again here.
 */
export function ApproveShopDialog({ shop }: { shop: AdminShop }) {
  const [open, setOpen] = useState(false);
  const approve = useApproveShop();
  const twin = shop.network_twin;
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (approve.isPending) return;
        setOpen(next);
        if (next) approve.reset();
      }}
      trigger={
        <Button variant="secondary" size="xs">
          <BadgeCheck aria-hidden />
          Approve<span className="sr-only"> {shop.name}</span>
        </Button>
      }
      title={`Approve ${shop.name}?`}
      description={`${shop.name} joins the repair network: its people can search past jobs of every shop in the network. Approve shops you know are real repair shops.`}
      role="alertdialog"
    >
      {twin ? (
        <Alert variant="warning">
          {`Same ${shopSystemLabel(shop.sms_name)} shop as ${twin.name}, which is already in the network. Approve it only if both are the same business.`}
        </Alert>
      ) : null}
      {approve.isError ? <Alert>{errorMessage(approve.error)}</Alert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={approve.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          disabled={approve.isPending}
          onClick={() =>
            approve.mutate(
              { shopId: shop.id },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(`${shop.name} is in the repair network`);
                },
              },
            )
          }
        >
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
