import { and, eq } from 'drizzle-orm';
import { type IntegrationType, integrations, type shops } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { integrationApiUrl } from '../../integrations/hosts';
import { getShopWareClient, type ShopWareAccount, type ShopWareClient } from '../../integrations/shopware';
import { getTekmetricClient, type TekmetricClient } from '../../integrations/tekmetric';
import { AppError } from '../../lib/app-error';
import { decryptSecret } from '../../lib/secret-box';

type Shop = typeof shops.$inferSelect;
const LABELS: Record<IntegrationType, string> = {
  TEKMETRIC: 'Tekmetric',
  SHOP_WARE: 'Shop-Ware',
  PARTS_TECH: 'PartsTech',
};

async function shopIntegration(deps: Pick<AppDeps, 'db'>, shopId: string, type: IntegrationType) {
  const [row] = await deps.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.shop_id, shopId), eq(integrations.type, type)))
    .limit(1);
  if (!row?.public_key) {
    throw new AppError(
      'BAD_REQUEST',
      `${LABELS[type]} is not connected for this shop. Connect it in Settings → Integrations.`,
    );
  }
  return { ...row, public_key: row.public_key };
}

export async function tekmetricForShop(
  deps: Pick<AppDeps, 'db' | 'env'>,
  shop: Shop,
): Promise<{ client: TekmetricClient; apiUrl: string }> {
  const row = await shopIntegration(deps, shop.id, 'TEKMETRIC');
  const apiUrl = integrationApiUrl(deps.env, 'TEKMETRIC', row.base_url);
  const clientSecret = decryptSecret(row.private_key_encrypted, deps.env.APP_SECRET);
  return { client: getTekmetricClient({ clientId: row.public_key, clientSecret }, apiUrl), apiUrl };
}

export async function shopWareForShop(
  deps: Pick<AppDeps, 'db' | 'env'>,
  shop: Shop,
): Promise<{ client: ShopWareClient; account: ShopWareAccount; cname: string; apiUrl: string }> {
  const row = await shopIntegration(deps, shop.id, 'SHOP_WARE');
  const cname = shop.shopware_cname?.trim().toLowerCase();
  if (!cname) {
    throw new AppError(
      'BAD_REQUEST',
      `${shop.name} has no Shop-Ware subdomain. Set it in the shop's details (the name before .shop-ware.com).`,
    );
  }
  const apiUrl = integrationApiUrl(deps.env, 'SHOP_WARE', row.base_url);
  const client = getShopWareClient(apiUrl);
  const credentials = {
    partnerId: row.public_key,
    secret: decryptSecret(row.private_key_encrypted, deps.env.APP_SECRET),
  };
  const tenant = await client.findTenant(credentials, cname);
  return { client, account: { ...credentials, tenantId: tenant.id }, cname, apiUrl };
}
