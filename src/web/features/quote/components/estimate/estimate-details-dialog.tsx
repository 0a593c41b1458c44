import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { formatPhone } from '../../../../../shared/format';
import {
  type SaveEstimateDetailsInput,
  saveEstimateDetailsInput,
} from '../../../../../shared/schemas/estimate-quote';
import { FormDialog } from '../../../../components/common/form-dialog';
import { FormDialogFooter } from '../../../../components/common/form-dialog-footer';
import { Alert } from '../../../../components/ui/alert';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/trpc';
import { useSaveEstimateDetails } from '../../api/use-estimate';
import type { FullQuote } from '../../quote-types';

/** The fields as typed; the odometer becomes a number (or none) before the schema reads it. */
type DetailsFormValues = {
  quoteId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  odometer: string;
};

/** '84,210' and '84 210' are miles as people type them; blank is no reading. */
function toOdometer(text: string): number | null {
  const digits = text.replace(/[\s,]/g, '');
  return digits === '' ? null : Number(digits);
}

const schemaResolver = zodResolver(saveEstimateDetailsInput);

/** The shared schema checks what would be saved; its error paths are the form's field names. */
const detailsResolver: Resolver<DetailsFormValues, unknown, SaveEstimateDetailsInput> = (
  values,
  context,
  options,
) => schemaResolver({ ...values, odometer: toOdometer(values.odometer) }, context, options as never) as never;

type EstimateDetailsDialogProps = { quote: FullQuote; open: boolean; onOpenChange: (open: boolean) => void };

/** The 'Estimate details' dialog the estimate card's 'Edit' button opens. */
export function EstimateDetailsDialog({ quote, open, onOpenChange }: EstimateDetailsDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Estimate details"
      description="Printed on the estimate. The customer's details also fill in the share dialog."
      className="sm:max-w-md"
    >
      {(close) => <EstimateDetailsForm quote={quote} onSaved={close} />}
    </FormDialog>
  );
}

function EstimateDetailsForm({ quote, onSaved }: { quote: FullQuote; onSaved: () => void }) {
  const save = useSaveEstimateDetails(quote.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DetailsFormValues, unknown, SaveEstimateDetailsInput>({
    resolver: detailsResolver,
    defaultValues: {
      quoteId: quote.id,
      customerName: quote.customer_name ?? '',
      customerPhone: quote.customer_phone ? formatPhone(quote.customer_phone) : '',
      customerEmail: quote.customer_email ?? '',
      odometer: quote.odometer === null ? '' : String(quote.odometer),
    },
  });
  const onSubmit = handleSubmit((input) => save.mutate(input, { onSuccess: onSaved }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="estimate-customer-name" label="Customer name" error={errors.customerName?.message}>
        <Input autoComplete="off" maxLength={120} {...register('customerName')} />
      </Field>
      <Field id="estimate-customer-phone" label="Phone" error={errors.customerPhone?.message}>
        <Input
          type="tel"
          autoComplete="off"
          placeholder="+1 650 555 0142"
          maxLength={40}
          {...register('customerPhone')}
        />
      </Field>
      <Field id="estimate-customer-email" label="E-mail" error={errors.customerEmail?.message}>
        <Input
          type="email"
          autoComplete="off"
          placeholder="customer@example.com"
          maxLength={200}
          {...register('customerEmail')}
        />
      </Field>
      <Field id="estimate-odometer" label="Odometer in (miles)" error={errors.odometer?.message}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          className="w-40"
          {...register('odometer')}
        />
      </Field>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <FormDialogFooter isPending={save.isPending} isCancelDisabled={save.isPending} />
    </form>
  );
}
