import { formatHours, formatMoney } from '../../shared/format';
import { toCents } from '../../shared/money';
import { type QuoteTotals, quoteTotals } from '../../shared/quote-totals';
import type {
  CatalogOption,
  CurrentLaborItem,
  CurrentPartItem,
  CurrentQuote,
  DraftLaborItem,
  DraftPartItem,
} from './engine';

// What a follow-up's new version carries over from the version it replaces (both engines write
// `keptFrom` on the lines they keep; persistence copies by these same rules). A kept line keeps
// what still holds for it:
// - the labor-guide link while its hours were not set to something else: a linked line is
//   charged at the guide's motor time, so hours the advisor asked for would silently be ignored;
// - the sourced part while it is still the same part (same name, price and part type); a new
//   quantity or suggested state does not change which part the supplier sends.

type Lines = { laborItems: DraftLaborItem[]; partItems: DraftPartItem[] };

export function keepsGuideLink(
  line: { hours: number; keptFrom?: { hoursSet?: boolean } },
  from: { hours: number },
): boolean {
  return !line.keptFrom?.hoursSet && toCents(line.hours) === toCents(from.hours);
}

export function keepsSourcedPart(
  line: { name: string; retail: number; pcdb_part_type_id: number | null },
  from: { name: string; retail: number; pcdb_part_type_id: number | null },
): boolean {
  return (
    line.name === from.name &&
    toCents(line.retail) === toCents(from.retail) &&
    line.pcdb_part_type_id === from.pcdb_part_type_id
  );
}

/**
 * The supplier part a changed line of a sourced line was switched to (a tier change among the
 * supplier's parts): one of `from.supplierOptions`, by part number, at the price the line shows.
 */
export function supplierOptionFor(line: DraftPartItem, from: CurrentPartItem): CatalogOption | undefined {
  const partNumber = line.source?.partNumber;
  if (!partNumber || !from.supplierOptions) return undefined;
  return from.supplierOptions.find(
    (o) =>
      o.partNumber === partNumber &&
      o.brand === line.source?.brand &&
      toCents(o.retail) === toCents(line.retail),
  );
}

function lookups(quote: CurrentQuote) {
  return {
    labor: new Map<string, CurrentLaborItem>(quote.laborItems.map((l) => [l.id, l])),
    parts: new Map<string, CurrentPartItem>(quote.partItems.map((p) => [p.id, p])),
  };
}

/** The draft's lines with the guide time and sourced price they carry over, for quoteTotals. */
export function chargedDraftLines(draft: Lines, quote: CurrentQuote) {
  const from = lookups(quote);
  return {
    quote_labor_items: draft.laborItems.map((line) => {
      const kept = line.keptFrom ? from.labor.get(line.keptFrom.id) : undefined;
      const guide = kept?.guide_labor_item && keepsGuideLink(line, kept) ? kept.guide_labor_item : null;
      return { ...line, guide_labor_item: guide };
    }),
    // A re-sourced line's retail is already the supplier's price with the matrix.
    quote_part_items: draft.partItems.map((line) => {
      const kept = line.keptFrom ? from.parts.get(line.keptFrom.id) : undefined;
      const sourced = kept?.sourced_part && keepsSourcedPart(line, kept) ? kept.sourced_part : null;
      return { ...line, sourced_part: sourced };
    }),
  };
}

/** The true totals of the version replaced (as the panel showed it) and of the new one. */
export function versionTotals(
  quote: CurrentQuote,
  draft: Lines,
): { before: QuoteTotals; after: QuoteTotals } {
  return {
    before: quoteTotals({ quote_labor_items: quote.laborItems, quote_part_items: quote.partItems }),
    after: quoteTotals(chargedDraftLines(draft, quote)),
  };
}

/** What changed lines no longer carry, in the advisor's words. */
export function carryOverNotes(draft: Lines, quote: CurrentQuote): string[] {
  const from = lookups(quote);
  const notes: string[] = [];
  for (const line of draft.laborItems) {
    const kept = line.keptFrom ? from.labor.get(line.keptFrom.id) : undefined;
    const motorTime = kept?.guide_labor_item?.motorTime;
    if (!kept || motorTime === null || motorTime === undefined || keepsGuideLink(line, kept)) continue;
    notes.push(
      `${line.title} is now charged at the ${formatHours(line.hours)} h asked for instead of the labor guide's ${formatHours(motorTime)} h, so it is no longer linked to the guide.`,
    );
  }
  for (const line of draft.partItems) {
    const kept = line.keptFrom ? from.parts.get(line.keptFrom.id) : undefined;
    if (!kept?.sourced_part || keepsSourcedPart(line, kept) || supplierOptionFor(line, kept)) continue;
    notes.push(
      `${line.name} is no longer the part sourced from ${kept.sourced_part.supplier_name}: it is priced at ${formatMoney(line.retail)} until it is sourced again.`,
    );
  }
  return notes;
}

/** 'The previous version was $X; this one is $Y.' with the true totals of both. */
export function totalsSentence(quote: CurrentQuote, draft: Lines): string {
  const { before, after } = versionTotals(quote, draft);
  return `The previous version was ${formatMoney(before.total)}; this one is ${formatMoney(after.total)}.`;
}

/** A follow-up's message: what changed, what changed lines no longer carry, and both totals. */
export function followUpReply(said: string, quote: CurrentQuote, draft: Lines): string {
  return [said.trim(), ...carryOverNotes(draft, quote), totalsSentence(quote, draft)]
    .filter(Boolean)
    .join(' ');
}
