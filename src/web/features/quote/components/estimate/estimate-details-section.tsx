import { formatCount, formatDate, formatPhone } from '../../../../../shared/format';
import { useQuoteEditable } from '../../hooks/quote-editable';
import type { FullQuote } from '../../quote-types';
import { SideSection } from '../side-section';
import { EstimateDetailsButton } from './estimate-details-button';

/**
 * 'Estimate #1042': who the written estimate is for, the odometer when the vehicle came in and,
 * once sent, until when the customer's estimate holds.
 */
export function EstimateDetailsSection({ quote }: { quote: FullQuote }) {
  const contacts = [quote.customer_phone && formatPhone(quote.customer_phone), quote.customer_email].filter(
    (value) => value !== null,
  );
  const isEditable = useQuoteEditable();
  const hasCustomer = quote.customer_name !== null || contacts.length > 0;
  const expiresAt = quote.sent_revision?.expires_at ?? null;
  const isExpired = expiresAt !== null && new Date(expiresAt).getTime() < Date.now();

  return (
    <SideSection
      title={`Estimate #${quote.estimate_number}`}
      action={isEditable ? <EstimateDetailsButton quote={quote} /> : undefined}
    >
      <div className="space-y-2 text-sm">
        <dl className="space-y-2">
          <div>
            <dt className="text-xs text-slate-500">Customer</dt>
            {hasCustomer ? (
              <dd className="min-w-0 text-slate-900">
                {quote.customer_name ? (
                  <p className="font-medium break-words">{quote.customer_name}</p>
                ) : null}
                {contacts.map((contact) => (
                  <p key={contact} className="break-all text-slate-700">
                    {contact}
                  </p>
                ))}
              </dd>
            ) : (
              <dd className="text-slate-500">No customer yet</dd>
            )}
          </div>
          <div>
            <dt className="text-xs text-slate-500">Odometer in</dt>
            <dd className={quote.odometer === null ? 'text-slate-500' : 'text-slate-900 tabular-nums'}>
              {quote.odometer === null ? 'Not recorded' : `${formatCount(quote.odometer)} mi`}
            </dd>
          </div>
        </dl>
        {expiresAt ? (
          <p className={isExpired ? 'font-medium text-red-700' : 'text-slate-700'}>
            {isExpired ? `Expired on ${formatDate(expiresAt)}` : `Valid until ${formatDate(expiresAt)}`}
          </p>
        ) : null}
      </div>
    </SideSection>
  );
}
