import { and, asc, eq } from 'drizzle-orm';
import type { GetContextShopInput } from '../../../shared/schemas/shop';
import { canRunShop, OWNER_ONLY_MESSAGE } from '../../../shared/shop-roles';
import type { ProtectedContext } from '../../context-types';
import { shops, userShops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ensureShopHasOwner } from '../user/memberships';
import type { Membership, Shop } from './types';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listMyShops(ctx: Pick<ProtectedContext, 'db' | 'user'>): Promise<Membership[]> {
  const rows = await ctx.db
    .select({ id: userShops.id, created_at: userShops.created_at, role: userShops.role, shop: shops })
    .from(userShops)
    .innerJoin(shops, eq(shops.id, userShops.shop_id))
    .where(eq(userShops.user_id, ctx.user.id))
    .orderBy(asc(shops.name));
  return rows;
}

/**
 * The shop the app works in, from the first hint that names one of the caller's shops:
 * a Tekmetric shop id, a Shop-Ware shop id, the URL's shopId, then local storage. Hints naming
 * a shop the caller is not a member of are ignored, so they reveal nothing. With no usable hint
 * and a single membership, that shop is the context.
 */
export async function resolveContextShop(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  input: GetContextShopInput,
): Promise<Shop | null> {
  const memberships = await listMyShops(ctx);
  const mine = memberships.map((m) => m.shop);
  const tekmetricId = Number(input.shopTekmetricId);
  const candidates: Array<(shop: Shop) => boolean> = [];
  if (input.shopTekmetricId && Number.isInteger(tekmetricId))
    candidates.push((s) => s.tekmetric_id === tekmetricId);
  if (input.shopWareShopId) candidates.push((s) => s.shopware_id === input.shopWareShopId);
  if (input.shopIdUrl && UUID_RE.test(input.shopIdUrl)) candidates.push((s) => s.id === input.shopIdUrl);
  if (input.shopIdLocalStorage && UUID_RE.test(input.shopIdLocalStorage)) {
    candidates.push((s) => s.id === input.shopIdLocalStorage);
  }
  for (const matches of candidates) {
    const found = mine.find(matches);
    if (found) return found;
  }
  return mine.length === 1 ? mine[0]! : null;
}

export async function isMember(
  ctx: Pick<ProtectedContext, 'db'>,
  userId: string,
  shopId: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: userShops.id })
    .from(userShops)
    .where(and(eq(userShops.user_id, userId), eq(userShops.shop_id, shopId)))
    .limit(1);
  return Boolean(row);
}

/** Joins a shop as a member (an accepted invitation); a shop nobody runs gets them as owner. */
export async function addMembership(ctx: Pick<ProtectedContext, 'db'>, userId: string, shopId: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(userShops).values({ user_id: userId, shop_id: shopId }).onConflictDoNothing();
    await ensureShopHasOwner(tx, shopId);
  });
}

/**
 * One of the caller's shops that they run (its owner, or a platform administrator belonging to
 * it), named by an id in the input. Another shop's id reveals nothing; a member is told who can.
 */
export async function shopOfOwner(ctx: Pick<ProtectedContext, 'db' | 'user'>, shopId: string): Promise<Shop> {
  const [row] = await ctx.db
    .select({ shop: shops, role: userShops.role })
    .from(userShops)
    .innerJoin(shops, eq(shops.id, userShops.shop_id))
    .where(and(eq(userShops.user_id, ctx.user.id), eq(userShops.shop_id, shopId)))
    .limit(1);
  if (!row) throw new AppError('FORBIDDEN', "Shop not found or you don't have access to this shop.");
  if (!canRunShop(ctx.user, row.role)) throw new AppError('FORBIDDEN', OWNER_ONLY_MESSAGE);
  return row.shop;
}
