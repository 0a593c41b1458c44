import type {
  ConnectPartstechInput,
  CreateIntegrationPartstechInput,
} from '../../../../shared/schemas/integration';
import type { ProtectedContext } from '../../../context-types';
import { integrationApiUrl } from '../../../integrations/hosts';
import { getPartsTechClient, PARTSTECH_CREDENTIALS_REJECTED } from '../../../integrations/partstech';
import { requirePlatformAccess } from '../../../integrations/platform-access';
import { AppError } from '../../../lib/app-error';
import { type IntegrationView, insertIntegration, requireNoIntegration, shopForOwner } from './access';

export const PARTSTECH_PARTNER_MISSING =
  'PartsTech partner credentials are not set. An administrator sets them in Admin → Auth APIs (the first start reads PARTSTECH_PARTNER_ID and PARTSTECH_PARTNER_KEY).';

/**
 * The page where the shop owner connects their own PartsTech account. PartsTech publishes no
 * hosted registration for partners, so it is ours: a form for the PartsTech username and API key
 * (with a link to PartsTech's sign-up for shops without an account).
 */
export async function partsTechRegistration(
  ctx: ProtectedContext,
  input: CreateIntegrationPartstechInput,
): Promise<{ registrationUrl: string }> {
  const shop = await shopForOwner(ctx, input.shop_id);
  await requireNoIntegration(ctx.db, shop, 'PARTS_TECH');
  const url = new URL('/settings/integrations/partstech', `${ctx.deps.env.APP_URL}/`);
  url.searchParams.set('shopId', shop.id);
  return { registrationUrl: url.toString() };
}

/**
 * Connects the shop's PartsTech user with our partner account. Stored only once PartsTech has
 * issued an access token for the pair; the partner key is stored encrypted with it, so a later
 * change of the server's partner account does not silently switch existing shops.
 */
export async function connectPartsTech(
  ctx: ProtectedContext,
  input: ConnectPartstechInput,
): Promise<IntegrationView> {
  const shop = await shopForOwner(ctx, input.shop_id);
  const partner = await requirePlatformAccess(ctx.db, ctx.deps.env, 'PARTS_TECH');
  const { publicId: partnerId, secret: partnerKey } = partner;
  if (!partnerId || !partnerKey) throw new AppError('BAD_REQUEST', PARTSTECH_PARTNER_MISSING);
  await requireNoIntegration(ctx.db, shop, 'PARTS_TECH');
  const credentials = {
    user: { id: input.username, key: input.apiKey },
    partner: { id: partnerId, key: partnerKey },
  };
  try {
    await getPartsTechClient(integrationApiUrl(ctx.deps.env, 'PARTS_TECH')).authenticate(credentials);
  } catch (error) {
    if (error instanceof AppError && error.message === PARTSTECH_CREDENTIALS_REJECTED) {
      throw new AppError(
        'BAD_REQUEST',
        'PartsTech did not accept this username and API key. Check them in your PartsTech account and try again.',
      );
    }
    throw error;
  }
  return insertIntegration(ctx, {
    shop,
    type: 'PARTS_TECH',
    publicKey: input.username,
    privateKey: input.apiKey,
    partner: { id: partnerId, key: partnerKey },
  });
}
