import { and, asc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogParts, catalogStock, partTypes, supplierStores, suppliers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  type CatalogQuotePart,
  NOTHING_TO_SEARCH,
  type PartsProvider,
  type PartsQuoteInput,
} from './provider-contract';

const MAX_PARTS = 50;
const STOP_WORDS = new Set(['and', 'with', 'for', 'the', 'per', 'of', 'an', 'to', 'in', 'on', 'or']);

/**
 * The words of a search, lower-case and singular, so 'Brake Pads' finds 'Disc Brake Pad Set'.
 * Only letters and digits survive, which also keeps LIKE wildcards out of the patterns.
 */
export function keywordWords(keyword: string): string[] {
  const words = keyword
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word))
    .map(singular);
  return [...new Set(words)];
}

function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Parts search over the demo catalogue (the seeded part_types, catalog_parts, supplier stores and
 * stock), answering in PartsTech's shape so the quote panel cannot tell it from the real thing.
 */
export function createDemoCatalogProvider(db: Db): PartsProvider {
  return {
    name: 'demo',
    async quote(input) {
      const [store] = await db
        .select({
          id: supplierStores.id,
          name: supplierStores.name,
          supplierId: suppliers.id,
          supplierName: suppliers.name,
        })
        .from(supplierStores)
        .innerJoin(suppliers, eq(suppliers.id, supplierStores.supplier_id))
        .where(eq(supplierStores.id, input.storeId));
      if (!store) throw new AppError('NOT_FOUND', `Supplier store ${input.storeId} does not exist.`);

      // Parts for one make fit only that make; with no make known only universal parts are safe.
      const fits = input.make
        ? or(isNull(catalogParts.fits_make), sql`lower(${catalogParts.fits_make}) = lower(${input.make})`)!
        : isNull(catalogParts.fits_make);
      const statusRank = sql<number>`case when ${catalogStock.quantity} > 0 then 0 when ${catalogStock.quantity} is null then 1 else 2 end`;
      const rows = await db
        .select({
          partNumber: catalogParts.part_number,
          name: catalogParts.name,
          brand: catalogParts.brand,
          brandId: catalogParts.brand_id,
          cost: catalogParts.cost,
          list: catalogParts.list,
          retail: catalogParts.retail,
          notes: catalogParts.notes,
          imageUrl: catalogParts.image_url,
          partTypeId: catalogParts.part_type_id,
          category: partTypes.category,
          quantity: catalogStock.quantity,
          id: catalogParts.id,
        })
        .from(catalogParts)
        .innerJoin(partTypes, eq(partTypes.id, catalogParts.part_type_id))
        .leftJoin(
          catalogStock,
          and(eq(catalogStock.part_id, catalogParts.id), eq(catalogStock.store_id, input.storeId)),
        )
        .where(and(fits, searchCondition(db, input, fits)))
        .orderBy(statusRank, asc(catalogParts.cost), asc(catalogParts.part_number))
        .limit(MAX_PARTS);

      const stocked = await supplierStoresStock(
        db,
        rows.map((r) => r.id),
        store,
      );
      return rows.map(
        (row): CatalogQuotePart => ({
          // PartsTech's partId is the brand code and part number; part numbers are unique here.
          partId: `${row.brandId}-${row.partNumber}`,
          partName: row.name,
          partNumber: row.partNumber,
          partCategory: row.category,
          status: row.quantity === null ? 'SPECIAL_ORDER' : row.quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
          brand: { brandID: row.brandId, brandName: row.brand, displayName: row.brand },
          price: { cost: row.cost, list: row.list, retail: row.retail },
          supplier: { id: store.supplierId, name: store.supplierName },
          store: { id: store.id, name: store.name },
          storesAvailability: stocked.get(row.id) ?? [],
          notes: row.notes,
          images: row.imageUrl ? [{ full: row.imageUrl }] : [],
          taxonomy: { partTypeId: row.partTypeId },
        }),
      );
    },
  };
}

/**
 * By part types, or by keyword: every part scores one point per word found in its name, part
 * type or number, and only the best-scoring parts are kept. Words a catalogue does not use
 * ('front', 'ceramic') then cost nothing, while 'brake pads' still beats 'brake rotor'.
 */
function searchCondition(db: Db, input: PartsQuoteInput, fits: SQL): SQL {
  if (input.partTypeIds && input.partTypeIds.length > 0) {
    return inArray(catalogParts.part_type_id, input.partTypeIds);
  }
  const words = keywordWords(input.keyword ?? '');
  if (words.length === 0) {
    throw new AppError('BAD_REQUEST', NOTHING_TO_SEARCH);
  }
  const points = words.map((word) => {
    const pattern = `%${word}%`;
    const places = [ilike(catalogParts.name, pattern), ilike(partTypes.name, pattern)];
    // Short words ('3', 'oz') would match inside many part numbers by chance.
    if (word.length >= 4) places.push(ilike(catalogParts.part_number, pattern));
    return sql<number>`(case when ${or(...places)} then 1 else 0 end)`;
  });
  const score = sql<number>`(${sql.join(points, sql` + `)})`;
  const scored = db
    .select({
      id: catalogParts.id,
      score: score.as('score'),
      best: sql<number>`max(${score}) over ()`.as('best'),
    })
    .from(catalogParts)
    .innerJoin(partTypes, eq(partTypes.id, catalogParts.part_type_id))
    .where(and(fits, sql`${score} > 0`))
    .as('scored');
  return inArray(
    catalogParts.id,
    db.select({ id: scored.id }).from(scored).where(sql`${scored.score} = ${scored.best}`),
  );
}

/**
 * Stock at the supplier's stores that have the part, the searched store first, as PartsTech lists
 * it (the searched store is its `main` one); the search keeps those of the shop's own stores.
 */
async function supplierStoresStock(db: Db, partIds: string[], store: { id: number; supplierId: number }) {
  const byPart = new Map<string, CatalogQuotePart['storesAvailability']>();
  if (partIds.length === 0) return byPart;
  const rows = await db
    .select({
      partId: catalogStock.part_id,
      storeId: catalogStock.store_id,
      name: supplierStores.name,
      quantity: catalogStock.quantity,
    })
    .from(catalogStock)
    .innerJoin(supplierStores, eq(supplierStores.id, catalogStock.store_id))
    .where(
      and(
        inArray(catalogStock.part_id, partIds),
        eq(supplierStores.supplier_id, store.supplierId),
        gt(catalogStock.quantity, 0),
      ),
    )
    .orderBy(sql`${catalogStock.store_id} <> ${store.id}`, asc(supplierStores.name));
  for (const row of rows) {
    const list = byPart.get(row.partId) ?? [];
    list.push({ specificName: row.name, quantity: row.quantity, storeId: row.storeId });
    byPart.set(row.partId, list);
  }
  return byPart;
}
