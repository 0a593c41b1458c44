import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  createWebhookSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_URL_MAX,
  type WebhookEventName,
} from '../../../../shared/schemas/webhook';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/trpc';
import { type CreatedWebhook, useCreateWebhook } from '../api/use-webhooks';

type AddWebhookFormProps = { organizationId: string; onCreated: (webhook: CreatedWebhook) => void };

/** The URL (https) and at least one event; the server's refusal shows above the buttons. */
export function AddWebhookForm({ organizationId, onCreated }: AddWebhookFormProps) {
  const create = useCreateWebhook(onCreated);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createWebhookSchema),
    defaultValues: { organizationId, url: '', events: [...WEBHOOK_EVENT_NAMES] as WebhookEventName[] },
  });
  const onSubmit = handleSubmit((values) => create.mutate(values));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        id="webhook-url"
        label="Endpoint URL"
        error={errors.url?.message}
        hint="Must use https://. Any 2xx answer within 10 seconds counts as delivered."
      >
        <Input
          type="url"
          autoComplete="off"
          autoFocus
          required
          placeholder="https://example.com/webhooks/repair-quotes"
          maxLength={WEBHOOK_URL_MAX}
          {...register('url')}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Events</legend>
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <>
              {WEBHOOK_EVENT_NAMES.map((event) => (
                <div key={event} className="flex items-start gap-2">
                  <Checkbox
                    id={`webhook-event-${event}`}
                    className="mt-0.5"
                    checked={field.value.includes(event)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true
                          ? [...field.value, event]
                          : field.value.filter((value: WebhookEventName) => value !== event),
                      )
                    }
                  />
                  <label htmlFor={`webhook-event-${event}`} className="text-sm text-slate-700">
                    <code className="font-mono text-xs text-slate-900">{event}</code>
                    <span className="block text-xs text-slate-500">{WEBHOOK_EVENT_LABELS[event]}</span>
                  </label>
                </div>
              ))}
            </>
          )}
        />
        {errors.events?.message ? <p className="text-xs text-red-600">{errors.events.message}</p> : null}
      </fieldset>
      {create.isError ? <Alert>{errorMessage(create.error)}</Alert> : null}
      <FormDialogFooter isPending={create.isPending} submitLabel="Add webhook" pendingLabel="Adding..." />
    </form>
  );
}
