import { eq } from 'drizzle-orm';
import type { PartCatalogueInput } from '../../../shared/schemas/admin-shop';
import type { ProtectedContext } from '../../context-types';
import { shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { partsProviderForShop } from './provider';
import type { CatalogQuotePart } from './provider-contract';
import { requireActiveStores, requireVinFor, vehicleOfVin } from './supplier-parts';

export type CatalogueStoreResult = {
  supplier: { id: number; name: string };
  store: { id: number; name: string };
  parts: CatalogQuotePart[];
  /** The provider's own message when this store's search failed; the other stores still answer. */
  error: string | null;
};

export type PartCatalogue = {
  shop: { id: string; name: string };
  provider: string;
  vin: string | null;
  search: string;
  results: CatalogueStoreResult[];
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The admin's 'Part catalogue (PartsTech)' page (part.getPartCatalogue): one search through the
 * shop's parts provider at each of its active supplier stores, answered as the provider answers,
 * so an admin can see what quoting would be offered.
 */
export async function searchPartCatalogue(
  ctx: Pick<ProtectedContext, 'db' | 'deps'>,
  input: PartCatalogueInput,
): Promise<PartCatalogue> {
  const [shop] = await ctx.db.select().from(shops).where(eq(shops.id, input.shopId)).limit(1);
  if (!shop) throw new AppError('NOT_FOUND', 'Shop not found.');
  const provider = await partsProviderForShop(ctx.deps, shop.id);
  requireVinFor(provider, input.vin);
  const stores = await requireActiveStores(ctx.db, shop);
  const vehicle = await vehicleOfVin(ctx, input.vin);
  const results: CatalogueStoreResult[] = [];
  for (const { supplier, store } of stores) {
    try {
      const parts = await provider.quote({ storeId: store.id, ...vehicle, keyword: input.search });
      results.push({ supplier, store: { id: store.id, name: store.name }, parts, error: null });
    } catch (error) {
      ctx.deps.logger.warn(
        { shopId: shop.id, storeId: store.id, reason: reasonOf(error) },
        'part catalogue search failed',
      );
      results.push({
        supplier,
        store: { id: store.id, name: store.name },
        parts: [],
        error: reasonOf(error),
      });
    }
  }
  // Every store failing is the provider failing: its message is the answer, not an empty list.
  if (results.every((r) => r.error !== null)) {
    throw new AppError('UPSTREAM_ERROR', results[0]!.error!);
  }
  return {
    shop: { id: shop.id, name: shop.name },
    provider: provider.name,
    vin: input.vin || null,
    search: input.search,
    results,
  };
}
