import type { RouterOutputs } from '../../lib/trpc';

export { formatHours } from '../../../shared/format';

export type FullQuote = RouterOutputs['quote']['getQuoteAi'];
export type QuoteLaborItem = FullQuote['quote_labor_items'][number];
export type QuotePartItem = FullQuote['quote_part_items'][number];

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A part quantity without trailing zeros ('2', '1.5'). */
export function formatQuantity(value: number | null | undefined): string {
  return QUANTITY.format(value ?? 0);
}
