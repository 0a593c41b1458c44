import { Pencil } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ESTIMATE_TERMS_MAX } from '../../../../shared/schemas/estimate';
import { FormDialog } from '../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/trpc';
import { type MyShop, useSaveShopFees } from '../api/use-shop-settings';
import { FeeFieldset } from './fee-fieldset';
import { HazmatFeeFields } from './hazmat-fee-fields';
import {
  type FeesFormOutput,
  type FeesFormValues,
  feesFormDefaults,
  feesFormResolver,
} from './shop-fees-form-values';
import { ShopSuppliesFields } from './shop-supplies-fields';

/** 'Edit fees and taxes' (owners): the rates, fees and terms of the shop's estimates. */
export function EditShopFeesDialog({ shop }: { shop: MyShop }) {
  return (
    <FormDialog
      trigger={
        <Button variant="secondary">
          <Pencil aria-hidden /> Edit fees and taxes
        </Button>
      }
      title="Edit fees and taxes"
      description="Rates are percentages with up to three decimals; amounts are in dollars."
      className="max-w-2xl"
    >
      {(close) => <EditShopFeesForm shop={shop} onSaved={close} />}
    </FormDialog>
  );
}

const TAX_FIELDS = [
  ['parts', 'Tax on parts (%)'],
  ['labor', 'Tax on labor (%)'],
  ['fees', 'Tax on fees (%)'],
] as const;

function EditShopFeesForm({ shop, onSaved }: { shop: MyShop; onSaved: () => void }) {
  const save = useSaveShopFees(onSaved);
  const form = useForm<FeesFormValues, unknown, FeesFormOutput>({
    resolver: feesFormResolver,
    defaultValues: feesFormDefaults(shop),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const onSubmit = handleSubmit((values) => save.mutate({ shopId: shop.id, ...values }));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <FeeFieldset legend="Sales tax">
        <div className="grid gap-4 sm:grid-cols-3">
          {TAX_FIELDS.map(([name, label]) => (
            <Field
              key={name}
              id={`fees-tax-${name}`}
              label={label}
              error={errors.fees?.taxRates?.[name]?.message}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.001}
                {...register(`fees.taxRates.${name}`, { valueAsNumber: true })}
              />
            </Field>
          ))}
        </div>
      </FeeFieldset>
      <ShopSuppliesFields form={form} />
      <HazmatFeeFields form={form} />
      <FeeFieldset legend="Estimate">
        <Field
          id="fees-validity-days"
          label="Valid for (days)"
          error={errors.terms?.validityDays?.message}
          className="sm:w-40"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            {...register('terms.validityDays', { valueAsNumber: true })}
          />
        </Field>
        <Field
          id="fees-terms"
          label="Terms"
          error={errors.terms?.terms?.message}
          hint="Printed under the estimate. Up to 4,000 characters."
        >
          <Textarea rows={4} maxLength={ESTIMATE_TERMS_MAX} {...register('terms.terms')} />
        </Field>
      </FeeFieldset>
      {/* Kept in view while the fields scroll, so Save is reachable on a short screen. */}
      <FormDialogFooter
        isPending={save.isPending}
        isCancelDisabled={save.isPending}
        className="sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 py-3"
      />
    </form>
  );
}
