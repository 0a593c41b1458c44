import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { AdminAttachShopsToOrganizationInput } from '../../../shared/schemas/organization';
import type { AdminAttachShopsToUserInput } from '../../../shared/schemas/user';
import type { ProtectedContext } from '../../context-types';
import { organizationShops, organizations, shops, userShops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ensureShopHasOwner } from '../user/memberships';

type Db = Pick<ProtectedContext, 'db'>;
type Tx = Parameters<Parameters<ProtectedContext['db']['transaction']>[0]>[0];
type ShopRef = { id: string; name: string };

/** The named shops, refusing the whole call when one of them does not exist. */
async function loadShops(tx: Tx, ids: string[]): Promise<ShopRef[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(inArray(shops.id, ids))
    .orderBy(asc(shops.name), asc(shops.id));
  if (rows.length !== ids.length) throw new AppError('BAD_REQUEST', 'Unknown shop.');
  return rows;
}

/**
 * An admin sets a user's shops (spec 001 §6): the memberships become exactly `shop_ids`, in one
 * transaction. A shop keeps at least one member (nobody could manage or invite to it otherwise),
 * so removing its last member refuses the whole change.
 */
export async function attachShopsToUser(
  ctx: Db,
  input: AdminAttachShopsToUserInput,
): Promise<{ user_id: string; shops: ShopRef[] }> {
  const shopIds = [...new Set(input.shop_ids)];
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, input.user_id))
      .limit(1);
    if (!user) throw new AppError('NOT_FOUND', 'User not found.');
    const kept = await loadShops(tx, shopIds);
    const leaving = await tx
      .select({ id: shops.id, name: shops.name })
      .from(userShops)
      .innerJoin(shops, eq(shops.id, userShops.shop_id))
      .where(
        and(
          eq(userShops.user_id, user.id),
          shopIds.length ? notInArray(userShops.shop_id, shopIds) : undefined,
        ),
      )
      .orderBy(asc(shops.id));
    for (const shop of leaving) {
      // Locked in id order, so two admins editing the same shops' members cannot both empty one.
      await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for('update');
      const [members] = await tx
        .select({ value: count() })
        .from(userShops)
        .where(eq(userShops.shop_id, shop.id));
      if ((members?.value ?? 0) <= 1) {
        throw new AppError(
          'CONFLICT',
          `${user.name} is the last user of ${shop.name}. Attach another user to it first.`,
        );
      }
    }
    if (leaving.length) {
      await tx.delete(userShops).where(
        and(
          eq(userShops.user_id, user.id),
          inArray(
            userShops.shop_id,
            leaving.map((s) => s.id),
          ),
        ),
      );
    }
    if (shopIds.length) {
      await tx
        .insert(userShops)
        .values(shopIds.map((shopId) => ({ user_id: user.id, shop_id: shopId })))
        .onConflictDoNothing();
    }
    // Leaving owners and shops that had nobody: each shop with people keeps an owner.
    for (const shopId of [...leaving.map((s) => s.id), ...shopIds]) await ensureShopHasOwner(tx, shopId);
    return { user_id: user.id, shops: kept };
  });
}

/** An admin sets the shops an organization's API may reach: exactly `shop_ids`, in one transaction. */
export async function attachShopsToOrganization(
  ctx: Db,
  input: AdminAttachShopsToOrganizationInput,
): Promise<{ organization_id: string; shops: ShopRef[] }> {
  const shopIds = [...new Set(input.shop_ids)];
  return ctx.db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.organization_id))
      .for('update');
    if (!organization) throw new AppError('NOT_FOUND', 'Organization not found.');
    const kept = await loadShops(tx, shopIds);
    await tx
      .delete(organizationShops)
      .where(
        and(
          eq(organizationShops.organization_id, organization.id),
          shopIds.length ? notInArray(organizationShops.shop_id, shopIds) : undefined,
        ),
      );
    if (shopIds.length) {
      await tx
        .insert(organizationShops)
        .values(shopIds.map((shopId) => ({ organization_id: organization.id, shop_id: shopId })))
        .onConflictDoNothing();
    }
    return { organization_id: organization.id, shops: kept };
  });
}
