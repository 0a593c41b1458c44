import { lineLabel } from '../../../shared/line-label';
import { toCents } from '../../../shared/money';
import type { QuoteJob } from '../../../shared/quote-jobs';
import type { ChargedContent } from '../../../shared/quote-revision';
import { chargedHours, chargedUnitPrice } from '../../../shared/quote-totals';
import type { BuilderLaborItemInput, BuilderPartItemInput } from '../../../shared/schemas/job-builder';
import { AppError } from '../../lib/app-error';
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

/**
 * Some jobs of a revision (the ones the customer approved) as a shop system takes them: words
 * and figures as the customer saw them. A revision keeps no part's brand, number or cost, so
 * those come from the live quote's line of the same id while it is there.
 */
export function revisionLines(
  content: ChargedContent,
  jobs: readonly QuoteJob[],
  items: QuoteItems,
  options: { onlySourcedParts: boolean },
) {
  const laborIds = new Set(jobs.flatMap((job) => job.laborItemIds));
  const partIds = new Set(jobs.flatMap((job) => job.partItemIds));
  const labor: ExportLabor[] = content.labor
    .filter((l) => laborIds.has(l.id))
    .map((l) => ({
      name: l.description ? `${lineLabel(l.title)}: ${l.description}` : lineLabel(l.title),
      hours: l.hours,
      rateCents: toCents(l.rate),
    }));
  const live = new Map(items.quote_part_items.map((p) => [p.id, p.sourced_part]));
  const charged = content.parts.filter((p) => partIds.has(p.id));
  const parts: ExportPart[] = charged
    .filter((p) => !options.onlySourcedParts || p.sourced)
    .map((p) => {
      const sourced = live.get(p.id);
      return {
        name: lineLabel(p.sourced?.part_name ?? p.name),
        brand: sourced?.brand ?? null,
        partNumber: sourced?.partNumber ?? null,
        quantity: p.quantity,
        costCents: toCents(sourced?.price_cost ?? 0),
        retailCents: toCents(p.price),
      };
    });
  const partsNotCreated = options.onlySourcedParts
    ? charged.filter((p) => !p.sourced).map((p) => lineLabel(p.name))
    : [];
  return { labor, parts, partsNotCreated };
}

export type ExportLines = ReturnType<typeof exportLines>;

type BuilderLines = { laborItems: BuilderLaborItemInput[]; partItems: BuilderPartItemInput[] };

/** The builder's lines as a shop system takes them: money in integer cents, text as typed. */
export function builderExportLines(input: BuilderLines) {
  if (input.laborItems.length + input.partItems.length === 0) {
    throw new AppError(
      'BAD_REQUEST',
      'No parts or labor items selected. Add a line before creating the job.',
    );
  }
  const zeroQuantity = input.partItems.find((p) => p.quantity <= 0);
  if (zeroQuantity) {
    throw new AppError(
      'BAD_REQUEST',
      `The part "${zeroQuantity.name || zeroQuantity.part_number || 'without a name'}" has no quantity. Enter a quantity above 0.`,
    );
  }
  return {
    labor: input.laborItems.map(
      (l): ExportLabor => ({ name: l.description, hours: l.hours, rateCents: toCents(l.rate) }),
    ),
    parts: input.partItems.map((p) => ({
      name: p.name,
      brand: p.brand || null,
      partNumber: p.part_number || null,
      description: p.description,
      quantity: p.quantity,
      costCents: toCents(p.cost),
      retailCents: toCents(p.retail),
      pcdbPartTypeId: p.pcdb_part_type_id,
    })),
  };
}
