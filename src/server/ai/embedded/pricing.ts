import { roundMoney, toCents } from '../../../shared/money';
import type { CatalogOption, EngineVehicle, SimilarJobContext } from '../engine';

export type Tier = 'economy' | 'standard' | 'premium';

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function mode(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | undefined;
  let bestCount = 0;
  for (const [v, c] of counts)
    if (c > bestCount || (c === bestCount && best !== undefined && v < best)) [best, bestCount] = [v, c];
  return best;
}

/** The similar jobs closest to the vehicle: same model when there are enough, else same make, else all. */
export function closestJobs(
  jobs: SimilarJobContext[],
  vehicle: EngineVehicle,
  minimum = 3,
): SimilarJobContext[] {
  const sameModel = jobs.filter((j) => j.make === vehicle.make && j.model === vehicle.model);
  if (sameModel.length >= minimum) return sameModel;
  const sameMake = jobs.filter((j) => j.make === vehicle.make);
  if (sameMake.length >= minimum) return sameMake;
  return jobs;
}

export function laborStats(jobs: SimilarJobContext[], laborName: string) {
  const hours = jobs.flatMap((j) => j.labor.filter((l) => l.description === laborName).map((l) => l.hours));
  const m = median(hours);
  return { count: hours.length, medianHours: m === undefined ? undefined : Math.round(m * 10) / 10 };
}

export function partStats(jobs: SimilarJobContext[], partTypeId: number, name: string) {
  const lines = jobs.flatMap((j) =>
    j.parts.filter((p) => p.pcdb_part_type_id === partTypeId && p.name === name),
  );
  const m = median(lines.map((p) => p.retail));
  return {
    count: lines.length,
    medianRetail: m === undefined ? undefined : roundMoney(m),
    quantity: mode(lines.map((p) => p.quantity)),
  };
}

/**
 * A catalogue option for a price tier: cheapest aftermarket, the middle one, or OE (else the
 * dearest). Given the unit price a line is charged now, a tier never moves the price the wrong
 * way: premium picks only among options not cheaper than it, economy only among options not
 * dearer; undefined when there is none.
 */
export function optionForTier(
  options: CatalogOption[] | undefined,
  tier: Tier,
  currentPrice?: number,
): CatalogOption | undefined {
  if (!options || options.length === 0) return undefined;
  const sorted = [...options].sort((a, b) => a.retail - b.retail || a.partNumber.localeCompare(b.partNumber));
  const current = currentPrice === undefined ? undefined : toCents(currentPrice);
  const pool =
    current === undefined || tier === 'standard'
      ? sorted
      : sorted.filter((o) =>
          tier === 'premium' ? toCents(o.retail) >= current : toCents(o.retail) <= current,
        );
  if (pool.length === 0) return undefined;
  const aftermarket = pool.filter((o) => !o.isOe);
  if (tier === 'economy') return (aftermarket.length ? aftermarket : pool)[0];
  if (tier === 'premium') {
    const oe = pool.filter((o) => o.isOe);
    return oe.length ? oe[oe.length - 1] : pool[pool.length - 1];
  }
  const middle = aftermarket.length ? aftermarket : pool;
  return middle[Math.floor((middle.length - 1) / 2)];
}

/**
 * The catalogue part a new line is priced with at the standard tier: of the parts the shop's first
 * supplier store has in stock (aftermarket first), the one whose price (its cost through the
 * shop's parts matrix) is nearest the guide's typical price for the part. The typical price
 * carries the grade the part type does not (conventional against full synthetic oil); sourcing
 * picks the in-stock part nearest the line's price, so both pick the same part.
 */
export function standardOption(
  options: CatalogOption[] | undefined,
  typicalRetail: number,
): CatalogOption | undefined {
  if (!options?.length) return undefined;
  // What the shop's store has in stock first, as sourcing picks; the standard tier is
  // aftermarket, OE is the premium one.
  const pools = [
    options.filter((o) => o.inStock && !o.isOe),
    options.filter((o) => o.inStock),
    options.filter((o) => !o.isOe),
    options,
  ];
  const pool = pools.find((p) => p.length > 0)!;
  const distance = (o: CatalogOption) => Math.abs(toCents(o.retail) - toCents(typicalRetail));
  return [...pool].sort((a, b) => distance(a) - distance(b) || a.partNumber.localeCompare(b.partNumber))[0];
}

// A trailing grade or material ('- Ceramic', '- Remanufactured') or an earlier tier label: it
// described the part being replaced, not the one chosen. Fitment words ('- Halogen', '- DOT 3')
// stay, as every option of the part type shares them.
const REPLACED_SUFFIX =
  /\s+-\s+(?:(?:premium|economy|standard)\b.*|ceramic|semi-metallic|metallic|organic|coated|remanufactured|reman|iridium|platinum|double platinum|copper|oem?|aftermarket)$/i;
const MAX_NAME = 200;

/** A part line's name for a tier: 'Disc Brake Pad Set, Front - Premium (OE) Motorcraft'. */
export function nameForTier(name: string, tier: Tier, option: Pick<CatalogOption, 'brand' | 'isOe'>): string {
  const label =
    tier === 'premium'
      ? option.isOe
        ? 'Premium (OE)'
        : 'Premium'
      : tier === 'economy'
        ? 'Economy'
        : 'Standard';
  const suffix = ` - ${label} ${option.brand}`.trimEnd();
  const base = name.replace(REPLACED_SUFFIX, '').trim();
  return `${base.slice(0, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
}
