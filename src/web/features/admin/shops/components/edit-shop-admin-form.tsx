import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { saveShopAdminInput } from '../../../../../shared/schemas/admin-shop';
import { SHOP_SYSTEM_LABELS, SMS_NAMES } from '../../../../../shared/shop-systems';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Alert } from '../../../../components/ui/alert';
import { Field } from '../../../../components/ui/field';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Switch } from '../../../../components/ui/switch';
import { errorMessage } from '../../../../lib/trpc';
import { AdminTextField } from '../../components/admin-text-field';
import { type AdminShop, useSaveShopAdmin } from '../api/use-admin-shops';
import { ShopRatesReadOnly } from './shop-rates-read-only';

const formSchema = saveShopAdminInput.omit({ id: true });

function formValues(shop: AdminShop) {
  return {
    name: shop.name,
    nickname: shop.nickname ?? '',
    license_number: shop.license_number ?? '',
    phone: shop.phone ?? '',
    website: shop.website ?? '',
    address1: shop.address1 ?? '',
    address2: shop.address2 ?? '',
    city: shop.city ?? '',
    state: shop.state ?? '',
    zip: shop.zip ?? '',
    county: shop.county ?? '',
    fullAddress: shop.fullAddress ?? '',
    is_schedule_active: shop.is_schedule_active,
    sms_name: shop.sms_name,
    shopware_cname: shop.shopware_cname ?? '',
    external_id: shop.external_id ?? '',
  };
}

type EditShopAdminFormProps = {
  shop: AdminShop;
  onSavingChange: (isSaving: boolean) => void;
  onDone: () => void;
};

export function EditShopAdminForm({ shop, onSavingChange, onDone }: EditShopAdminFormProps) {
  const save = useSaveShopAdmin(onDone);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: formValues(shop) });
  useEffect(() => onSavingChange(save.isPending), [save.isPending, onSavingChange]);
  const text = (name: Exclude<keyof ReturnType<typeof formValues>, 'is_schedule_active' | 'sms_name'>) => ({
    id: `admin-shop-${name}`,
    error: errors[name]?.message,
    registration: register(name),
    disabled: save.isPending,
  });
  return (
    <form
      onSubmit={handleSubmit((values) => save.mutate({ id: shop.id, ...values }))}
      noValidate
      className="space-y-4"
    >
      {save.isError ? (
        <Alert>
          <p>Failed to update shop. Please try again.</p>
          <p className="mt-1">{errorMessage(save.error)}</p>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminTextField {...text('name')} label="Shop name" required maxLength={120} />
        <AdminTextField {...text('nickname')} label="Nickname" maxLength={120} />
        <Field id="admin-shop-sms_name" label="Shop system" error={errors.sms_name?.message}>
          <NativeSelect {...register('sms_name')} disabled={save.isPending}>
            {SMS_NAMES.map((value) => (
              <option key={value} value={value}>
                {SHOP_SYSTEM_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <AdminTextField {...text('license_number')} label="License number" maxLength={60} />
        <AdminTextField {...text('phone')} label="Phone" type="tel" maxLength={40} />
        <AdminTextField
          {...text('website')}
          label="Website"
          type="url"
          maxLength={200}
          placeholder="https://www.yourshop.com"
        />
        <AdminTextField {...text('address1')} label="Address line 1" maxLength={200} />
        <AdminTextField {...text('address2')} label="Address line 2" maxLength={200} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_6rem_8rem_1fr]">
        <AdminTextField {...text('city')} label="City" maxLength={100} />
        <AdminTextField {...text('state')} label="State" maxLength={40} />
        <AdminTextField {...text('zip')} label="ZIP code" maxLength={20} inputMode="numeric" />
        <AdminTextField {...text('county')} label="County" maxLength={100} />
      </div>
      <AdminTextField {...text('fullAddress')} label="Full address (one line)" maxLength={400} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminTextField
          {...text('shopware_cname')}
          label="Shop-Ware subdomain"
          maxLength={100}
          placeholder="yourshop (.shop-ware.com)"
        />
        <AdminTextField {...text('external_id')} label="External ID" maxLength={100} />
      </div>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="is_schedule_active"
          render={({ field }) => (
            <Switch
              id="admin-shop-is_schedule_active"
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              disabled={save.isPending}
            />
          )}
        />
        <Label htmlFor="admin-shop-is_schedule_active">Schedule active</Label>
      </div>
      <ShopRatesReadOnly shop={shop} />
      {/* Kept in view while the fields scroll, so Save is reachable on a short screen. */}
      <FormDialogFooter
        isPending={save.isPending}
        isCancelDisabled={save.isPending}
        className="sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 py-3"
      />
    </form>
  );
}
