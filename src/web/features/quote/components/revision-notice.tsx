import { formatCents, formatDate } from '../../../../shared/format';
import { Alert } from '../../../components/ui/alert';
import { liveEstimate } from '../live-estimate';
import type { FullQuote } from '../quote-types';

type RevisionNoticeProps = { quote: FullQuote; action: 'share' | 'job' };

/**
 * Which revision a sending will carry (decision 009): the customer's link and a shop system's
 * job hold that revision until the shop sends again.
 */
export function RevisionNotice({ quote, action }: RevisionNoticeProps) {
  const total = formatCents(liveEstimate(quote).totalDueCents);
  const sent = quote.sent_revision;
  const what = action === 'share' ? 'The customer will see' : 'The job will hold';
  if (!sent) {
    return (
      <Alert variant="info">
        {what} revision 1 of this quote ({total}).
      </Alert>
    );
  }
  if (quote.changed_since_sent) {
    return (
      <Alert variant="warning">
        Changed since revision {sent.number} was sent ({formatCents(sent.total_due_cents)}). A new revision,{' '}
        {sent.number + 1}, will be sent at {total}.
      </Alert>
    );
  }
  if (sent.expires_at && new Date(sent.expires_at).getTime() <= Date.now()) {
    return (
      <Alert variant="warning">
        Revision {sent.number} expired on {formatDate(sent.expires_at)}. A new revision, {sent.number + 1},
        will be sent at {total} with a new expiry date.
      </Alert>
    );
  }
  return (
    <Alert variant="info">
      Nothing has changed since revision {sent.number} was sent: {what.toLowerCase()} revision {sent.number} (
      {total}).
    </Alert>
  );
}
