import type { RouterOutputs } from '../../lib/trpc';

export { formatHours, formatQuantity } from '../../../shared/format';

export type FullQuote = RouterOutputs['quote']['getQuoteAi'];
export type QuoteLaborItem = FullQuote['quote_labor_items'][number];
export type QuotePartItem = FullQuote['quote_part_items'][number];
