import { priceWithMatrix } from '../../../shared/matrix';
import type {
  ApplyPartsTechToPartsInput,
  BuilderPartItemInput,
  BuilderPartsFromQuotesInput,
} from '../../../shared/schemas/job-builder';
import type { ShopContext } from '../../context-types';
import { PARTSTECH_CREDENTIALS_REJECTED } from '../../integrations/partstech';
import { AppError } from '../../lib/app-error';
import { shopMatrix } from '../matrix/service';
import { partsProviderForShop } from './provider';
import type { CatalogQuotePart } from './provider-contract';
import { bestSupplierPart } from './sourcing';
import { requireActiveStores, requireVinFor, supplierPartsByKeyword, vehicleOfVin } from './supplier-parts';

// The Enhanced Job builder's parts calls: a supplier store's parts for a keyword, and replacing
// the selected parts with the best supplier parts, priced as sourced quote parts are (cost with
// the shop's PARTS matrix).

/** part.getPartsFromQuotes: what one of the shop's supplier stores offers for the keyword. */
export function builderPartsFromQuotes(ctx: ShopContext, input: BuilderPartsFromQuotesInput) {
  return supplierPartsByKeyword(ctx, {
    shopId: ctx.shop.id,
    supplierStoreId: input.supplierStoreId,
    keyword: input.keyword,
    vehicle: { vin: input.vin },
  });
}

export type AppliedPart = {
  id: string;
  found: boolean;
  part: {
    name: string;
    part_number: string;
    brand: string;
    description: string;
    quantity: number;
    retail: number;
    cost: number;
    pcdb_part_type_id: number | null;
  } | null;
  supplier: { name: string; store: string } | null;
  message?: string;
};

/** The provider cannot answer at all (down, throttled, credentials refused): the whole call fails. */
function isProviderDown(error: unknown) {
  return (
    error instanceof AppError &&
    (error.code === 'UPSTREAM_UNAVAILABLE' ||
      error.code === 'TOO_MANY_REQUESTS' ||
      error.message === PARTSTECH_CREDENTIALS_REJECTED)
  );
}

/**
 * part.applyPartsTechToParts: each selected part replaced by the best part of the shop's active
 * supplier stores (in their order of preference), keeping its quantity. A part nothing matches
 * is reported with a message; the others are still replaced.
 */
export async function applyPartsTechToParts(ctx: ShopContext, input: ApplyPartsTechToPartsInput) {
  const stores = await requireActiveStores(ctx.db, ctx.shop);
  const [matrix, provider] = await Promise.all([
    shopMatrix(ctx.db, ctx.shop.id, 'PARTS'),
    partsProviderForShop(ctx.deps, ctx.shop.id),
  ]);
  requireVinFor(provider, input.vin);
  const vehicle = await vehicleOfVin(ctx, input.vin);
  // Several lines of one part type ask each store once.
  const searches = new Map<string, Promise<CatalogQuotePart[]>>();
  const search = (storeId: number, item: BuilderPartItemInput) => {
    const by = item.pcdb_part_type_id
      ? { partTypeIds: [item.pcdb_part_type_id] }
      : { keyword: item.name || item.part_number };
    const key = `${storeId}:${JSON.stringify(by)}`;
    let found = searches.get(key);
    if (!found) {
      found = provider.quote({ storeId, ...vehicle, ...by });
      searches.set(key, found);
    }
    return found;
  };

  const replaced: AppliedPart[] = [];
  for (const item of input.partItems) {
    const notFound = (message: string): AppliedPart => ({
      id: item.id,
      found: false,
      part: null,
      supplier: null,
      message,
    });
    if (!item.pcdb_part_type_id && !item.name && !item.part_number) {
      replaced.push(notFound('This part has no name or part type to search for.'));
      continue;
    }
    let result: AppliedPart | null = null;
    let failure: string | null = null;
    for (const { supplier, store } of stores) {
      let parts: CatalogQuotePart[];
      try {
        parts = await search(store.id, item);
      } catch (error) {
        if (isProviderDown(error)) throw error;
        failure = error instanceof Error ? error.message : String(error);
        continue;
      }
      const best = bestSupplierPart(parts, matrix, item.retail);
      if (!best) continue;
      result = {
        id: item.id,
        found: true,
        part: {
          name: best.partName,
          part_number: best.partNumber,
          brand: best.brand.displayName || best.brand.brandName,
          description: item.description,
          quantity: item.quantity,
          retail: priceWithMatrix(best.price.cost, matrix),
          cost: best.price.cost,
          pcdb_part_type_id: best.taxonomy.partTypeId || item.pcdb_part_type_id,
        },
        supplier: { name: supplier.name, store: store.name },
      };
      break;
    }
    const label = item.name || item.part_number || 'this part';
    replaced.push(result ?? notFound(failure ?? `No matching part found at your suppliers for "${label}"`));
  }
  return replaced;
}
