import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { inviteUserToShopSchema } from '../../../../shared/schemas/invitation';
import { FormDialog } from '../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useInviteUser } from '../api/use-users-in-shop';

const inviteFormSchema = inviteUserToShopSchema.pick({ email: true, name: true });

type InviteUserDialogProps = { shopId: string; shopName: string };

/** 'Invite User': e-mails a link to join the shop; the server's refusal shows in the form. */
export function InviteUserDialog({ shopId, shopName }: InviteUserDialogProps) {
  return (
    <FormDialog
      trigger={
        <Button>
          <UserPlus aria-hidden /> Invite User
        </Button>
      }
      title="Invite User"
      description={<>We'll e-mail them a link to create an account and join {shopName}.</>}
    >
      {(close) => <InviteUserForm shopId={shopId} onInvited={close} />}
    </FormDialog>
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
      <FormDialogFooter
        isPending={invite.isPending}
        submitLabel="Send Invitation"
        pendingLabel="Sending..."
      />
    </form>
  );
}
