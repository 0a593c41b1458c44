import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrations } from '../../db/schema';
import type { Env } from '../../env';
import { integrationApiUrl } from '../../integrations/hosts';
import { getPartsTechClient } from '../../integrations/partstech';
import type {
  PartsTechClient,
  PartsTechCredentials,
  PartsTechSearchParams,
  QuotedPart,
} from '../../integrations/partstech/types';
import { requirePlatformAccess } from '../../integrations/platform-access';
import { AppError } from '../../lib/app-error';
import { decryptSecret } from '../../lib/secret-box';
import { createDemoCatalogProvider } from './demo-catalog';
import { type CatalogQuotePart, NOTHING_TO_SEARCH, type PartsProvider } from './provider-contract';

/** Parts quotes from PartsTech with one shop's account; the VIN decides what fits. */
export function createPartsTechProvider(
  client: PartsTechClient,
  credentials: PartsTechCredentials,
): PartsProvider {
  return {
    name: 'partstech',
    async quote(input) {
      let searchParams: PartsTechSearchParams;
      if (input.partTypeIds && input.partTypeIds.length > 0) {
        searchParams = { vin: input.vin, partTypeIds: input.partTypeIds };
      } else if (input.keyword?.trim()) {
        searchParams = { vin: input.vin, keyword: input.keyword.trim() };
      } else {
        throw new AppError('BAD_REQUEST', NOTHING_TO_SEARCH);
      }
      const { parts, errors } = await client.quote(credentials, { storeId: input.storeId, searchParams });
      // With no parts, the supplier's own words ("doesn't recognize this vehicle") explain more
      // than an empty list would.
      if (parts.length === 0 && errors.length > 0) {
        throw new AppError('UPSTREAM_ERROR', `PartsTech: ${errors.join(' ')}`);
      }
      return parts.map(toCatalogQuotePart);
    },
  };
}

export function toCatalogQuotePart(part: QuotedPart): CatalogQuotePart {
  return {
    partId: part.partId,
    partName: part.partName,
    partNumber: part.partNumber,
    partCategory: part.partCategory ?? null,
    status: part.status,
    brand: {
      brandID: part.brand.brandID,
      brandName: part.brand.brandName,
      displayName: part.brand.displayName || part.brand.brandName,
    },
    price: {
      cost: part.price.cost,
      // Not every part has a list price; the shop's cost is the honest stand-in.
      list: part.price.list ?? part.price.cost,
      retail: part.price.retail ?? null,
    },
    supplier: { id: part.supplier.id, name: part.supplier.name },
    store: { id: part.store.id, name: part.store.name },
    storesAvailability: (part.storesAvailability ?? []).map((s) => ({
      specificName: s.specificName,
      quantity: s.quantity,
      storeId: s.store?.id ?? null,
    })),
    notes: part.notes ?? [],
    images: (part.images ?? []).filter((i) => i.full).map((i) => ({ full: i.full })),
    // 0: PartsTech sent no taxonomy (it is nullable); no PCdb id is 0.
    taxonomy: { partTypeId: part.taxonomy?.partTypeId ?? 0 },
  };
}

/**
 * The provider a shop's quotes use: PartsTech when the shop has a PARTS_TECH integration,
 * otherwise the demo catalogue.
 */
export async function partsProviderForShop(
  deps: { db: Db; env: Env },
  shopId: string,
): Promise<PartsProvider> {
  const [row] = await deps.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.shop_id, shopId), eq(integrations.type, 'PARTS_TECH')))
    .limit(1);
  if (!row) return createDemoCatalogProvider(deps.db);
  await requirePlatformAccess(deps.db, deps.env, 'PARTS_TECH');
  // A half-filled integration must not silently fall back to demo prices.
  if (!row.public_key || !row.partner_id || !row.partner_key_encrypted) {
    throw new AppError(
      'BAD_REQUEST',
      'The PartsTech integration is missing its user id, partner id or partner key. Check the integration in Settings → Integrations.',
    );
  }
  const credentials: PartsTechCredentials = {
    user: { id: row.public_key, key: decryptSecret(row.private_key_encrypted, deps.env.APP_SECRET) },
    partner: { id: row.partner_id, key: decryptSecret(row.partner_key_encrypted, deps.env.APP_SECRET) },
  };
  return createPartsTechProvider(
    getPartsTechClient(integrationApiUrl(deps.env, 'PARTS_TECH', row.base_url)),
    credentials,
  );
}
