import { asc, count, eq, inArray } from 'drizzle-orm';
import { pageOffset } from '../../../shared/schemas/admin';
import type { GetAdminUsersInput, SaveUserAdminInput } from '../../../shared/schemas/user';
import type { ShopRole } from '../../../shared/shop-roles';
import type { ProtectedContext } from '../../context-types';
import { organizations, shops, userOrganizations, userShops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsSearch } from '../../lib/sql-like';

type Db = Pick<ProtectedContext, 'db'>;

/** The spec's User (§3) as the admin table shows it. */
export type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: 'ADMIN' | 'USER';
  user_shops: Array<{ id: string; created_at: Date; role: ShopRole; shop: { id: string; name: string } }>;
  user_organizations: Array<{ id: string; organization: { id: string; name: string } }>;
};

/**
 * Admin Users (spec 001 §2): a page of users by name with their shops and organizations, in three
 * queries (the page, then its memberships by user id) whatever the page size.
 */
export async function listAdminUsers(
  ctx: Db,
  input: GetAdminUsersInput,
): Promise<{ users: AdminUser[]; total: number }> {
  const where = containsSearch(input.search, [users.name, users.email]);
  const [[counted], page] = await Promise.all([
    ctx.db.select({ value: count() }).from(users).where(where),
    ctx.db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
  ]);
  const ids = page.map((u) => u.id);
  if (ids.length === 0) return { users: [], total: counted?.value ?? 0 };
  const [shopLinks, organizationLinks] = await Promise.all([
    ctx.db
      .select({
        userId: userShops.user_id,
        id: userShops.id,
        created_at: userShops.created_at,
        role: userShops.role,
        shop: { id: shops.id, name: shops.name },
      })
      .from(userShops)
      .innerJoin(shops, eq(shops.id, userShops.shop_id))
      .where(inArray(userShops.user_id, ids))
      .orderBy(asc(shops.name), asc(shops.id)),
    ctx.db
      .select({
        userId: userOrganizations.user_id,
        id: userOrganizations.id,
        organization: { id: organizations.id, name: organizations.name },
      })
      .from(userOrganizations)
      .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
      .where(inArray(userOrganizations.user_id, ids))
      .orderBy(asc(organizations.name), asc(organizations.id)),
  ]);
  return {
    total: counted?.value ?? 0,
    users: page.map((user) => ({
      ...user,
      user_shops: shopLinks
        .filter((link) => link.userId === user.id)
        .map(({ id, created_at, role, shop }) => ({ id, created_at, role, shop })),
      user_organizations: organizationLinks
        .filter((link) => link.userId === user.id)
        .map(({ id, organization }) => ({ id, organization })),
    })),
  };
}

/** An admin renames a user (spec 001 §6). */
export async function saveUserAsAdmin(
  ctx: Db,
  input: SaveUserAdminInput,
): Promise<{ id: string; name: string; email: string; role: 'ADMIN' | 'USER' }> {
  const [row] = await ctx.db
    .update(users)
    .set({ name: input.name })
    .where(eq(users.id, input.id))
    .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
  if (!row) throw new AppError('NOT_FOUND', 'User not found.');
  return row;
}
