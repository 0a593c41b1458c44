import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { saveShopInput } from '../../../../shared/schemas/shop';
import { FormDialog } from '../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/trpc';
import { type MyShop, shopToSaveInput, useSaveShop } from '../api/use-shop-settings';
import { DollarInput } from './dollar-input';

const shopFormSchema = saveShopInput.omit({
  id: true,
  sourcePartsOnQuoteCreation: true,
  checkLaborGuideOnQuoteCreation: true,
  showSuppliersToCustomers: true,
});

type TextField = 'name' | 'phone' | 'website' | 'address1' | 'address2' | 'city' | 'state' | 'zip';

/** 'Edit Shop': the details printed on every customer quote, and the labor rate of new quotes. */
export function EditShopDialog({ shop }: { shop: MyShop }) {
  return (
    <FormDialog
      trigger={
        <Button variant="secondary">
          <Pencil aria-hidden /> Edit Shop
        </Button>
      }
      title="Edit Shop"
      description="Customers see these details on every quote. The labor rate applies to new quotes."
      className="max-w-xl"
    >
      {(close) => <EditShopForm shop={shop} onSaved={close} />}
    </FormDialog>
  );
}

function EditShopForm({ shop, onSaved }: { shop: MyShop; onSaved: () => void }) {
  const save = useSaveShop(onSaved);
  const saved = shopToSaveInput(shop);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(shopFormSchema), defaultValues: saved });
  const onSubmit = handleSubmit((values) => save.mutate({ ...saved, ...values }));
  const field = (name: TextField, label: string) => ({
    id: `shop-${name}`,
    label,
    error: errors[name]?.message,
    registration: register(name),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <ShopTextField {...field('name', 'Shop name')} required maxLength={120} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="shop-standardLaborRate"
          label="Standard labor rate ($ per hour)"
          error={errors.standardLaborRate?.message}
        >
          <DollarInput {...register('standardLaborRate', { valueAsNumber: true })} />
        </Field>
        <ShopTextField {...field('phone', 'Phone')} type="tel" maxLength={40} />
      </div>
      <ShopTextField {...field('website', 'Website')} maxLength={200} placeholder="www.yourshop.com" />
      <ShopTextField {...field('address1', 'Address line 1')} maxLength={200} />
      <ShopTextField {...field('address2', 'Address line 2')} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        <ShopTextField {...field('city', 'City')} maxLength={100} />
        <ShopTextField {...field('state', 'State')} maxLength={40} />
        <ShopTextField {...field('zip', 'ZIP code')} maxLength={20} inputMode="numeric" />
      </div>
      <FormDialogFooter isPending={save.isPending} submitLabel="Save" pendingLabel="Saving..." />
    </form>
  );
}

type ShopTextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

function ShopTextField({ id, label, error, registration, ...inputProps }: ShopTextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <Input autoComplete="off" {...inputProps} {...registration} />
    </Field>
  );
}
