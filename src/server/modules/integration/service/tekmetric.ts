import type {
  CreateIntegrationLoginInput,
  IntegrationCheckInput,
} from '../../../../shared/schemas/integration';
import type { ProtectedContext } from '../../../context-types';
import { integrationApiUrl } from '../../../integrations/hosts';
import { requirePlatformAccess } from '../../../integrations/platform-access';
import { createTekmetricClient, TEKMETRIC_CREDENTIALS_REJECTED } from '../../../integrations/tekmetric';
import { AppError } from '../../../lib/app-error';
import { approveByConnection } from '../../shop/network-approval';
import type { Shop } from '../../shop/types';
import {
  type IntegrationView,
  insertIntegration,
  integrationForOwner,
  logCheckFailure,
  requireNoIntegration,
  requireType,
  shopForOwner,
} from './access';
import { storedTekmetric } from './stored-clients';

/** The spec's error of a failed Tekmetric check. */
export const TEKMETRIC_CHECK_FAILED = 'Error: Could not connect to Tekmetric or missing some permissions.';

function tekmetricShopId(shop: Shop): number {
  if (!shop.tekmetric_id) {
    throw new AppError(
      'BAD_REQUEST',
      `${shop.name} has no Tekmetric shop id, so there is nothing to connect to. Set it on the shop first.`,
    );
  }
  return shop.tekmetric_id;
}

/**
 * Connects a Tekmetric shop with a partner client id (login) and secret (password). The credentials
 * are stored only after Tekmetric has shown this shop to them.
 */
export async function createTekmetricIntegration(
  ctx: ProtectedContext,
  input: CreateIntegrationLoginInput,
): Promise<IntegrationView> {
  const shop = await shopForOwner(ctx, input.shop_id);
  if (shop.sms_name !== 'TEKMETRIC') {
    throw new AppError('BAD_REQUEST', `${shop.name} does not use Tekmetric, so it cannot connect to it.`);
  }
  const shopId = tekmetricShopId(shop);
  await requirePlatformAccess(ctx.db, ctx.deps.env, 'TEKMETRIC');
  await requireNoIntegration(ctx.db, shop, 'TEKMETRIC');
  // A client of its own, not the cached one: credentials that fail must not stay in memory.
  const client = createTekmetricClient({
    clientId: input.login,
    clientSecret: input.password,
    baseUrl: integrationApiUrl(ctx.deps.env, 'TEKMETRIC'),
  });
  try {
    await client.getShop(shopId);
  } catch (error) {
    if (error instanceof AppError && error.message === TEKMETRIC_CREDENTIALS_REJECTED) {
      throw new AppError('BAD_REQUEST', 'Tekmetric did not accept this client ID and secret.');
    }
    throw error;
  }
  const saved = await insertIntegration(ctx, {
    shop,
    type: 'TEKMETRIC',
    publicKey: input.login,
    privateKey: input.password,
  });
  await approveByConnection(ctx.db, shop, 'TEKMETRIC');
  return saved;
}

/** Checks the stored credentials: Tekmetric's name of the shop, or the spec's error. */
export async function checkTekmetricIntegration(
  ctx: ProtectedContext,
  input: IntegrationCheckInput,
): Promise<{ name: string }> {
  const { integration, shop } = await integrationForOwner(ctx, input.integrationId);
  requireType(integration, 'TEKMETRIC');
  const shopId = tekmetricShopId(shop);
  await requirePlatformAccess(ctx.db, ctx.deps.env, 'TEKMETRIC');
  const { client } = storedTekmetric(ctx.deps.env, integration);
  try {
    const tekmetricShop = await client.getShop(shopId);
    await approveByConnection(ctx.db, shop, 'TEKMETRIC');
    return { name: tekmetricShop.name };
  } catch (error) {
    logCheckFailure(ctx, integration, error, 'check');
    throw new AppError('UPSTREAM_ERROR', TEKMETRIC_CHECK_FAILED, { cause: error });
  }
}
