import { roundMoney } from '../../../shared/money';
import type { Db } from '../../db/client';
import {
  catalogParts,
  catalogStock,
  categories,
  guideJobs,
  guideLaborItems,
  guidePartItems,
  partTypes,
  shopSuppliers,
  supplierStores,
  suppliers,
  vehicles,
} from '../../db/schema';
import { CATEGORIES } from '../catalog/categories';
import { GUIDE_JOBS } from '../catalog/guide-jobs';
import { OE_BRANDS, PART_TYPES } from '../catalog/part-types';
import { SUPPLIERS } from '../catalog/suppliers';
import { VEHICLES } from '../catalog/vehicles';
import { gradedCatalogParts } from './graded-parts';
import { insertRows } from './insert';
import { createRandom, type Random } from './random';
import { toVehicleRow } from './vehicle-rows';

const PRODUCT_LINES = ['Premium', 'Professional', 'Standard', 'Severe Duty', 'Gold', 'Silver', 'Select'];

export type CatalogPart = typeof catalogParts.$inferInsert & { id: string };

/** Everything the network generator needs to reference, as generated. */
export type Knowledge = {
  categoryIds: Map<string, number>;
  guideJobIds: Map<string, string>;
  vehicleIds: Map<string, string>;
  /** Catalogue parts by part type: OE (by make) and aftermarket. */
  partsByType: Map<number, CatalogPart[]>;
};

/** Categories, the labor guide, catalogue vehicles, parts catalogue, suppliers and stock. */
export async function seedKnowledge(db: Db, seed: number): Promise<Knowledge> {
  const random = createRandom(seed);

  const categoryRows = await db
    .insert(categories)
    .values(CATEGORIES.map((name) => ({ name })))
    .returning({ id: categories.id, name: categories.name });
  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));

  const guideJobIds = new Map(GUIDE_JOBS.map((job) => [job.smartJobId, random.uuid()]));
  await insertRows(
    db,
    guideJobs,
    GUIDE_JOBS.map((job) => ({
      id: guideJobIds.get(job.smartJobId)!,
      smartJobId: job.smartJobId,
      name: job.name,
      system: job.system,
      category_id: categoryIds.get(job.category)!,
      keywords: job.keywords.join('; '),
      applies_to: job.appliesTo ?? null,
      companions: job.companions ?? [],
      frequency: job.frequency,
    })),
  );
  await insertRows(
    db,
    guideLaborItems,
    GUIDE_JOBS.flatMap((job) =>
      job.labor.map((labor, position) => ({
        id: random.uuid(),
        guide_job_id: guideJobIds.get(job.smartJobId)!,
        position,
        name: labor.name,
        operation: labor.operation,
        section: labor.section,
        base_hours: labor.baseHours,
        modifiers: labor.modifiers ?? {},
      })),
    ),
  );
  await insertRows(
    db,
    guidePartItems,
    GUIDE_JOBS.flatMap((job) =>
      job.parts.map((part, position) => ({
        id: random.uuid(),
        guide_job_id: guideJobIds.get(job.smartJobId)!,
        position,
        name: part.name,
        quantity: part.quantity,
        per_cylinder: part.perCylinder ? 1 : 0,
        retail: part.retail,
        pcdb_part_type_id: part.partTypeId,
      })),
    ),
  );

  const vehicleRows = VEHICLES.map((spec) => ({ ...toVehicleRow(spec), id: random.uuid() }));
  await db.insert(vehicles).values(vehicleRows).onConflictDoNothing({ target: vehicles.vin });
  const stored = await db.select({ id: vehicles.id, vin: vehicles.vin }).from(vehicles);
  const vehicleIds = new Map(stored.map((v) => [v.vin, v.id]));

  await insertRows(
    db,
    partTypes,
    PART_TYPES.map((type) => ({ id: type.partTypeId, name: type.name, category: type.category })),
  );
  const partsByType = generateCatalogParts(random);
  const allParts = [...partsByType.values()].flat();
  await insertRows(db, catalogParts, allParts);

  const storeIds = await seedSuppliers(db);
  const stock = allParts.flatMap((part) =>
    storeIds
      .filter(() => random.chance(0.45))
      .map((store) => ({ part_id: part.id, store_id: store.id, quantity: random.int(0, 24) })),
  );
  await insertRows(db, catalogStock, stock);
  const graded = gradedCatalogParts(
    seed,
    PART_TYPES,
    storeIds.map((store) => store.id),
  );
  await insertRows(db, catalogParts, graded.parts);
  await insertRows(db, catalogStock, graded.stock);

  return { categoryIds, guideJobIds, vehicleIds, partsByType };
}

function generateCatalogParts(random: Random): Map<number, CatalogPart[]> {
  const makes = [...new Set(VEHICLES.map((v) => v.make))];
  const usedNumbers = new Set<string>();
  const partNumber = (brand: string) => {
    const prefix = brand.replace(/[^A-Z]/g, '').slice(0, 3) || brand.slice(0, 2).toUpperCase();
    for (;;) {
      const candidate = `${prefix}${random.int(1000, 99999)}${random.chance(0.3) ? random.pick(['A', 'B', 'HD', 'X']) : ''}`;
      if (!usedNumbers.has(candidate)) {
        usedNumbers.add(candidate);
        return candidate;
      }
    }
  };
  const byType = new Map<number, CatalogPart[]>();
  for (const type of PART_TYPES) {
    const parts: CatalogPart[] = [];
    const add = (brand: string, line: string | null, fitsMake: string | null, isOe: boolean) => {
      const cost = roundMoney(
        type.cost[0] + random.next() * (type.cost[1] - type.cost[0]) * (isOe ? 1.1 : 1),
      );
      const list = roundMoney(cost * (1.45 + random.next() * 0.5));
      parts.push({
        id: random.uuid(),
        part_type_id: type.partTypeId,
        brand,
        brand_id: brand.toUpperCase().replace(/[^A-Z0-9]+/g, '-'),
        is_oe: isOe ? 1 : 0,
        fits_make: fitsMake,
        part_number: partNumber(brand),
        name: [brand, line, type.name].filter(Boolean).join(' '),
        cost,
        list,
        retail: random.chance(0.5) ? roundMoney(list * (0.9 + random.next() * 0.1)) : null,
        notes: [
          type.notes ?? [],
          [
            random.pick([
              'Limited lifetime warranty',
              '2-year warranty',
              '1-year warranty',
              '90-day warranty',
            ]),
          ],
        ],
        image_url: null,
      });
    };
    for (const brand of type.aftermarketBrands) {
      const lines = random.chance(0.4)
        ? [random.pick(PRODUCT_LINES), random.pick(PRODUCT_LINES)]
        : [random.pick(PRODUCT_LINES)];
      for (const line of new Set(lines)) add(brand, line, null, false);
    }
    for (const make of makes) {
      const oe = OE_BRANDS[make];
      if (oe) add(oe, null, make, true);
    }
    byType.set(type.partTypeId, parts);
  }
  return byType;
}

async function seedSuppliers(db: Db) {
  const rows = await db
    .insert(suppliers)
    .values(SUPPLIERS.map((s) => ({ name: s.name })))
    .returning({ id: suppliers.id, name: suppliers.name });
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  return db
    .insert(supplierStores)
    .values(
      SUPPLIERS.flatMap((s) =>
        s.stores.map((store) => ({
          supplier_id: ids.get(s.name)!,
          name: `${s.name} - ${store.city}`,
          city: store.city,
          state: store.state,
        })),
      ),
    )
    .returning({ id: supplierStores.id, state: supplierStores.state });
}

/** Each demo shop buys from four to six stores in its state, in an order of preference. */
export async function seedShopSuppliers(
  db: Db,
  seed: number,
  shopList: Array<{ id: string; state: string | null }>,
) {
  const random = createRandom(seed + 7);
  const stores = await db.select({ id: supplierStores.id, state: supplierStores.state }).from(supplierStores);
  const rows = shopList.flatMap((shop) => {
    const local = stores.filter((s) => s.state === shop.state);
    const chosen = random.shuffle(local).slice(0, random.int(4, 6));
    return chosen.map((store, index) => ({
      shop_id: shop.id,
      store_id: store.id,
      priority: index + 1,
      status: index === chosen.length - 1 && chosen.length > 4 ? 'INACTIVE' : 'ACTIVE',
    }));
  });
  await insertRows(db, shopSuppliers, rows);
}
