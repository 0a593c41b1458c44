import { priceWithMatrix } from '../../../shared/matrix';
import { enqueueQuoteWork } from '../../background/queue';
import { AppError } from '../../lib/app-error';
import type { ProtectedContext, ShopContext } from '../../trpc/context';
import { shopMatrix } from '../matrix/service';
import { partItemForUser, quoteWithShopForUser } from '../quote/service/access';
import { getFullQuote } from '../quote/service/read';
import { partsProviderForShop } from './provider';
import { quoteVehicle, type SourcedPartInput, saveSourcedPart, shopStores, sourceBestPart } from './sourcing';

export function suppliersSuggestion(ctx: ShopContext) {
  return shopStores(ctx.db, ctx.shop.id);
}

async function storeOfShop(ctx: ProtectedContext, shopId: string, storeId: number | null) {
  const stores = await shopStores(ctx.db, shopId);
  const store = stores.find((s) => s.store.id === storeId);
  if (!store) throw new AppError('BAD_REQUEST', 'This supplier store is not one of your shop’s suppliers.');
  return store;
}

/** The catalogue parts a supplier store offers for the quote's vehicle, with the shop's price. */
export async function partsFromQuotes(
  ctx: ProtectedContext,
  input: { supplierStoreId: number; quoteId: string; keyword: string },
) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  await storeOfShop(ctx, quote.shop_id, input.supplierStoreId);
  const [vehicle, matrix, provider] = await Promise.all([
    quoteVehicle(ctx.db, quote.vehicle_id),
    shopMatrix(ctx.db, quote.shop_id, 'PARTS'),
    partsProviderForShop(ctx.deps, quote.shop_id),
  ]);
  const parts = await provider.quote({
    storeId: input.supplierStoreId,
    vin: vehicle.vin,
    make: vehicle.make,
    keyword: input.keyword || undefined,
  });
  return parts.map((part) => ({ ...part, priceCostWithMatrix: priceWithMatrix(part.price.cost, matrix) }));
}

export async function createSourcedPart(
  ctx: ProtectedContext,
  input: SourcedPartInput & { quotePartItemId: string },
) {
  const { item, quote } = await partItemForUser(ctx.db, ctx.user.id, input.quotePartItemId);
  await storeOfShop(ctx, quote.shop_id, input.storeId);
  const { quotePartItemId: _id, ...part } = input;
  await saveSourcedPart(ctx.db, quote.shop_id, item.id, part);
  return getFullQuote(ctx, quote.id);
}

export async function findBestMatch(ctx: ProtectedContext, input: { quotePartItemId: string }) {
  const { item, quote } = await partItemForUser(ctx.db, ctx.user.id, input.quotePartItemId);
  await sourceBestPart(ctx.deps, quote, item);
  return getFullQuote(ctx, quote.id);
}

/** Starts sourcing every part of the quote in the background; the panel polls the part items. */
export async function findBestMatchAll(ctx: ProtectedContext, input: { quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  return enqueueQuoteWork(ctx.db, 'SOURCE_PARTS', quote.id);
}
