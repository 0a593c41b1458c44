import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context-types';
import { type IntegrationType, integrations } from '../../../db/schema';
import type { Env } from '../../../env';
import { integrationApiUrl } from '../../../integrations/hosts';
import { requirePlatformAccess } from '../../../integrations/platform-access';
import {
  getShopWareClient,
  type ShopWareAccount,
  type ShopWareClient,
  type ShopWareCredentials,
} from '../../../integrations/shopware';
import { getTekmetricClient, type TekmetricClient } from '../../../integrations/tekmetric';
import { AppError } from '../../../lib/app-error';
import type { Shop } from '../../shop/types';
import { INTEGRATION_NAMES, type IntegrationRow, privateKeyOf } from './access';

// A stored integration turned into a client of its system: its API host and its decrypted
// credentials. Used by Settings' checks, My Shop's Tekmetric refresh and job creation alike.

export function storedTekmetric(env: Env, row: IntegrationRow) {
  const apiUrl = integrationApiUrl(env, 'TEKMETRIC', row.base_url);
  const credentials = { clientId: row.public_key ?? '', clientSecret: privateKeyOf(row, env.APP_SECRET) };
  return { client: getTekmetricClient(credentials, apiUrl), apiUrl };
}

export function storedShopWare(env: Env, row: IntegrationRow) {
  const apiUrl = integrationApiUrl(env, 'SHOP_WARE', row.base_url);
  const credentials: ShopWareCredentials = {
    partnerId: row.public_key ?? '',
    secret: privateKeyOf(row, env.APP_SECRET),
  };
  return { client: getShopWareClient(apiUrl), credentials, apiUrl };
}

/** The shop's Shop-Ware subdomain, which names its tenant. */
export function shopWareCname(shop: Pick<Shop, 'name' | 'shopware_cname'>): string {
  const cname = shop.shopware_cname?.trim().toLowerCase();
  if (!cname) {
    throw new AppError(
      'BAD_REQUEST',
      `${shop.name} has no Shop-Ware address (the name before .shop-ware.com), so its Shop-Ware account cannot be found. Set it on the shop first.`,
    );
  }
  return cname;
}

async function shopIntegration(deps: Pick<AppDeps, 'db'>, shopId: string, type: IntegrationType) {
  const [row] = await deps.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.shop_id, shopId), eq(integrations.type, type)))
    .limit(1);
  if (!row?.public_key) {
    throw new AppError(
      'BAD_REQUEST',
      `${INTEGRATION_NAMES[type]} is not connected for this shop. Connect it in Settings → Integrations.`,
    );
  }
  return row;
}

export async function tekmetricForShop(
  deps: Pick<AppDeps, 'db' | 'env'>,
  shop: Shop,
): Promise<{ client: TekmetricClient; apiUrl: string }> {
  await requirePlatformAccess(deps.db, deps.env, 'TEKMETRIC');
  return storedTekmetric(deps.env, await shopIntegration(deps, shop.id, 'TEKMETRIC'));
}

export async function shopWareForShop(
  deps: Pick<AppDeps, 'db' | 'env'>,
  shop: Shop,
): Promise<{ client: ShopWareClient; account: ShopWareAccount; cname: string; apiUrl: string }> {
  await requirePlatformAccess(deps.db, deps.env, 'SHOP_WARE');
  const cname = shopWareCname(shop);
  const { client, credentials, apiUrl } = storedShopWare(
    deps.env,
    await shopIntegration(deps, shop.id, 'SHOP_WARE'),
  );
  const tenant = await client.findTenant(credentials, cname);
  return { client, account: { ...credentials, tenantId: tenant.id }, cname, apiUrl };
}
