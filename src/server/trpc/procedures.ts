import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { shopIdSchema } from '../../shared/schemas/shop';
import { canRunShop, OWNER_ONLY_MESSAGE } from '../../shared/shop-roles';
import { shops, userShops } from '../db/schema';
import { baseProcedure } from './init';

export const publicProcedure = baseProcedure;

export const protectedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** The input names a shop; the caller must be a member of it. Adds ctx.shop. */
export const shopProcedure = protectedProcedure
  .input(z.object({ shopId: shopIdSchema }))
  .use(async ({ ctx, input, next }) => {
    const [row] = await ctx.db
      .select({ shop: shops, role: userShops.role })
      .from(userShops)
      .innerJoin(shops, eq(shops.id, userShops.shop_id))
      .where(and(eq(userShops.user_id, ctx.user.id), eq(userShops.shop_id, input.shopId)))
      .limit(1);
    if (!row)
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: "Shop not found or you don't have access to this shop.",
      });
    return next({ ctx: { ...ctx, shop: row.shop, shopRole: row.role } });
  });

/** As shopProcedure, for what only the shop's owners (and platform administrators) may change. */
export const shopOwnerProcedure = shopProcedure.use(({ ctx, next }) => {
  if (!canRunShop(ctx.user, ctx.shopRole))
    throw new TRPCError({ code: 'FORBIDDEN', message: OWNER_ONLY_MESSAGE });
  return next({ ctx });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'ADMIN')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access is required.' });
  return next({ ctx });
});

export const NO_SHOP_MESSAGE =
  'This is for shop members. Create a shop or ask a shop owner to invite you, then try again.';

/**
 * Signed in and a member of at least one shop (administrators pass): for procedures whose input
 * names no shop but that cost something per call (the model's polish, a paid plate lookup).
 */
export const memberProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (ctx.user.role !== 'ADMIN') {
    const [membership] = await ctx.db
      .select({ id: userShops.id })
      .from(userShops)
      .where(eq(userShops.user_id, ctx.user.id))
      .limit(1);
    if (!membership) throw new TRPCError({ code: 'FORBIDDEN', message: NO_SHOP_MESSAGE });
  }
  return next({ ctx });
});
