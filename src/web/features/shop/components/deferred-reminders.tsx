import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { REMINDER_DAYS_MAX, REMINDER_DAYS_MIN } from '../../../../shared/deferred-work';
import {
  type SaveDeferredRemindersInput,
  saveDeferredRemindersInput,
} from '../../../../shared/schemas/deferred-work';
import { FormDialog } from '../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/trpc';
import { type MyShop, useSaveDeferredReminders } from '../api/use-shop-settings';
import { FormCheckbox } from './form-checkbox';

/** 'Off', or 'After 30 days, by e-mail and text'. */
export function reminderSummary(shop: MyShop): string {
  if (!shop.deferred_reminders_enabled) return 'Off: customers get no reminders of work they declined.';
  const channels = [shop.deferred_reminder_email && 'e-mail', shop.deferred_reminder_sms && 'text']
    .filter(Boolean)
    .join(' and ');
  return `On: ${shop.deferred_reminder_days} days after a customer declines work, one reminder by ${channels} with an up-to-date estimate.`;
}

/** 'Edit reminders' (owners): whether, when and how customers are reminded of declined work. */
export function EditDeferredRemindersDialog({ shop }: { shop: MyShop }) {
  return (
    <FormDialog
      trigger={
        <Button variant="secondary">
          <Pencil aria-hidden /> Edit reminders
        </Button>
      }
      title="Reminders of declined work"
      description="One reminder per set of declined jobs, with an up-to-date estimate and a link to unsubscribe."
      className="sm:max-w-md"
    >
      {(close) => <RemindersForm shop={shop} onSaved={close} />}
    </FormDialog>
  );
}

type FormValues = SaveDeferredRemindersInput;

function RemindersForm({ shop, onSaved }: { shop: MyShop; onSaved: () => void }) {
  const id = useId();
  const save = useSaveDeferredReminders(onSaved);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(saveDeferredRemindersInput),
    defaultValues: {
      enabled: shop.deferred_reminders_enabled,
      afterDays: shop.deferred_reminder_days,
      email: shop.deferred_reminder_email,
      sms: shop.deferred_reminder_sms,
    },
  });
  const onSubmit = handleSubmit((values) => save.mutate({ ...values, shopId: shop.id }));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormCheckbox id={`${id}-on`} label="Send reminders" control={control} name="enabled" />
      <Field id={`${id}-days`} label="Days after the customer declines" error={errors.afterDays?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={REMINDER_DAYS_MIN}
          max={REMINDER_DAYS_MAX}
          className="w-28"
          {...register('afterDays', { valueAsNumber: true })}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Send by</legend>
        <FormCheckbox id={`${id}-email`} label="E-mail" control={control} name="email" />
        <FormCheckbox id={`${id}-sms`} label="Text message" control={control} name="sms" />
        {errors.email ? <p className="text-xs text-red-600">{errors.email.message}</p> : null}
      </fieldset>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <FormDialogFooter isPending={save.isPending} isCancelDisabled={save.isPending} />
    </form>
  );
}
