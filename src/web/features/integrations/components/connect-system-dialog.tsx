import { zodResolver } from '@hookform/resolvers/zod';
import { Plug } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createIntegrationLoginInput } from '../../../../shared/schemas/integration';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/trpc';
import { useCreateShopWare, useCreateTekmetric } from '../api/use-integrations';

const loginSchema = createIntegrationLoginInput.pick({ login: true, password: true });

const COPY = {
  TEKMETRIC: {
    title: 'Connect Tekmetric',
    description:
      'Enter the API client credentials Tekmetric issued for your shop. They are checked with Tekmetric before they are saved.',
    loginHint: 'Your Tekmetric API client ID.',
    passwordHint: 'The client secret that goes with it.',
  },
  SHOP_WARE: {
    title: 'Connect Shop-Ware',
    description:
      "Enter the Shop-Ware API partner credentials. They are checked against your shop's Shop-Ware account before they are saved.",
    loginHint: 'Your Shop-Ware API partner ID.',
    passwordHint: 'The partner secret that goes with it.',
  },
} as const;

type ConnectSystemDialogProps = { system: 'TEKMETRIC' | 'SHOP_WARE'; shopId: string };

/** The create dialog of a shop-management system; the server's message shows in red on failure. */
export function ConnectSystemDialog({ system, shopId }: ConnectSystemDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const tekmetric = useCreateTekmetric();
  const shopWare = useCreateShopWare();
  const create = system === 'TEKMETRIC' ? tekmetric : shopWare;
  const copy = COPY[system];
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { login: '', password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const created = await create.mutateAsync({ shop_id: shopId, ...values }).catch(() => null);
    if (created) setOpen(false);
  });
  const idPrefix = `connect-${system.toLowerCase()}`;

  return (
    <TitledDialog
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) {
          form.reset({ login: '', password: '' });
          create.reset();
        }
      }}
      trigger={
        <Button variant="secondary" size="sm">
          <Plug />
          {copy.title}
        </Button>
      }
      title={copy.title}
      description={copy.description}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id={`${idPrefix}-login`} label="Login" hint={copy.loginHint} error={errors.login?.message}>
          <Input autoComplete="off" spellCheck={false} {...form.register('login')} />
        </Field>
        <Field
          id={`${idPrefix}-password`}
          label="Password"
          hint={copy.passwordHint}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        {create.isError ? <Alert>{errorMessage(create.error)}</Alert> : null}
        <FormDialogFooter isPending={create.isPending} submitLabel="Connect" pendingLabel="Connecting…" />
      </form>
    </TitledDialog>
  );
}
