import { roundMoney } from '../../../shared/money';
import type { catalogParts, catalogStock } from '../../db/schema';
import type { PartTypeSpec } from '../catalog/types';
import { createRandom } from './random';

// Parts in each grade their brands sell ('Mobil 1 Full Synthetic 5W-20 Engine Oil'), so a search
// can offer a vehicle the grade its maker calls for (issue 28). They are drawn from a seed of
// their own and added after the rest, so the other parts, their stock and the network history
// the seed generates stay as they were.

const GRADED_SEED_OFFSET = 11;
/** Cheapest first: conventional oil costs less than a blend, a blend less than full synthetic. */
const KINDS = [/^Conventional\b/, /^Synthetic Blend\b/, /^Full Synthetic\b/];

/** Graded parts of the types that have grades, with their stock at the supplier stores. */
export function gradedCatalogParts(
  seed: number,
  types: readonly PartTypeSpec[],
  storeIds: readonly number[],
) {
  const random = createRandom(seed + GRADED_SEED_OFFSET);
  const parts: Array<typeof catalogParts.$inferInsert> = [];
  const stock: Array<typeof catalogStock.$inferInsert> = [];
  const numbers = new Set<string>();
  const partNumber = (brand: string, grade: string) => {
    const prefix = brand.replace(/[^A-Z]/g, '').slice(0, 3) || brand.slice(0, 2).toUpperCase();
    for (;;) {
      // The hyphen keeps these apart from the other parts' numbers.
      const candidate = `${prefix}${random.int(10000, 99999)}-${grade.replace(/\D/g, '')}`;
      if (!numbers.has(candidate)) {
        numbers.add(candidate);
        return candidate;
      }
    }
  };
  for (const { grades, ...type } of types) {
    if (!grades) continue;
    const [low, high] = type.cost;
    for (const grade of grades.names) {
      const kind = Math.max(
        0,
        KINDS.findIndex((pattern) => pattern.test(grade)),
      );
      for (const brand of type.aftermarketBrands) {
        const cost = roundMoney(low + ((high - low) * (kind + random.next())) / KINDS.length);
        const id = random.uuid();
        parts.push({
          id,
          part_type_id: type.partTypeId,
          brand,
          brand_id: brand.toUpperCase().replace(/[^A-Z0-9]+/g, '-'),
          is_oe: 0,
          fits_make: null,
          part_number: partNumber(brand, grade),
          name: `${brand} ${grade} ${type.name}`,
          cost,
          list: roundMoney(cost * (1.45 + random.next() * 0.5)),
          retail: null,
          notes: [grades.notes],
          image_url: null,
        });
        for (const storeId of storeIds)
          if (random.chance(0.45))
            stock.push({ part_id: id, store_id: storeId, quantity: random.int(0, 24) });
      }
    }
  }
  return { parts, stock };
}
