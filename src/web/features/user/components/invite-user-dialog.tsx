import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { inviteUserToShopSchema } from '../../../../shared/schemas/invitation';
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
import { useInviteUser } from '../api/use-users-in-shop';

const inviteFormSchema = inviteUserToShopSchema.pick({ email: true, name: true });

type InviteUserDialogProps = { shopId: string; shopName: string };

/** 'Invite User': e-mails a link to join the shop; the server's refusal shows in the form. */
export function InviteUserDialog({ shopId, shopName }: InviteUserDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden /> Invite User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite User</DialogTitle>
          <DialogDescription>
            We'll e-mail them a link to create an account and join {shopName}.
          </DialogDescription>
        </DialogHeader>
        <InviteUserForm shopId={shopId} onInvited={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function InviteUserForm({ shopId, onInvited }: { shopId: string; onInvited: () => void }) {
  const invite = useInviteUser(onInvited);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(inviteFormSchema), defaultValues: { email: '', name: '' } });

  const onSubmit = handleSubmit((values) => invite.mutate({ shopId, ...values }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {invite.isError ? <Alert>{invite.error.message}</Alert> : null}
      <Field id="invite-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          required
          maxLength={254}
          {...register('email')}
        />
      </Field>
      <Field
        id="invite-name"
        label="Name"
        error={errors.name?.message}
        hint="Optional. Filled in on their sign-up form."
      >
        <Input autoComplete="off" maxLength={120} {...register('name')} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </DialogFooter>
    </form>
  );
}
