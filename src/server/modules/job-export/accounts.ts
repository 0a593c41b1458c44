import { and, eq } from 'drizzle-orm';
import { type IntegrationType, integrations, type shops } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ShopWareAccount, ShopWareClient } from '../../integrations/shopware';
import type { TekmetricClient } from '../../integrations/tekmetric';
import { AppError } from '../../lib/app-error';
import { INTEGRATION_NAMES } from '../integration/service/access';
import { shopWareCname, storedShopWare, storedTekmetric } from '../integration/service/stored-clients';

type Shop = typeof shops.$inferSelect;

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
  return storedTekmetric(deps.env, await shopIntegration(deps, shop.id, 'TEKMETRIC'));
}

export async function shopWareForShop(
  deps: Pick<AppDeps, 'db' | 'env'>,
  shop: Shop,
): Promise<{ client: ShopWareClient; account: ShopWareAccount; cname: string; apiUrl: string }> {
  const cname = shopWareCname(shop);
  const { client, credentials, apiUrl } = storedShopWare(
    deps.env,
    await shopIntegration(deps, shop.id, 'SHOP_WARE'),
  );
  const tenant = await client.findTenant(credentials, cname);
  return { client, account: { ...credentials, tenantId: tenant.id }, cname, apiUrl };
}
