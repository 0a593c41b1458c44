import { and, eq } from 'drizzle-orm';
import { priceWithMatrix } from '../../../shared/matrix';
import { fitsVehicle, type PartLine } from '../../../shared/part-fit';
import { oilViscosityFor } from '../../ai/engine-oil';
import { enqueueQuoteWork } from '../../background/queue';
import type { AppDeps, ProtectedContext, ShopContext } from '../../context-types';
import type { Db } from '../../db/client';
import { quotePartItems, sourcedParts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { shopMatrix } from '../matrix/service';
import { partItemForUser, quoteWithShopForUser } from '../quote/service/access';
import { getFullQuote } from '../quote/service/read';
import { partsProviderForShop } from './provider';
import type { CatalogQuotePart } from './provider-contract';
import {
  quoteVehicle,
  type SourcedPartInput,
  saveSourcedPart,
  shopStores,
  sourceBestPart,
  sourcedPartValues,
  toSourcedInput,
} from './sourcing';
import { requireShopStore, supplierPartsByKeyword } from './supplier-parts';

export function suppliersSuggestion(ctx: ShopContext) {
  return shopStores(ctx.db, ctx.shop.id);
}

/**
 * part.getPartsFromQuotesAi: a supplier store's parts for the quote's vehicle, with the shop's
 * price; for one of the quote's lines, ranked for that line.
 */
export async function partsFromQuotes(
  ctx: ProtectedContext,
  input: { supplierStoreId: number; quoteId: string; keyword: string; quotePartItemId?: string },
) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const line = input.quotePartItemId ? await partLineOf(ctx.db, quote.id, input.quotePartItemId) : undefined;
  return supplierPartsByKeyword(ctx, {
    shopId: quote.shop_id,
    supplierStoreId: input.supplierStoreId,
    keyword: input.keyword,
    vehicle: { vehicleId: quote.vehicle_id },
    line,
  });
}

/** A line of this quote (the quote's access already checked), with the part it is sourced with. */
async function partLineOf(db: Db, quoteId: string, itemId: string): Promise<PartLine> {
  const [row] = await db
    .select({
      name: quotePartItems.name,
      partTypeId: quotePartItems.pcdb_part_type_id,
      sourced: sourcedParts,
    })
    .from(quotePartItems)
    .leftJoin(sourcedParts, eq(sourcedParts.quote_part_item_id, quotePartItems.id))
    .where(and(eq(quotePartItems.id, itemId), eq(quotePartItems.quote_id, quoteId)));
  if (!row) throw new AppError('NOT_FOUND', 'Part item not found');
  const { sourced } = row;
  return {
    name: row.name,
    partTypeId: row.partTypeId,
    current: sourced && { partId: sourced.partId, partNumber: sourced.partNumber, storeId: sourced.store_id },
  };
}

export async function createSourcedPart(
  ctx: ProtectedContext,
  input: SourcedPartInput & { quotePartItemId: string },
) {
  const { item, quote } = await partItemForUser(ctx.db, ctx.user.id, input.quotePartItemId);
  await requireShopStore(ctx.db, quote.shop_id, input.storeId);
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

/** A part a sourced line's supplier offers instead, with its sourced-part row ready to write. */
export type SupplierAlternative = {
  part: CatalogQuotePart;
  priceCostWithMatrix: number;
  sourced: ReturnType<typeof sourcedPartValues>;
};

/**
 * For each sourced line of a quote, what the store it was sourced from offers for the line's part
 * type, priced with the shop's matrix: the parts a follow-up ('premium pads') chooses among so a
 * sourced line stays sourced. A store no longer among the shop's active suppliers, or a supplier
 * that cannot answer, gives no alternatives: the follow-up then works from the catalogue and says
 * the line must be sourced again, rather than failing the advisor's request.
 */
export async function supplierAlternatives(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  quote: { id: string; shop_id: string; vehicle_id: string },
): Promise<Map<string, SupplierAlternative[]>> {
  const found = new Map<string, SupplierAlternative[]>();
  const lines = await deps.db
    .select({
      id: quotePartItems.id,
      partTypeId: quotePartItems.pcdb_part_type_id,
      storeId: sourcedParts.store_id,
    })
    .from(quotePartItems)
    .innerJoin(sourcedParts, eq(sourcedParts.quote_part_item_id, quotePartItems.id))
    .where(eq(quotePartItems.quote_id, quote.id));
  const active = new Set(
    (await shopStores(deps.db, quote.shop_id)).filter((s) => s.status === 'ACTIVE').map((s) => s.store.id),
  );
  const searches = new Map<string, { storeId: number; partTypeId: number; lineIds: string[] }>();
  for (const line of lines) {
    if (line.partTypeId === null || line.storeId === null || !active.has(line.storeId)) continue;
    const key = `${line.storeId}:${line.partTypeId}`;
    const search = searches.get(key) ?? { storeId: line.storeId, partTypeId: line.partTypeId, lineIds: [] };
    search.lineIds.push(line.id);
    searches.set(key, search);
  }
  if (searches.size === 0) return found;
  try {
    const [vehicle, matrix, provider] = await Promise.all([
      quoteVehicle(deps.db, quote.vehicle_id),
      shopMatrix(deps.db, quote.shop_id, 'PARTS'),
      partsProviderForShop(deps, quote.shop_id),
    ]);
    const oil = oilViscosityFor(vehicle) ?? null;
    // One search per store and part type: a search returns a limited list, which across several
    // types could leave out the dearest parts of one (the premium ones).
    for (const search of searches.values()) {
      const parts = await provider.quote({
        storeId: search.storeId,
        vin: vehicle.vin,
        make: vehicle.make,
        partTypeIds: [search.partTypeId],
      });
      const alternatives = parts
        .filter(
          (p) =>
            p.status !== 'OUT_OF_STOCK' &&
            p.taxonomy.partTypeId === search.partTypeId &&
            fitsVehicle(p.taxonomy.partTypeId, p.partName, oil),
        )
        .map((part) => ({
          part,
          priceCostWithMatrix: priceWithMatrix(part.price.cost, matrix),
          sourced: sourcedPartValues(toSourcedInput(part), matrix),
        }));
      for (const id of search.lineIds) found.set(id, alternatives);
    }
  } catch (error) {
    deps.logger.warn({ err: error, quoteId: quote.id }, 'supplier alternatives unavailable');
  }
  return found;
}
