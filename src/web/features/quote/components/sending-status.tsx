import { formatCents, formatDate, formatMoney } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import type { FullQuote } from '../quote-types';

type SendingStatusProps = { quote: FullQuote; total: number };

/**
 * Under the quote total: the revision last sent, and 'Changed since sent' with both totals when
 * the lines now charge otherwise than what the customer and the shop system hold.
 */
export function SendingStatus({ quote, total }: SendingStatusProps) {
  const sent = quote.sent_revision;
  if (!sent) return null;
  if (!quote.changed_since_sent) {
    return (
      <p className="text-right text-xs text-slate-500">
        Revision {sent.number} sent {formatDate(sent.created_at)}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-end gap-1 text-right" role="status">
      <Badge variant="warning">Changed since sent</Badge>
      <p className="text-xs text-slate-600">
        Revision {sent.number} sent at{' '}
        <span className="tabular-nums">{formatCents(sent.total_due_cents)}</span> · now{' '}
        <span className="font-medium text-slate-900 tabular-nums">{formatMoney(total)}</span>
      </p>
    </div>
  );
}
