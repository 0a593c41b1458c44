import type { EstimateFeeSettings } from '../../../../shared/schemas/estimate';
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
  type ShopWareAccount,
  type ShopWareConnection,
  type ShopWareCredentials,
  type ShopWareShop,
  type ShopWareTenant,
} from '../../../integrations/shopware';
import { AppError } from '../../../lib/app-error';
import { readEstimateFees, storeEstimateFees } from '../../shop/fees';
import { approveByConnection } from '../../shop/network-approval';
import type { Shop } from '../../shop/types';
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
import { ratesFromShopWare, shopWareShopOf } from './shopware-rates';
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
  /**
   * The shop's tax rates and supply fee as Shop-Ware has them, put into its fees and taxes
   * (issue 25): whether anything was filled and what. Absent when the shop could not be reached
   * or does not quote for Shop-Ware.
   */
  rates?: { filled: boolean; message: string };
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
  const account = { ...credentials, tenantId: tenant.id };
  let connection: ShopWareConnection;
  try {
    connection = await client(ctx.deps.env, integration).checkConnection(account);
  } catch (error) {
    logCheckFailure(ctx, integration, error, 'check');
    if (isOutage(error)) throw new AppError('UPSTREAM_ERROR', SHOPWARE_CHECK_FAILED, { cause: error });
    return { metaConfiguration: found, shopwareShop: { loginAccess: !isRejected(error), shopAccess: false } };
  }
  await approveByConnection(ctx.db, shop, 'SHOP_WARE');
  const rates = await fillRatesFromShopWare(ctx, integration, shop, account);
  return {
    metaConfiguration: { ...found, writable: connection.writable },
    shopwareShop: { loginAccess: true, shopAccess: true },
    ...(rates ? { rates } : {}),
  };
}

/**
 * Check Now's second half for a Shop-Ware shop: its tax rates and supply fee from Shop-Ware's
 * shop answer into its fees and taxes. Only an owner (or a platform administrator) gets here:
 * integrationForOwner refused everyone else (canRunShop), the same rule as shop.saveShopFees.
 * The rates are a help, not the check: when they cannot be read, the check still answers and
 * says so.
 */
async function fillRatesFromShopWare(
  ctx: ProtectedContext,
  integration: IntegrationRow,
  shop: Shop,
  account: ShopWareAccount,
): Promise<ShopWareCheck['rates'] | null> {
  if (shop.sms_name !== 'SHOP_WARE') return null;
  let remote: ShopWareShop[];
  try {
    remote = await client(ctx.deps.env, integration).listShops(account);
  } catch (error) {
    logCheckFailure(ctx, integration, error, 'rates read');
    const reason = error instanceof Error ? ` (${error.message})` : '';
    return { filled: false, message: `The tax rates could not be read from Shop-Ware${reason}.` };
  }
  const own = shopWareShopOf(remote, shop.shopware_id);
  if (!own) {
    const message = shop.shopware_id
      ? `Shop-Ware has no shop ${shop.shopware_id} in this account, so no tax rates were filled.`
      : remote.length === 0
        ? 'Shop-Ware lists no shop in this account, so no tax rates were filled.'
        : `This Shop-Ware account has ${remote.length} shops; set the shop's Shop-Ware shop id to fill its tax rates.`;
    return { filled: false, message };
  }
  let current: EstimateFeeSettings;
  try {
    current = readEstimateFees(shop.estimate_fees);
  } catch (error) {
    // Never written over: what the owner had may still be read back by support.
    const message = error instanceof Error ? error.message : String(error);
    return { filled: false, message: `${message} No tax rates were filled.` };
  }
  const { fees, message } = ratesFromShopWare(own, current);
  if (fees) await storeEstimateFees(ctx.db, shop.id, fees);
  return { filled: fees !== null, message };
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
