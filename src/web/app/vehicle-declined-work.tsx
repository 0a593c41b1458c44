import { useMatch } from 'react-router';
import { DeclinedEarlier } from '../features/deferred-work/components/declined-earlier';
import { useCurrentShop } from '../features/shop/hooks/shop-context';

/**
 * The vehicle dialog's 'Declined earlier' at the current shop: 'Add to quote' adds to the quote
 * open behind the dialog, or starts a new quote on any other page.
 */
export default function VehicleDeclinedWork({ vin }: { vin: string }) {
  const { shop } = useCurrentShop();
  const openQuoteId = useMatch('/conversation/:conversationId/quote/:quoteId')?.params.quoteId ?? null;
  return <DeclinedEarlier shopId={shop?.id ?? null} vin={vin} quoteId={openQuoteId} className="mt-4" />;
}
