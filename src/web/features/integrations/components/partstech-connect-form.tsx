import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { connectPartstechInput } from '../../../../shared/schemas/integration';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/trpc';
import { useConnectPartsTech } from '../api/use-integrations';

/** PartsTech's own sign-up, for shops without a PartsTech account. */
const PARTSTECH_SIGNUP_URL = 'https://app.partstech.com/signup';

const accountSchema = connectPartstechInput.pick({ username: true, apiKey: true });

type PartsTechConnectFormProps = { shopId: string; onConnected: () => void };

/** The shop's own PartsTech username and API key, checked with PartsTech before they are saved. */
export function PartsTechConnectForm({ shopId, onConnected }: PartsTechConnectFormProps) {
  const connect = useConnectPartsTech();
  const form = useForm({ resolver: zodResolver(accountSchema), defaultValues: { username: '', apiKey: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const connected = await connect.mutateAsync({ shop_id: shopId, ...values }).catch(() => null);
    if (connected) onConnected();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        id="partstech-username"
        label="PartsTech username"
        hint="The username you sign in to PartsTech with."
        error={errors.username?.message}
      >
        <Input autoComplete="off" spellCheck={false} {...form.register('username')} />
      </Field>
      <Field
        id="partstech-api-key"
        label="API key"
        hint="The API key from your PartsTech account. It is stored encrypted."
        error={errors.apiKey?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('apiKey')} />
      </Field>
      {connect.isError ? <Alert>{errorMessage(connect.error)}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
        <p className="text-sm text-slate-600">
          No PartsTech account yet?{' '}
          <a
            href={PARTSTECH_SIGNUP_URL}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            Sign up at PartsTech
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </p>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Connecting…' : 'Connect PartsTech'}
        </Button>
      </div>
    </form>
  );
}
