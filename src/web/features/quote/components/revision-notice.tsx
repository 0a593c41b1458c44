import { formatMoney } from '../../../../shared/format';
import { quoteTotals } from '../../../../shared/quote-totals';
import { Alert } from '../../../components/ui/alert';
import type { FullQuote } from '../quote-types';

type RevisionNoticeProps = { quote: FullQuote; action: 'share' | 'job' };

/**
 * Which revision a sending will carry (decision 009): the customer's link and a shop system's
 * job hold that revision until the shop sends again.
 */
export function RevisionNotice({ quote, action }: RevisionNoticeProps) {
  const total = formatMoney(quoteTotals(quote).total);
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
        Changed since revision {sent.number} was sent ({formatMoney(sent.total)}). A new revision,{' '}
        {sent.number + 1}, will be sent at {total}.
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
