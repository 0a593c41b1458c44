import { priceWithMatrix } from '../../../shared/matrix';
import { isCurrentPart, type OilSpec, type PartLine, rankSupplierParts } from '../../../shared/part-fit';
import { oilViscosityFor } from '../../ai/engine-oil';
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

/**
 * A supplier part with what the shop charges for it (its cost through the shop's PARTS matrix),
 * and whether it is the part the line being sourced has now.
 */
export type SupplierPart = CatalogQuotePart & { priceCostWithMatrix: number; isCurrent: boolean };

/** The vehicle searched for: a stored one (a quote's), or a VIN the advisor typed, possibly none. */
type SearchedVehicle = { vehicleId: string } | { vin: string };

export type SupplierPartsSearch = {
  /** The shop the caller was already checked to belong to. */
  shopId: string;
  supplierStoreId: number;
  keyword: string;
  vehicle: SearchedVehicle;
  /** The quote's part line being sourced, whose type and current part lead the list. */
  line?: PartLine;
};

type ShopStore = Awaited<ReturnType<typeof shopStores>>[number];

function storeAmong(stores: ShopStore[], storeId: number | null) {
  const store = stores.find((s) => s.store.id === storeId);
  if (!store) throw new AppError('BAD_REQUEST', 'This supplier store is not one of your shop’s suppliers.');
  return store;
}

/** One of the shop's supplier stores; a store of another shop is refused like an unknown one. */
export async function requireShopStore(db: Db, shopId: string, storeId: number | null) {
  return storeAmong(await shopStores(db, shopId), storeId);
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

/** The vehicle's VIN and make, which the provider searches by, and the oil its engine takes. */
async function searchedVehicle(ctx: SearchContext, vehicle: SearchedVehicle) {
  const row =
    'vehicleId' in vehicle
      ? await quoteVehicle(ctx.db, vehicle.vehicleId)
      : vehicle.vin
        ? await findOrDecodeVehicle(ctx, vehicle.vin)
        : null;
  const oil: OilSpec | null = (row && oilViscosityFor(row)) ?? null;
  return { vin: row?.vin ?? '', make: row?.make ?? null, oil };
}

/**
 * Stock only at the shop's own supplier stores, the searched one first: a supplier's store in
 * another state is of no use to the counter (issue 28), and PartsTech answers for the stores of the
 * shop's account, which need not all be among the stores the shop set up here.
 */
function atShopStores(part: CatalogQuotePart, stores: ShopStore[]): CatalogQuotePart {
  const ids = new Set(stores.map((s) => s.store.id));
  const shown = part.storesAvailability.filter((s) => s.storeId !== null && ids.has(s.storeId));
  const main = shown.filter((s) => s.storeId === part.store.id);
  return { ...part, storesAvailability: [...main, ...shown.filter((s) => s.storeId !== part.store.id)] };
}

/** What one of the shop's supplier stores offers for the vehicle and keyword, with the shop's price. */
export async function supplierPartsByKeyword(
  ctx: SearchContext,
  search: SupplierPartsSearch,
): Promise<SupplierPart[]> {
  const stores = await shopStores(ctx.db, search.shopId);
  storeAmong(stores, search.supplierStoreId);
  const [{ oil, ...vehicle }, matrix, provider] = await Promise.all([
    searchedVehicle(ctx, search.vehicle),
    shopMatrix(ctx.db, search.shopId, 'PARTS'),
    partsProviderForShop(ctx.deps, search.shopId),
  ]);
  requireVinFor(provider, vehicle.vin);
  const storeId = search.supplierStoreId;
  const line = search.line ?? null;
  const parts = await provider.quote({ storeId, ...vehicle, keyword: search.keyword });
  const current = line?.current;
  // The part on the line stays in view whatever the words find, to compare the others with.
  if (current?.storeId === storeId && !parts.some((p) => isCurrentPart(p, line))) {
    const byNumber = await provider.quote({ storeId, ...vehicle, keyword: current.partNumber });
    parts.unshift(...byNumber.filter((p) => isCurrentPart(p, line)));
  }
  return rankSupplierParts(parts, line, oil).map((part) => ({
    ...atShopStores(part, stores),
    priceCostWithMatrix: priceWithMatrix(part.price.cost, matrix),
    isCurrent: isCurrentPart(part, line),
  }));
}
