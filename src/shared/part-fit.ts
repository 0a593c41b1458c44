// Which supplier parts suit a part line, in the one order every parts search shows them (issue 28).
// The provider's search already fits the vehicle by its VIN or make; engine oil is the exception,
// as every grade fits every engine of a make, so the grade the maker calls for
// (server/ai/engine-oil.json) decides. The picker then shows the part on the line, parts of the
// line's type that fit (of the kind the line names first), those that may, those of another
// grade, and last other types (the drain-plug gaskets and diesel oils a keyword also finds).

/** PCdb engine oil and heavy-duty diesel engine oil. */
export const ENGINE_OIL_PART_TYPES: readonly number[] = [12138, 12140];

/** The oil the vehicle's maker calls for, when its engine is known. */
export type OilSpec = { viscosity: string; syntheticRequired: boolean };

export type OilFit = 'fits' | 'unknown' | 'wrong';

const VISCOSITY = /\b(\d{1,2})\s?W-?(\d{1,2})\b/i;

type OilKind = 'full synthetic' | 'synthetic blend' | 'conventional';

/** What an oil is made of, as its name says; a plain 'synthetic' is sold as full synthetic. */
function oilKindOf(name: string): OilKind | null {
  if (/\b(synthetic blend|semi-synthetic|blend)\b/i.test(name)) return 'synthetic blend';
  if (/\bsynthetic\b/i.test(name)) return 'full synthetic';
  return /\bconventional\b/i.test(name) ? 'conventional' : null;
}

/** '5W-20' for 'Mobil 1 Full Synthetic 5w20 Engine Oil'; null when the name gives no grade. */
export function viscosityOf(name: string): string | null {
  const match = VISCOSITY.exec(name);
  return match ? `${Number(match[1])}W-${Number(match[2])}` : null;
}

/**
 * Whether an engine oil is of the grade the engine takes: 'unknown' for a part that is not engine
 * oil, one whose name gives no grade, or a vehicle whose oil is not known.
 */
export function oilFit(partTypeId: number, name: string, spec: OilSpec | null): OilFit {
  if (!spec || !ENGINE_OIL_PART_TYPES.includes(partTypeId)) return 'unknown';
  const viscosity = viscosityOf(name);
  if (viscosity === null) return 'unknown';
  if (viscosity !== viscosityOf(spec.viscosity)) return 'wrong';
  const kind = oilKindOf(name);
  return spec.syntheticRequired && kind !== null && kind !== 'full synthetic' ? 'wrong' : 'fits';
}

/** A part not of a grade the engine rules out: what a quote may price and sourcing may choose. */
export function fitsVehicle(partTypeId: number, name: string, spec: OilSpec | null): boolean {
  return oilFit(partTypeId, name, spec) !== 'wrong';
}

/**
 * The part line a search is for: its name (which may name an oil's kind, 'Full Synthetic'), its
 * PCdb type (none for a line typed by hand) and its part now.
 */
export type PartLine = {
  name: string;
  partTypeId: number | null;
  current: { partId: string; partNumber: string; storeId: number | null } | null;
};

/** What the ranking reads of a supplier part. */
export type RankedPart = {
  partId: string;
  partName: string;
  status: string;
  store: { id: number };
  taxonomy: { partTypeId: number };
};

/** The supplier part the line has now: the same part from the same store. */
export function isCurrentPart(part: RankedPart, line: PartLine | null): boolean {
  const current = line?.current;
  return !!current && part.partId === current.partId && part.store.id === current.storeId;
}

const TIER_OF_FIT: Record<OilFit, number> = { fits: 1, unknown: 3, wrong: 4 };
const OTHER_TYPE = 5;
const STATUS_ORDER: Record<string, number> = { IN_STOCK: 0, OUT_OF_STOCK: 2 };

function tier(part: RankedPart, line: PartLine | null, spec: OilSpec | null): number {
  if (isCurrentPart(part, line)) return 0;
  const partTypeId = part.taxonomy.partTypeId;
  if (line?.partTypeId != null && partTypeId !== line.partTypeId) return OTHER_TYPE;
  const fit = oilFit(partTypeId, part.partName, spec);
  // Of the oils that fit, those of the kind the line names ('Full Synthetic …') come first.
  const wanted = line && oilKindOf(line.name);
  const kind = oilKindOf(part.partName);
  if (fit === 'fits' && wanted && kind && kind !== wanted) return 2;
  return TIER_OF_FIT[fit];
}

/**
 * The parts in the order the picker shows them: by tier (see above), then what the store has in
 * stock before what it must order and what it is out of, then in the provider's own order.
 */
export function rankSupplierParts<T extends RankedPart>(
  parts: readonly T[],
  line: PartLine | null,
  spec: OilSpec | null,
): T[] {
  return parts
    .map((part, index) => ({
      part,
      key: [tier(part, line, spec), STATUS_ORDER[part.status] ?? 1, index] as const,
    }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
    .map(({ part }) => part);
}
