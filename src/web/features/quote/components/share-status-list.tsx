import { formatDateTime, formatPhone } from '../../../../shared/format';
import type { QuoteShareStatus } from '../api/use-quote-responses';

/** Each time the quote was sent: to whom, how it went out, and whether the link was opened. */
export function ShareStatusList({ shares }: { shares: QuoteShareStatus[] }) {
  return (
    <div className="space-y-2">
      <h4 className="text-xs font-medium tracking-wide text-slate-500 uppercase">Sent</h4>
      <ul aria-label="Shares" className="space-y-3 text-sm">
        {shares.map((share) => (
          <li key={share.id} className="space-y-0.5">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-slate-900">{share.customer_name}</span>
              {share.revision ? (
                <span className="shrink-0 text-xs text-slate-500">Revision {share.revision}</span>
              ) : null}
            </p>
            <p className="text-xs text-slate-600">
              {[
                channelText('E-mail', share.email_status, share.customer_email),
                channelText(
                  'Text',
                  share.sms_status,
                  share.customer_phone && formatPhone(share.customer_phone),
                ),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="text-xs text-slate-500">
              {formatDateTime(new Date(share.created_at))}
              {share.sent_by ? ` by ${share.sent_by}` : ''}
            </p>
            <p className="text-xs text-slate-600">{openedText(share)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function channelText(channel: string, status: string | null, address: string | null): string | null {
  if (!status) return null;
  return status === 'SENT' ? `${channel} to ${address}` : `${channel} to ${address} failed`;
}

function openedText(share: QuoteShareStatus): string {
  // A link without tracking carries no token, so its openings are not known.
  if (!share.is_tracked) return 'Opening not tracked';
  if (!share.last_opened_at || share.open_count === 0) return 'Not opened yet';
  const times = share.open_count === 1 ? 'once' : `${share.open_count} times`;
  return `Opened ${times}, last ${formatDateTime(new Date(share.last_opened_at))}`;
}
