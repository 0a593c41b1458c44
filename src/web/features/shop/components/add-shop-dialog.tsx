import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PENDING_NETWORK_MESSAGE } from '../../../../shared/network-access';
import { createShopInput } from '../../../../shared/schemas/shop';
import { SHOP_SETTINGS_URL_EXAMPLES } from '../../../../shared/shop-settings-url';
import { SHOP_SYSTEM_LABELS, SMS_NAMES } from '../../../../shared/shop-systems';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { type MyShop, useCreateShop } from '../api/use-shop-settings';

const EMPTY = { name: '', sms_name: 'TEKMETRIC' as const, urlShopSettings: '' };

/**
 * 'Add New Shop' (spec 001 §2, §4): the creator becomes its owner. A shop added by its user
 * quotes at once and waits for the repair network (shared/network-access.ts), which the success
 * message says; too many shops in a day is the server's message in the form. Given `onCreated`,
 * the caller takes the new shop on (the first shop of an account is selected at once).
 */
export function AddShopDialog({
  onCreated,
  size = 'sm',
}: {
  onCreated?: (shop: MyShop) => void;
  size?: 'sm' | 'default';
}) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(createShopInput), defaultValues: EMPTY });
  const create = useCreateShop((shop) => {
    // Spec §4: closes, resets the name and sets the system back to TEKMETRIC.
    setOpen(false);
    form.reset(EMPTY);
    onCreated?.(shop);
    toast.success(
      onCreated ? `${shop.name} added.` : `${shop.name} added. Select it to start quoting.`,
      shop.network_status === 'PENDING'
        ? { description: PENDING_NETWORK_MESSAGE, duration: 12_000 }
        : undefined,
    );
  });
  const system = useWatch({ control: form.control, name: 'sms_name' });
  const example = SHOP_SETTINGS_URL_EXAMPLES[system];
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => create.mutate(values));

  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={onCreated ? 'default' : 'secondary'} size={size}>
          <Plus aria-hidden /> Add New Shop
        </Button>
      }
      title="Add New Shop"
      description="You become its owner and can invite your team. It quotes at once and joins the repair network once approved."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {create.isError ? <Alert>{errorMessage(create.error)}</Alert> : null}
        <Field id="new-shop-name" label="Shop name" error={errors.name?.message}>
          <Input autoComplete="off" maxLength={120} required {...form.register('name')} />
        </Field>
        <Field id="new-shop-system" label="Shop system" error={errors.sms_name?.message}>
          <NativeSelect {...form.register('sms_name')}>
            {SMS_NAMES.map((value) => (
              <option key={value} value={value}>
                {SHOP_SYSTEM_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="new-shop-url"
          label={example ? 'Shop settings URL' : 'Shop settings URL (optional)'}
          error={errors.urlShopSettings?.message}
          hint={
            example
              ? `The address of your shop's settings page in ${SHOP_SYSTEM_LABELS[system]}, ending with the shop id.`
              : undefined
          }
        >
          <Input
            type="url"
            autoComplete="off"
            maxLength={500}
            placeholder={example ?? ''}
            required={Boolean(example)}
            {...form.register('urlShopSettings')}
          />
        </Field>
        <FormDialogFooter isPending={create.isPending} submitLabel="Add Shop" pendingLabel="Adding..." />
      </form>
    </TitledDialog>
  );
}
