import { and, eq } from 'drizzle-orm';
import { canRunShop, OWNER_ONLY_MESSAGE } from '../../../../shared/shop-roles';
import type { ProtectedContext } from '../../../context-types';
import type { Db } from '../../../db/client';
import { type IntegrationType, integrations, shops, userShops } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { decryptSecret, encryptSecret, maskSecret } from '../../../lib/secret-box';
import { shopOfOwner } from '../../shop/service';
import type { Shop } from '../../shop/types';

export type IntegrationRow = typeof integrations.$inferSelect;
type AccessContext = Pick<ProtectedContext, 'db' | 'user'>;

export const INTEGRATION_NAMES: Record<IntegrationType, string> = {
  TEKMETRIC: 'Tekmetric',
  SHOP_WARE: 'Shop-Ware',
  PARTS_TECH: 'PartsTech',
};

/** The spec's Integration entity as the settings screen gets it: the private key masked. */
export type IntegrationView = {
  id: string;
  type_integration: IntegrationType;
  shop: { name: string };
  email: string | null;
  public_key: string | null;
  /** The last characters behind a mask, or null when the stored key cannot be read. */
  private_key: string | null;
  created_at: Date;
};

/** One of the shops the caller runs, named by a create call's shop_id: integrations are the owners'. */
export const shopForOwner = (ctx: AccessContext, shopId: string): Promise<Shop> => shopOfOwner(ctx, shopId);

/**
 * An integration of one of the shops the caller runs; another shop's id answers NOT_FOUND and
 * reveals nothing, a member of its shop is told that its owners manage it.
 */
export async function integrationForOwner(ctx: AccessContext, id: string) {
  const [row] = await ctx.db
    .select({ integration: integrations, shop: shops, role: userShops.role })
    .from(integrations)
    .innerJoin(shops, eq(shops.id, integrations.shop_id))
    .innerJoin(
      userShops,
      and(eq(userShops.shop_id, integrations.shop_id), eq(userShops.user_id, ctx.user.id)),
    )
    .where(eq(integrations.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Integration not found.');
  if (!canRunShop(ctx.user, row.role)) throw new AppError('FORBIDDEN', OWNER_ONLY_MESSAGE);
  return { integration: row.integration, shop: row.shop };
}

/** The integration must be of `type`: a Tekmetric check of a Shop-Ware row is a mistake, not a failure. */
export function requireType(row: IntegrationRow, type: IntegrationType) {
  if (row.type !== type) {
    throw new AppError('BAD_REQUEST', `This is not a ${INTEGRATION_NAMES[type]} integration.`);
  }
}

export async function requireNoIntegration(db: Db, shop: Shop, type: IntegrationType) {
  const [existing] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.shop_id, shop.id), eq(integrations.type, type)))
    .limit(1);
  if (existing) {
    throw new AppError(
      'CONFLICT',
      `${shop.name} already has a ${INTEGRATION_NAMES[type]} integration. Delete it first to connect another account.`,
    );
  }
}

export type NewIntegration = {
  shop: Shop;
  type: IntegrationType;
  publicKey: string;
  privateKey: string;
  partner?: { id: string; key: string };
};

/**
 * Stores verified credentials, the keys encrypted. base_url stays null: the host comes from the
 * server's settings (integrationApiUrl): the vendor in production, the emulators in the demo.
 */
export async function insertIntegration(
  ctx: Pick<ProtectedContext, 'db' | 'deps'>,
  input: NewIntegration,
): Promise<IntegrationView> {
  const secret = ctx.deps.env.APP_SECRET;
  const [row] = await ctx.db
    .insert(integrations)
    .values({
      shop_id: input.shop.id,
      type: input.type,
      public_key: input.publicKey,
      private_key_encrypted: encryptSecret(input.privateKey, secret),
      partner_id: input.partner?.id ?? null,
      partner_key_encrypted: input.partner ? encryptSecret(input.partner.key, secret) : null,
      base_url: null,
    })
    // Two tabs connecting at once: the unique (shop, type) keeps one; the other is told.
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError(
      'CONFLICT',
      `${input.shop.name} already has a ${INTEGRATION_NAMES[input.type]} integration.`,
    );
  }
  return toView(row, input.shop.name, secret);
}

export function toView(row: IntegrationRow, shopName: string, appSecret: string): IntegrationView {
  return {
    id: row.id,
    type_integration: row.type,
    shop: { name: shopName },
    email: row.email,
    public_key: row.public_key,
    private_key: maskedKey(row.private_key_encrypted, appSecret),
    created_at: row.created_at,
  };
}

function maskedKey(boxed: string, appSecret: string): string | null {
  try {
    return maskSecret(decryptSecret(boxed, appSecret));
  } catch {
    // Saved under another APP_SECRET: the row is still listed so it can be deleted.
    return null;
  }
}

/** The stored private key in clear, for a call to the vendor; never returned to the browser. */
export function privateKeyOf(row: IntegrationRow, appSecret: string): string {
  return decryptSecret(row.private_key_encrypted, appSecret);
}

/** Logs why a check failed without the credentials: client messages never contain them. */
export function logCheckFailure(
  ctx: Pick<ProtectedContext, 'deps'>,
  row: IntegrationRow,
  error: unknown,
  action: string,
) {
  ctx.deps.logger.warn(
    {
      integrationId: row.id,
      shopId: row.shop_id,
      type: row.type,
      reason: error instanceof Error ? error.message : String(error),
    },
    `integration ${action} failed`,
  );
}
