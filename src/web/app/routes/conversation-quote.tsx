import { useParams } from 'react-router';
import { QuotePanel } from '../../features/quote/components/quote-panel';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { useCurrentVehicle } from '../../features/vehicle/hooks/vehicle-context';

/** The quote open beside its conversation; part sourcing needs a selected shop and vehicle. */
export default function ConversationQuoteRoute() {
  const { quoteId } = useParams<{ quoteId: string }>();
  const { shop } = useCurrentShop();
  const { vehicle } = useCurrentVehicle();
  if (!quoteId) return null;
  return <QuotePanel key={quoteId} quoteId={quoteId} canSource={Boolean(shop && vehicle)} />;
}
