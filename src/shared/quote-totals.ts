// The one place that sums a quote (spec §9): non-suggested items only; labor uses the linked
// guide's motor time when there is one, parts the sourced price with the shop's matrix when
// sourced; no tax. Amounts are summed in whole cents.

import { toCents } from './money';

export type QuoteLaborLine = {
  hours: number | null;
  rate: number | null;
  is_suggested: boolean;
  guide_labor_item?: { motorTime: number | null } | null;
};

export type QuotePartLine = {
  quantity: number | null;
  retail: number | null;
  is_suggested: boolean;
  sourced_part?: { price_cost_with_matrix: number | null } | null;
};

export type QuoteTotals = { labor: number; parts: number; total: number };

/** Hours a labor line is charged for: the guide's motor time when linked, else its own hours. */
export function chargedHours(line: QuoteLaborLine): number {
  return line.guide_labor_item?.motorTime ?? line.hours ?? 0;
}

/** Unit price a part line is charged at: the sourced price with matrix when sourced, else retail. */
export function chargedUnitPrice(line: Pick<QuotePartLine, 'retail' | 'sourced_part'>): number {
  return line.sourced_part?.price_cost_with_matrix ?? line.retail ?? 0;
}

export function quoteLaborLineTotal(line: QuoteLaborLine): number {
  return toCents(chargedHours(line) * (line.rate ?? 0)) / 100;
}

export function quotePartLineTotal(line: QuotePartLine): number {
  return toCents(chargedUnitPrice(line) * (line.quantity ?? 0)) / 100;
}

export function quoteTotals(quote: {
  quote_labor_items: readonly QuoteLaborLine[];
  quote_part_items: readonly QuotePartLine[];
}): QuoteTotals {
  const laborCents = quote.quote_labor_items
    .filter((line) => !line.is_suggested)
    .reduce((sum, line) => sum + toCents(quoteLaborLineTotal(line)), 0);
  const partsCents = quote.quote_part_items
    .filter((line) => !line.is_suggested)
    .reduce((sum, line) => sum + toCents(quotePartLineTotal(line)), 0);
  return { labor: laborCents / 100, parts: partsCents / 100, total: (laborCents + partsCents) / 100 };
}
