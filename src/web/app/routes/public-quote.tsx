import { useParams } from 'react-router';
import { PublicQuotePage } from '../../features/public-quote/components/public-quote-page';

/** The open quote link a shop sends its customer (no sign-in, no app shell). */
export default function PublicQuoteRoute() {
  const { quoteId } = useParams<{ quoteId: string }>();
  if (!quoteId) return null;
  return <PublicQuotePage key={quoteId} quoteId={quoteId} />;
}
