import type { EstimateBreakdown } from '../../../shared/estimate-money';
import { chargedContent } from '../../../shared/quote-revision';
import type { FullQuote } from './quote-types';

/**
 * What the customer pays for the quote as the panel shows it, computed here as the server does
 * (quote-revision.ts) so an edit shown at once is priced at once.
 */
export function liveEstimate(quote: FullQuote): EstimateBreakdown {
  return chargedContent(quote, { settings: quote.shop.estimate_fees, discounts: quote.discounts }).estimate!;
}
