import type {
  CreateIntegrationLoginInput,
  IntegrationCheckInput,
} from '../../../../shared/schemas/integration';
import type { ProtectedContext } from '../../../context-types';
import type { Env } from '../../../env';
import { integrationApiUrl } from '../../../integrations/hosts';
import { requirePlatformAccess } from '../../../integrations/platform-access';
import {
  getShopWareClient,
  SHOPWARE_CREDENTIALS_REJECTED,
  type ShopWareConnection,
  type ShopWareCredentials,
  type ShopWareTenant,
} from '../../../integrations/shopware';
import { AppError } from '../../../lib/app-error';
import { approveByConnection } from '../../shop/network-approval';
import {
  type IntegrationRow,
  type IntegrationView,
  insertIntegration,
  integrationForOwner,
  logCheckFailure,
  requireNoIntegration,
  requireType,
  shopForOwner,
} from './access';
import { shopWareCname, storedShopWare } from './stored-clients';

/** The spec's error of a failed Shop-Ware check or re-authorization. */
export const SHOPWARE_CHECK_FAILED = 'Error: Could not connect to Shopware or missing some permissions.';
export const SHOPWARE_CONNECTED = 'Successfully connected to Shopware';

export type ShopWareCheck = {
  metaConfiguration: {
    cname: string;
    tenantId: number | null;
    tenantName: string | null;
    /** Whether the shop let this app write (recommendations and notes on repair orders). */
    writable: boolean;
  };
  shopwareShop: { loginAccess: boolean; shopAccess: boolean };
};

// The shop's Shop-Ware subdomain names its tenant; Shop-Ware's shop id (shopware_id) is a shop
// inside a tenant, and no published call maps it back to the tenant.
function client(env: Env, row?: IntegrationRow) {
  return getShopWareClient(integrationApiUrl(env, 'SHOP_WARE', row?.base_url));
}

async function connect(
  env: Env,
  credentials: ShopWareCredentials,
  cname: string,
  row?: IntegrationRow,
): Promise<{ tenant: ShopWareTenant; connection: ShopWareConnection }> {
  const shopWare = client(env, row);
  const tenant = await shopWare.findTenant(credentials, cname);
  const connection = await shopWare.checkConnection({ ...credentials, tenantId: tenant.id });
  return { tenant, connection };
}

const isRejected = (error: unknown) =>
  error instanceof AppError && error.message === SHOPWARE_CREDENTIALS_REJECTED;
const isOutage = (error: unknown) =>
  error instanceof AppError && (error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'TOO_MANY_REQUESTS');

/**
 * Connects a Shop-Ware shop with a partner id (login) and secret (password): stored only once
 * Shop-Ware shows the shop's tenant to them and the tenant has authorized this app.
 */
export async function createShopWareIntegration(
  ctx: ProtectedContext,
  input: CreateIntegrationLoginInput,
): Promise<IntegrationView> {
  const shop = await shopForOwner(ctx, input.shop_id);
  if (shop.sms_name !== 'SHOP_WARE') {
    throw new AppError('BAD_REQUEST', `${shop.name} does not use Shop-Ware, so it cannot connect to it.`);
  }
  const cname = shopWareCname(shop);
  await requirePlatformAccess(ctx.db, ctx.deps.env, 'SHOP_WARE');
  await requireNoIntegration(ctx.db, shop, 'SHOP_WARE');
  try {
    await connect(ctx.deps.env, { partnerId: input.login, secret: input.password }, cname);
  } catch (error) {
    if (isRejected(error)) {
      throw new AppError('BAD_REQUEST', 'Shop-Ware did not accept this partner ID and secret.');
    }
    throw error;
  }
  const saved = await insertIntegration(ctx, {
    shop,
    type: 'SHOP_WARE',
    publicKey: input.login,
    privateKey: input.password,
  });
  await approveByConnection(ctx.db, shop, 'SHOP_WARE');
  return saved;
}

/**
 * Login access: Shop-Ware accepts the stored partner credentials. Shop access: the shop's tenant
 * has authorized them. Only an outage (no answer, rate limit) is an error.
 */
export async function checkShopWareIntegration(
  ctx: ProtectedContext,
  input: IntegrationCheckInput,
): Promise<ShopWareCheck> {
  const { integration, shop } = await integrationForOwner(ctx, input.integrationId);
  requireType(integration, 'SHOP_WARE');
  const cname = shopWareCname(shop);
  await requirePlatformAccess(ctx.db, ctx.deps.env, 'SHOP_WARE');
  const credentials = storedShopWare(ctx.deps.env, integration).credentials;
  const meta = { cname, tenantId: null, tenantName: null, writable: false };
  let tenant: ShopWareTenant;
  try {
    tenant = await client(ctx.deps.env, integration).findTenant(credentials, cname);
  } catch (error) {
    logCheckFailure(ctx, integration, error, 'check');
    if (isOutage(error)) throw new AppError('UPSTREAM_ERROR', SHOPWARE_CHECK_FAILED, { cause: error });
    const loginAccess = !isRejected(error);
    return { metaConfiguration: meta, shopwareShop: { loginAccess, shopAccess: false } };
  }
  const found = { ...meta, tenantId: tenant.id, tenantName: tenant.name };
  try {
    const connection = await client(ctx.deps.env, integration).checkConnection({
      ...credentials,
      tenantId: tenant.id,
    });
    await approveByConnection(ctx.db, shop, 'SHOP_WARE');
    return {
      metaConfiguration: { ...found, writable: connection.writable },
      shopwareShop: { loginAccess: true, shopAccess: true },
    };
  } catch (error) {
    logCheckFailure(ctx, integration, error, 'check');
    if (isOutage(error)) throw new AppError('UPSTREAM_ERROR', SHOPWARE_CHECK_FAILED, { cause: error });
    return { metaConfiguration: found, shopwareShop: { loginAccess: !isRejected(error), shopAccess: false } };
  }
}

/** Runs the tenant lookup and authorization again with the stored credentials. */
export async function authorizeShopWareIntegration(
  ctx: ProtectedContext,
  input: IntegrationCheckInput,
): Promise<{ message: string; tenantId: number; tenantName: string; writable: boolean }> {
  const { integration, shop } = await integrationForOwner(ctx, input.integrationId);
  requireType(integration, 'SHOP_WARE');
  const cname = shopWareCname(shop);
  await requirePlatformAccess(ctx.db, ctx.deps.env, 'SHOP_WARE');
  try {
    const { tenant, connection } = await connect(
      ctx.deps.env,
      storedShopWare(ctx.deps.env, integration).credentials,
      cname,
      integration,
    );
    await approveByConnection(ctx.db, shop, 'SHOP_WARE');
    return {
      message: SHOPWARE_CONNECTED,
      tenantId: tenant.id,
      tenantName: tenant.name,
      writable: connection.writable,
    };
  } catch (error) {
    logCheckFailure(ctx, integration, error, 're-authorization');
    throw new AppError('UPSTREAM_ERROR', SHOPWARE_CHECK_FAILED, { cause: error });
  }
}
