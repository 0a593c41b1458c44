import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { priceWithMatrix } from '../../shared/matrix';
import { fitsVehicle } from '../../shared/part-fit';
import type { Db } from '../db/client';
import { catalogParts, catalogStock, shopSuppliers } from '../db/schema';
import type { CatalogOption, EngineShop, EngineVehicle } from './engine';
import { oilViscosityFor } from './engine-oil';

/**
 * The catalogue's parts of these types for the vehicle (its make, and for engine oil the grade its
 * engine takes, as sourcing chooses), each priced as sourcing prices a supplier part: its cost
 * through the shop's parts matrix (docs/decisions/030), so a quote's part keeps its price when it
 * is sourced unless the supplier's cost differs.
 */
export async function catalogOptions(
  db: Db,
  partTypeIds: number[],
  vehicle: EngineVehicle,
  shop: EngineShop,
) {
  const { make } = vehicle;
  const oil = oilViscosityFor(vehicle) ?? null;
  const catalog: Record<number, CatalogOption[]> = {};
  if (partTypeIds.length === 0) return catalog;
  // Stock at the shop's first active supplier store: where sourcing looks first.
  const store = db
    .select({ id: shopSuppliers.store_id })
    .from(shopSuppliers)
    .where(and(eq(shopSuppliers.shop_id, shop.id), eq(shopSuppliers.status, 'ACTIVE')))
    .orderBy(asc(shopSuppliers.priority), asc(shopSuppliers.id))
    .limit(1);
  const rows = await db
    .select({
      part_type_id: catalogParts.part_type_id,
      name: catalogParts.name,
      brand: catalogParts.brand,
      part_number: catalogParts.part_number,
      is_oe: catalogParts.is_oe,
      cost: catalogParts.cost,
      stocked: sql<
        number | null
      >`(select ${catalogStock.quantity} from ${catalogStock} where ${catalogStock.part_id} = ${catalogParts.id} and ${catalogStock.store_id} = (${store}))`,
    })
    .from(catalogParts)
    .where(
      and(
        inArray(catalogParts.part_type_id, partTypeIds),
        make
          ? or(isNull(catalogParts.fits_make), eq(catalogParts.fits_make, make))
          : isNull(catalogParts.fits_make),
      ),
    );
  for (const row of rows) {
    if (!fitsVehicle(row.part_type_id, row.name, oil)) continue;
    const list = catalog[row.part_type_id] ?? [];
    catalog[row.part_type_id] = list;
    list.push({
      partTypeId: row.part_type_id,
      name: row.name,
      brand: row.brand,
      partNumber: row.part_number,
      isOe: row.is_oe === 1,
      retail: priceWithMatrix(row.cost, shop.parts_matrix ?? []),
      cost: row.cost,
      inStock: Number(row.stocked ?? 0) > 0,
    });
  }
  for (const list of Object.values(catalog))
    list.sort((a, b) => a.retail - b.retail || a.partNumber.localeCompare(b.partNumber));
  return catalog;
}
