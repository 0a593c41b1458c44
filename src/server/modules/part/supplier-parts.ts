import { priceWithMatrix } from '../../../shared/matrix';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shopMatrix } from '../matrix/service';
import { findOrDecodeVehicle } from '../vehicle/service';
import { partsProviderForShop } from './provider';
import type { CatalogQuotePart, PartsProvider } from './provider-contract';
import { quoteVehicle, shopStores } from './sourcing';

// The one search of a supplier store's parts by keyword. A quote's part line
// (part.getPartsFromQuotesAi) and the Enhanced Job builder (part.getPartsFromQuotes) both ask it;
// they differ only in how the caller's access is checked and where the vehicle comes from.

type SearchContext = Pick<ProtectedContext, 'db' | 'deps'>;

/** A supplier part with what the shop charges for it: its cost through the shop's PARTS matrix. */
export type SupplierPart = CatalogQuotePart & { priceCostWithMatrix: number };

/** The vehicle searched for: a stored one (a quote's), or a VIN the advisor typed, possibly none. */
type SearchedVehicle = { vehicleId: string } | { vin: string };

export type SupplierPartsSearch = {
  /** The shop the caller was already checked to belong to. */
  shopId: string;
  supplierStoreId: number;
  keyword: string;
  vehicle: SearchedVehicle;
};

/** One of the shop's supplier stores; a store of another shop is refused like an unknown one. */
export async function requireShopStore(db: Db, shopId: string, storeId: number | null) {
  const store = (await shopStores(db, shopId)).find((s) => s.store.id === storeId);
  if (!store) throw new AppError('BAD_REQUEST', 'This supplier store is not one of your shop’s suppliers.');
  return store;
}

/** The shop's active supplier stores in its order of preference; none to search is the advisor's to fix. */
export async function requireActiveStores(db: Db, shop: { id: string; name: string }) {
  const stores = (await shopStores(db, shop.id)).filter((s) => s.status === 'ACTIVE');
  if (stores.length === 0) {
    throw new AppError(
      'BAD_REQUEST',
      `${shop.name} has no active supplier stores to search. Add one in Settings → Integrations.`,
    );
  }
  return stores;
}

/** PartsTech finds what fits by the VIN; the demo catalogue makes do with the make, or none. */
export function requireVinFor(provider: PartsProvider, vin: string) {
  if (provider.name === 'partstech' && !vin) {
    throw new AppError('BAD_REQUEST', 'PartsTech searches for a vehicle: enter its Vin.');
  }
}

/**
 * A typed VIN with its make (decoded on first sight). Without a VIN the demo catalogue offers only
 * the parts that fit every make.
 */
export async function vehicleOfVin(ctx: SearchContext, vin: string) {
  return { vin, make: vin ? (await findOrDecodeVehicle(ctx, vin)).make : null };
}

function searchedVehicle(ctx: SearchContext, vehicle: SearchedVehicle) {
  return 'vehicleId' in vehicle ? quoteVehicle(ctx.db, vehicle.vehicleId) : vehicleOfVin(ctx, vehicle.vin);
}

/** What one of the shop's supplier stores offers for the vehicle and keyword, with the shop's price. */
export async function supplierPartsByKeyword(
  ctx: SearchContext,
  search: SupplierPartsSearch,
): Promise<SupplierPart[]> {
  await requireShopStore(ctx.db, search.shopId, search.supplierStoreId);
  const [vehicle, matrix, provider] = await Promise.all([
    searchedVehicle(ctx, search.vehicle),
    shopMatrix(ctx.db, search.shopId, 'PARTS'),
    partsProviderForShop(ctx.deps, search.shopId),
  ]);
  requireVinFor(provider, vehicle.vin);
  const parts = await provider.quote({
    storeId: search.supplierStoreId,
    vin: vehicle.vin,
    make: vehicle.make,
    keyword: search.keyword,
  });
  return parts.map((part) => ({ ...part, priceCostWithMatrix: priceWithMatrix(part.price.cost, matrix) }));
}
