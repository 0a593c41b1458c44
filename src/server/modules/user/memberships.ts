import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeleteUserShopInput, SetShopRoleInput } from '../../../shared/schemas/user';
import { canRunShop, lastOwnerMessage, OWNER_ONLY_MESSAGE, type ShopRole } from '../../../shared/shop-roles';
import type { ProtectedContext } from '../../context-types';
import type { Db, Tx } from '../../db/client';
import { shops, userShops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// A shop always keeps a member, and a shop with members always keeps an owner: without them
// nobody could manage it, invite to it or reach its quotes again. Every path that ends memberships (removing a member, leaving, deleting one's
// account, an admin replacing a user's shops in shop/attach.ts) locks the shop rows first, in
// id order, and counts after the lock, so two of them at once cannot both take the last two.

export const lastMemberLeavingMessage = (shopName: string) =>
  `You are the last member of ${shopName}. Add another member before leaving.`;
export const lastMemberDeletingMessage = (shopName: string) =>
  `You are the last member of ${shopName}. Add another member to it before deleting your account.`;
export const lastOwnerDeletingMessage = (shopName: string) =>
  `You are the last owner of ${shopName}. Make another member an owner before deleting your account.`;
export const ADMIN_REMOVAL_MESSAGE =
  'Only a platform administrator can remove a platform administrator from a shop.';

const callerLink = alias(userShops, 'caller_link');

/** Locks the shops' rows for the rest of the transaction, in id order (no deadlocks). */
async function lockShops(tx: Tx, shopIds: string[]) {
  if (shopIds.length === 0) return [];
  return tx
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(inArray(shops.id, shopIds))
    .orderBy(asc(shops.id))
    .for('update');
}

async function memberCount(tx: Tx, shopId: string, role?: ShopRole): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(userShops)
    .where(and(eq(userShops.shop_id, shopId), role ? eq(userShops.role, role) : undefined));
  return row?.value ?? 0;
}

/**
 * After an administrator changed a shop's people: a shop left with members and no owner gets its
 * longest-standing member as owner. Members themselves are refused instead (removeUserFromShop).
 */
export async function ensureShopHasOwner(tx: Tx, shopId: string): Promise<void> {
  if ((await memberCount(tx, shopId, 'OWNER')) > 0) return;
  const [first] = await tx
    .select({ id: userShops.id })
    .from(userShops)
    .where(eq(userShops.shop_id, shopId))
    .orderBy(asc(userShops.created_at), asc(userShops.id))
    .limit(1);
  if (first) await tx.update(userShops).set({ role: 'OWNER' }).where(eq(userShops.id, first.id));
}

/**
 * Removes a membership of one of the caller's shops (the caller's own included: leaving a shop).
 * A link of a shop the caller does not belong to answers NOT_FOUND, so its id reveals nothing.
 * Only owners remove others; nobody but a platform administrator removes one; the last owner of
 * a shop with other members cannot leave it.
 */
export async function removeUserFromShop(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  input: DeleteUserShopInput,
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const notFound = new AppError('NOT_FOUND', 'User not found in this shop.');
    // Only a link of one of the caller's shops gets that far (and locks anything).
    const [target] = await tx
      .select({ shopId: userShops.shop_id })
      .from(userShops)
      .innerJoin(
        callerLink,
        and(eq(callerLink.shop_id, userShops.shop_id), eq(callerLink.user_id, ctx.user.id)),
      )
      .where(eq(userShops.id, input.userShopId))
      .limit(1);
    if (!target) throw notFound;
    const [shop] = await lockShops(tx, [target.shopId]);
    // Read again under the lock: a concurrent removal may have taken the caller or the target out.
    const [link] = await tx
      .select({
        id: userShops.id,
        userId: userShops.user_id,
        role: users.role,
        shopRole: userShops.role,
      })
      .from(userShops)
      .innerJoin(users, eq(users.id, userShops.user_id))
      .where(and(eq(userShops.id, input.userShopId), eq(userShops.shop_id, target.shopId)))
      .limit(1);
    const [stillMember] = await tx
      .select({ id: userShops.id, role: userShops.role })
      .from(userShops)
      .where(and(eq(userShops.shop_id, target.shopId), eq(userShops.user_id, ctx.user.id)))
      .limit(1);
    if (!shop || !link || !stillMember) throw notFound;
    const leaving = link.userId === ctx.user.id;
    if (!leaving && !canRunShop(ctx.user, stillMember.role)) {
      throw new AppError('FORBIDDEN', OWNER_ONLY_MESSAGE);
    }
    if (link.role === 'ADMIN' && link.userId !== ctx.user.id && ctx.user.role !== 'ADMIN') {
      throw new AppError('FORBIDDEN', ADMIN_REMOVAL_MESSAGE);
    }
    // The caller is a member too, so only removing oneself can take the last one.
    if ((await memberCount(tx, shop.id)) <= 1) {
      throw new AppError('CONFLICT', lastMemberLeavingMessage(shop.name));
    }
    if (link.shopRole === 'OWNER' && (await memberCount(tx, shop.id, 'OWNER')) <= 1) {
      throw new AppError('CONFLICT', lastOwnerMessage(shop.name));
    }
    await tx.delete(userShops).where(eq(userShops.id, link.id));
    return { id: link.id };
  });
}

/**
 * Before an account is deleted: ends its memberships, refusing (and changing nothing) when it is
 * the last member of one of its shops. Committed before the account itself goes, so a second
 * deletion or removal racing this one counts without it.
 */
export async function leaveShopsBeforeAccountDeletion(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const memberships = await tx
      .select({ shopId: userShops.shop_id, role: userShops.role })
      .from(userShops)
      .where(eq(userShops.user_id, userId));
    const locked = await lockShops(
      tx,
      memberships.map((m) => m.shopId),
    );
    const owned = new Set(memberships.filter((m) => m.role === 'OWNER').map((m) => m.shopId));
    // A shop left empty is the first thing to say; then one left without an owner.
    for (const shop of locked) {
      if ((await memberCount(tx, shop.id)) <= 1) {
        throw new AppError('CONFLICT', lastMemberDeletingMessage(shop.name));
      }
    }
    for (const shop of locked) {
      if (owned.has(shop.id) && (await memberCount(tx, shop.id, 'OWNER')) <= 1) {
        throw new AppError('CONFLICT', lastOwnerDeletingMessage(shop.name));
      }
    }
    await tx.delete(userShops).where(eq(userShops.user_id, userId));
  });
}

/**
 * Users settings' 'Make owner' / 'Make member' (user.setShopRole): an owner of the shop, or a
 * platform administrator from anywhere, sets a member's role. The last owner stays an owner. A
 * link of a shop the caller neither belongs to nor administers answers NOT_FOUND.
 */
export async function setShopRole(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  input: SetShopRoleInput,
): Promise<{ id: string; role: ShopRole }> {
  return ctx.db.transaction(async (tx) => {
    const notFound = new AppError('NOT_FOUND', 'User not found in this shop.');
    const [target] = await tx
      .select({ shopId: userShops.shop_id })
      .from(userShops)
      .where(eq(userShops.id, input.userShopId))
      .limit(1);
    if (!target) throw notFound;
    const [caller] = await tx
      .select({ role: userShops.role })
      .from(userShops)
      .where(and(eq(userShops.shop_id, target.shopId), eq(userShops.user_id, ctx.user.id)))
      .limit(1);
    if (!caller && ctx.user.role !== 'ADMIN') throw notFound;
    if (!canRunShop(ctx.user, caller?.role)) throw new AppError('FORBIDDEN', OWNER_ONLY_MESSAGE);
    const [shop] = await lockShops(tx, [target.shopId]);
    const [link] = await tx
      .select({ id: userShops.id, role: userShops.role })
      .from(userShops)
      .where(eq(userShops.id, input.userShopId))
      .limit(1);
    if (!shop || !link) throw notFound;
    if (link.role === 'OWNER' && input.role !== 'OWNER' && (await memberCount(tx, shop.id, 'OWNER')) <= 1) {
      throw new AppError('CONFLICT', lastOwnerMessage(shop.name));
    }
    await tx.update(userShops).set({ role: input.role }).where(eq(userShops.id, link.id));
    return { id: link.id, role: input.role };
  });
}
