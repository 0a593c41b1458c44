import type { RouterOutputs } from '../../lib/trpc';

export type FullQuote = RouterOutputs['quote']['getQuoteAi'];
export type QuoteLaborItem = FullQuote['quote_labor_items'][number];
export type QuotePartItem = FullQuote['quote_part_items'][number];

const HOURS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Labor hours with one or two decimals ('1.2', '0.75'). */
export function formatHours(value: number | null | undefined): string {
  return HOURS.format(value ?? 0);
}

/** A part quantity without trailing zeros ('2', '1.5'). */
export function formatQuantity(value: number | null | undefined): string {
  return QUANTITY.format(value ?? 0);
}

/** A number typed in a form field, or 0 while the field is empty or invalid. */
export function typedNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}
