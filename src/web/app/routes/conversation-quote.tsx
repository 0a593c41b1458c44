import { useParams } from 'react-router';
import { QuoteView } from '../../features/quote/components/quote-view';

/** The quote open beside its conversation. */
export default function ConversationQuoteRoute() {
  const { quoteId } = useParams<{ quoteId: string }>();
  if (!quoteId) return null;
  return <QuoteView key={quoteId} quoteId={quoteId} />;
}
