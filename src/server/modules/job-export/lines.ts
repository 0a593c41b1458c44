import { lineLabel } from '../../../shared/line-label';
import { toCents } from '../../../shared/money';
import { chargedHours, chargedUnitPrice } from '../../../shared/quote-totals';
import type { QuoteItems } from '../quote/service/read';

export type ExportLabor = { name: string; hours: number; rateCents: number };
export type ExportPart = {
  name: string;
  brand: string | null;
  partNumber: string | null;
  quantity: number;
  costCents: number;
  retailCents: number;
};

/**
 * The charged lines of a quote as a shop system takes them: hours and prices as the customer is
 * charged (guide motor time, sourced price with matrix). With onlySourcedParts, parts that were
 * not sourced are left out and returned by name so the advisor sees what was not created.
 */
export function exportLines(items: QuoteItems, options: { onlySourcedParts: boolean }) {
  const labor: ExportLabor[] = items.quote_labor_items
    .filter((l) => !l.is_suggested)
    .map((l) => ({
      name: l.description ? `${lineLabel(l.title)}: ${l.description}` : lineLabel(l.title),
      hours: chargedHours(l),
      rateCents: toCents(l.rate ?? 0),
    }));
  const charged = items.quote_part_items.filter((p) => !p.is_suggested);
  const parts: ExportPart[] = charged
    .filter((p) => !options.onlySourcedParts || p.sourced_part)
    .map((p) => ({
      name: lineLabel(p.sourced_part?.partName ?? p.name),
      brand: p.sourced_part?.brand ?? null,
      partNumber: p.sourced_part?.partNumber ?? null,
      quantity: p.quantity,
      costCents: toCents(p.sourced_part?.price_cost ?? 0),
      retailCents: toCents(chargedUnitPrice(p)),
    }));
  const partsNotCreated = options.onlySourcedParts
    ? charged.filter((p) => !p.sourced_part).map((p) => lineLabel(p.name))
    : [];
  return { labor, parts, partsNotCreated };
}

/** Written into the job's note so an earlier, unanswered attempt can be recognised. */
export const jobMarker = (quoteId: string) => `ref RQ-${quoteId}`;
