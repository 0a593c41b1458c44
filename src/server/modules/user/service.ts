import { asc, eq } from 'drizzle-orm';
import type { GetUsersInShopInput, SetDevModeInput } from '../../../shared/schemas/user';
import type { ShopRole } from '../../../shared/shop-roles';
import type { ProtectedContext } from '../../context-types';
import { userShops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isMember } from '../shop/service';

export type Me = {
  id: string;
  email: string;
  name: string;
  role: 'ADMIN' | 'USER';
  image: string | null;
  devMode: boolean;
};

export async function getMe(ctx: Pick<ProtectedContext, 'db' | 'user'>): Promise<Me> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      image: users.image,
      devMode: users.devMode,
    })
    .from(users)
    .where(eq(users.id, ctx.user.id))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  // Dev mode is an admin's display; a user demoted while it was on is out of it.
  return { ...row, devMode: row.role === 'ADMIN' && row.devMode };
}

/** Turns the caller's dev mode on or off (the router lets only admins call it). */
export async function setDevMode(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  input: SetDevModeInput,
): Promise<{ devMode: boolean }> {
  const [row] = await ctx.db
    .update(users)
    .set({ devMode: input.enabled })
    .where(eq(users.id, ctx.user.id))
    .returning({ devMode: users.devMode });
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return row;
}

export async function saveUserName(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  input: { name: string },
): Promise<Me> {
  await ctx.db.update(users).set({ name: input.name }).where(eq(users.id, ctx.user.id));
  return getMe(ctx);
}

/** The spec's User-in-shop row: the membership's own id and join date, with the member. */
export type UserInShop = {
  id: string;
  created_at: Date;
  role: ShopRole;
  user: { id: string; name: string; email: string };
};

/** The members of one of the caller's shops, earliest first. */
export async function listUsersInShop(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  input: GetUsersInShopInput,
): Promise<UserInShop[]> {
  if (!(await isMember(ctx, ctx.user.id, input.shop_id))) {
    throw new AppError('FORBIDDEN', "Shop not found or you don't have access to this shop.");
  }
  return ctx.db
    .select({
      id: userShops.id,
      created_at: userShops.created_at,
      role: userShops.role,
      user: { id: users.id, name: users.name, email: users.email },
    })
    .from(userShops)
    .innerJoin(users, eq(users.id, userShops.user_id))
    .where(eq(userShops.shop_id, input.shop_id))
    .orderBy(asc(userShops.created_at), asc(users.name));
}
