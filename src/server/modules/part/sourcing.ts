import { asc, eq } from 'drizzle-orm';
import { type MatrixRow, priceWithMatrix } from '../../../shared/matrix';
import { fitsVehicle, type OilSpec } from '../../../shared/part-fit';
import { PRICE_COLUMN_MAX } from '../../../shared/schemas/number';
import { oilViscosityFor } from '../../ai/engine-oil';
import type { AppDeps } from '../../context-types';
import type { Db } from '../../db/client';
import type { quotePartItems, quotes } from '../../db/schema';
import { shopSuppliers, sourcedParts, supplierStores, suppliers, vehicles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { shopMatrix } from '../matrix/service';
import { partsProviderForShop } from './provider';
import type { CatalogQuotePart } from './provider-contract';

type Quote = typeof quotes.$inferSelect;
type PartItem = typeof quotePartItems.$inferSelect;

/** The shop's active supplier stores, in its order of preference. */
export async function shopStores(db: Db, shopId: string) {
  return db
    .select({
      id: shopSuppliers.id,
      priority: shopSuppliers.priority,
      status: shopSuppliers.status,
      supplier: { id: suppliers.id, name: suppliers.name },
      store: {
        id: supplierStores.id,
        name: supplierStores.name,
        city: supplierStores.city,
        state: supplierStores.state,
      },
    })
    .from(shopSuppliers)
    .innerJoin(supplierStores, eq(supplierStores.id, shopSuppliers.store_id))
    .innerJoin(suppliers, eq(suppliers.id, supplierStores.supplier_id))
    .where(eq(shopSuppliers.shop_id, shopId))
    .orderBy(asc(shopSuppliers.priority), asc(shopSuppliers.id));
}

export async function quoteVehicle(db: Db, vehicleId: string) {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw new AppError('NOT_FOUND', 'Vehicle not found');
  return vehicle;
}

export type SourcedPartInput = {
  partId: string;
  partName: string;
  partNumber: string;
  status: string;
  priceList: number | null;
  priceCost: number;
  supplierId: number | null;
  supplierName: string;
  brand: string | null;
  brandId: string | null;
  pcdbPartTypeId: number | null;
  image1: string | null;
  storeId: number | null;
  storeName: string | null;
};

/** A sourced part's row for a supplier part, priced with the shop's matrix (no part item yet). */
export function sourcedPartValues(part: SourcedPartInput, matrix: readonly MatrixRow[]) {
  return {
    partId: part.partId,
    partName: part.partName,
    partNumber: part.partNumber,
    status: part.status,
    price_list: part.priceList,
    price_cost: part.priceCost,
    price_cost_with_matrix: priceWithMatrix(part.priceCost, matrix),
    supplier_id: part.supplierId,
    supplier_name: part.supplierName,
    brand: part.brand,
    brand_id: part.brandId,
    pcdb_part_type_id: part.pcdbPartTypeId,
    image1: part.image1,
    store_id: part.storeId,
    store_name: part.storeName,
  };
}

/** Links a part item to a supplier part (replacing an earlier one), priced with the shop's matrix. */
export async function saveSourcedPart(
  db: Db,
  shopId: string,
  quotePartItemId: string,
  part: SourcedPartInput,
) {
  const matrix = await shopMatrix(db, shopId, 'PARTS');
  const values = { quote_part_item_id: quotePartItemId, ...sourcedPartValues(part, matrix) };
  // The prices are kept as numeric(10,2): a supplier's price beyond it is refused, not a 500.
  const prices = [values.price_cost, values.price_cost_with_matrix, values.price_list ?? 0];
  if (prices.some((price) => price > PRICE_COLUMN_MAX))
    throw new AppError('BAD_REQUEST', 'This part is too expensive to add: prices go up to $99,999,999.99.');
  await db
    .insert(sourcedParts)
    .values(values)
    .onConflictDoUpdate({ target: sourcedParts.quote_part_item_id, set: values });
}

export function toSourcedInput(part: CatalogQuotePart): SourcedPartInput {
  return {
    partId: part.partId,
    partName: part.partName,
    partNumber: part.partNumber,
    status: part.status,
    priceList: part.price.list,
    priceCost: part.price.cost,
    supplierId: part.supplier.id,
    supplierName: part.supplier.name,
    brand: part.brand.displayName || part.brand.brandName,
    brandId: part.brand.brandID,
    pcdbPartTypeId: part.taxonomy.partTypeId,
    image1: part.images[0]?.full ?? null,
    storeId: part.store.id,
    storeName: part.store.name,
  };
}

/**
 * The supplier part a line is sourced with: not out of stock nor of an oil grade the engine rules
 * out, in stock first, then the price with the shop's matrix closest to the line's retail.
 */
export function bestSupplierPart(
  parts: CatalogQuotePart[],
  matrix: readonly MatrixRow[],
  retail: number,
  oil: OilSpec | null = null,
) {
  const rank = (p: CatalogQuotePart) =>
    (p.status === 'IN_STOCK' ? 0 : 1_000_000) + Math.abs(priceWithMatrix(p.price.cost, matrix) - retail);
  const usable = parts.filter(
    (p) => p.status !== 'OUT_OF_STOCK' && fitsVehicle(p.taxonomy.partTypeId, p.partName, oil),
  );
  return usable.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/**
 * Sources a part item with the best supplier part: at the shop's active suppliers in order of
 * preference, parts of the item's type (or matching its name), in stock first, then the one whose
 * price with matrix is closest to the quoted retail (the least surprise for the customer).
 */
export async function sourceBestPart(deps: Pick<AppDeps, 'db' | 'env'>, quote: Quote, item: PartItem) {
  const [vehicle, stores, matrix, provider] = await Promise.all([
    quoteVehicle(deps.db, quote.vehicle_id),
    shopStores(deps.db, quote.shop_id),
    shopMatrix(deps.db, quote.shop_id, 'PARTS'),
    partsProviderForShop(deps, quote.shop_id),
  ]);
  for (const store of stores.filter((s) => s.status === 'ACTIVE')) {
    const parts = await provider.quote({
      storeId: store.store.id,
      vin: vehicle.vin,
      make: vehicle.make,
      ...(item.pcdb_part_type_id ? { partTypeIds: [item.pcdb_part_type_id] } : { keyword: item.name }),
    });
    const best = bestSupplierPart(parts, matrix, item.retail, oilViscosityFor(vehicle) ?? null);
    if (!best) continue;
    await saveSourcedPart(deps.db, quote.shop_id, item.id, toSourcedInput(best));
    return best;
  }
  throw new AppError('BAD_REQUEST', `No matching part found at your suppliers for "${item.name}"`);
}
