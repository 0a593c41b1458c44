import { APIError } from 'better-auth/api';
import { and, asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SignUpInput } from '../../../shared/schemas/auth';
import type { DeleteUserShopInput, GetUsersInShopInput, SetDevModeInput } from '../../../shared/schemas/user';
import { shops, userShops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Context, ProtectedContext } from '../../trpc/context';
import { isSignUpAllowed, SIGNUP_BY_INVITATION_MESSAGE } from '../app-config/signup';
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

/**
 * Sign-up through tRPC goes through better-auth itself (same password rules, hashing and
 * session), and forwards its session cookie.
 */
export async function signUp(ctx: Context, input: SignUpInput) {
  if (!(await isSignUpAllowed(ctx.db, input.email)))
    throw new AppError('FORBIDDEN', SIGNUP_BY_INVITATION_MESSAGE);
  try {
    const { headers, response } = await ctx.deps.auth.api.signUpEmail({
      body: { name: input.name, email: input.email.toLowerCase(), password: input.password },
      returnHeaders: true,
    });
    const cookie = headers.get('set-cookie');
    if (cookie && ctx.resHeaders) ctx.resHeaders.append('set-cookie', cookie);
    return { user: { id: response.user.id, email: response.user.email, name: response.user.name } };
  } catch (error) {
    if (error instanceof APIError) {
      const code =
        error.statusCode === 422 || error.body?.code === 'USER_ALREADY_EXISTS' ? 'CONFLICT' : 'BAD_REQUEST';
      throw new AppError(code, error.body?.message ?? error.message, { cause: error });
    }
    throw error;
  }
}

/** The spec's User-in-shop row: the membership's own id and join date, with the member. */
export type UserInShop = { id: string; created_at: Date; user: { id: string; name: string; email: string } };

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
      user: { id: users.id, name: users.name, email: users.email },
    })
    .from(userShops)
    .innerJoin(users, eq(users.id, userShops.user_id))
    .where(eq(userShops.shop_id, input.shop_id))
    .orderBy(asc(userShops.created_at), asc(users.name));
}

const callerLink = alias(userShops, 'caller_link');

/**
 * Removes a membership of one of the caller's shops (the caller's own included: leaving a shop).
 * A link of a shop the caller does not belong to answers NOT_FOUND, so its id reveals nothing.
 * A shop keeps at least one member, or nobody could manage or invite to it any more.
 */
export async function removeUserFromShop(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  input: DeleteUserShopInput,
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: userShops.id, shopId: userShops.shop_id })
      .from(userShops)
      .innerJoin(
        callerLink,
        and(eq(callerLink.shop_id, userShops.shop_id), eq(callerLink.user_id, ctx.user.id)),
      )
      .where(eq(userShops.id, input.userShopId))
      .limit(1);
    if (!link) throw new AppError('NOT_FOUND', 'User not found in this shop.');
    // Lock the shop so two members removing each other at once cannot leave it empty.
    const [shop] = await tx
      .select({ name: shops.name })
      .from(shops)
      .where(eq(shops.id, link.shopId))
      .for('update');
    const [members] = await tx
      .select({ value: count() })
      .from(userShops)
      .where(eq(userShops.shop_id, link.shopId));
    if ((members?.value ?? 0) <= 1) {
      throw new AppError('CONFLICT', `You can't remove the last user of ${shop?.name ?? 'this shop'}.`);
    }
    await tx.delete(userShops).where(eq(userShops.id, link.id));
    return { id: link.id };
  });
}
