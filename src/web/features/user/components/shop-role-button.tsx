import { ShieldMinus, ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import type { ShopRole } from '../../../../shared/shop-roles';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { type UserInShop, useSetShopRole } from '../api/use-users-in-shop';

type ShopRoleButtonProps = { row: UserInShop; shopName: string; isSelf: boolean };

/**
 * 'Make owner' / 'Make member' on a person's row. Making yourself a member asks first: only
 * another owner can undo it. The server's refusal (the last owner) shows as a toast.
 */
export function ShopRoleButton({ row, shopName, isSelf }: ShopRoleButtonProps) {
  const setRole = useSetShopRole();
  const [isConfirming, setConfirming] = useState(false);
  const next: ShopRole = row.role === 'OWNER' ? 'MEMBER' : 'OWNER';
  const label = next === 'OWNER' ? 'Make owner' : 'Make member';
  const who = isSelf ? 'You are' : `${row.user.name} is`;

  const change = () => {
    setConfirming(false);
    setRole.mutate(
      { userShopId: row.id, role: next },
      {
        onSuccess: () =>
          toast.success(`${who} now ${next === 'OWNER' ? 'an owner' : 'a member'} of ${shopName}`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const button = (
    <Button
      variant="secondary"
      size="sm"
      // One width for both labels, so the rows' dates and buttons line up.
      className="min-w-34 justify-start"
      aria-label={`${label}: ${row.user.name}`}
      disabled={setRole.isPending}
      onClick={isSelf && next === 'MEMBER' ? () => setConfirming(true) : change}
    >
      {next === 'OWNER' ? <ShieldPlus aria-hidden /> : <ShieldMinus aria-hidden />}
      {setRole.isPending ? 'Saving...' : label}
    </Button>
  );
  if (!(isSelf && next === 'MEMBER')) return button;
  return (
    <TitledDialog
      open={isConfirming}
      onOpenChange={setConfirming}
      trigger={button}
      title="Make yourself a member?"
      description={`You will no longer change ${shopName}'s details, rates, matrices, integrations or people. Another owner can make you an owner again.`}
      role="alertdialog"
    >
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button onClick={change}>Make me a member</Button>
      </DialogFooter>
    </TitledDialog>
  );
}
