import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatPhone } from '../../../../shared/format';
import { shareQuoteFormSchema } from '../../../../shared/schemas/share';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { useShareQuote } from '../api/use-share-quote';
import type { FullQuote } from '../quote-types';
import { RevisionNotice } from './revision-notice';

/** Spec §9: the dialog closes 2 seconds after the quote was sent. */
const CLOSE_AFTER_SENT_MS = 2000;
const SHARE_FAILED = 'Failed to share quote';

type ShareDialogProps = { quote: FullQuote; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Share with customer': the quote's link by e-mail and/or text message. */
export function ShareDialog({ quote, open, onOpenChange }: ShareDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share with customer"
      description="The customer gets a link to this quote and can approve or decline each job from it."
    >
      <ShareForm quote={quote} onSent={() => onOpenChange(false)} />
    </TitledDialog>
  );
}

/** What was sent, from the server's summary ('Quote sent by e-mail and text message.'). */
function sentMessage(sent: { email: boolean; sms: boolean }): string {
  const channels = [sent.email ? 'e-mail' : null, sent.sms ? 'text message' : null].filter(Boolean);
  return channels.length ? `Quote sent by ${channels.join(' and ')}.` : 'Quote shared.';
}

/**
 * Spec §5: a name and at least an e-mail or a phone, values trimmed and empty ones omitted (the
 * shared schema does both). Messages show when a field is left and clear as it is fixed.
 */
function ShareForm({ quote, onSent }: { quote: FullQuote; onSent: () => void }) {
  const quoteId = quote.id;
  const share = useShareQuote(quoteId);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const form = useForm({
    resolver: zodResolver(shareQuoteFormSchema),
    mode: 'onTouched',
    // Who the estimate is for (its details card), when the advisor already wrote it down.
    defaultValues: {
      customerName: quote.customer_name ?? '',
      customerEmail: quote.customer_email ?? '',
      customerPhone: quote.customer_phone ? formatPhone(quote.customer_phone) : '',
      message: '',
    },
  });
  const [name, email, phone] = useWatch({
    control: form.control,
    name: ['customerName', 'customerEmail', 'customerPhone'],
  });
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const canSend = filled(name) && (filled(email) || filled(phone));
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    share.mutate(
      { quoteId, ...values, includeAcceptanceTracking: true },
      {
        onSuccess: (result) => {
          // The dialog closes soon: a channel that failed stays on screen as a toast.
          if (result.failures.length) toast.warning(`Not sent: ${result.failures.join(' ')}`);
          closeTimer.current = window.setTimeout(onSent, CLOSE_AFTER_SENT_MS);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="share-name" label="Customer name" error={errors.customerName?.message}>
        <Input autoComplete="off" maxLength={120} {...form.register('customerName')} />
      </Field>
      <Field id="share-email" label="Email" error={errors.customerEmail?.message}>
        <Input
          type="email"
          autoComplete="off"
          placeholder="customer@example.com"
          maxLength={200}
          {...form.register('customerEmail', { deps: ['customerPhone'] })}
        />
      </Field>
      <Field id="share-phone" label="Phone" error={errors.customerPhone?.message}>
        <Input
          type="tel"
          autoComplete="off"
          placeholder="+1 555 123 4567"
          maxLength={40}
          {...form.register('customerPhone', { deps: ['customerEmail'] })}
        />
      </Field>
      <Field
        id="share-message"
        label="Message (optional)"
        hint="Shown in the e-mail in place of the standard introduction."
        error={errors.message?.message}
      >
        <Textarea rows={3} maxLength={1000} {...form.register('message')} />
      </Field>
      {share.isSuccess ? (
        <Alert variant="success">
          {sentMessage(share.data.summary.notificationsSent)} The customer sees revision{' '}
          {share.data.revision.number}.
        </Alert>
      ) : (
        <RevisionNotice quote={quote} action="share" />
      )}
      {share.isError ? <Alert>{errorMessage(share.error, SHARE_FAILED)}</Alert> : null}
      <FormDialogFooter
        isPending={share.isPending}
        isSubmitDisabled={!canSend || share.isSuccess}
        submitLabel="Send"
        pendingLabel="Sending..."
        cancelLabel={share.isSuccess ? 'Close' : 'Cancel'}
      />
    </form>
  );
}
