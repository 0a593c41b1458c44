import type { Env } from '../../../env';
import { integrationApiUrl } from '../../../integrations/hosts';
import { getShopWareClient, type ShopWareCredentials } from '../../../integrations/shopware';
import { getTekmetricClient } from '../../../integrations/tekmetric';
import { AppError } from '../../../lib/app-error';
import type { Shop } from '../../shop/types';
import { type IntegrationRow, privateKeyOf } from './access';

// A stored integration turned into a client of its system: its API host and its decrypted
// credentials. Used by Settings' checks and by job creation alike.

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
