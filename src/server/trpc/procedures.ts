import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { shopIdSchema } from '../../shared/schemas/shop';
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
      .select({ shop: shops })
      .from(userShops)
      .innerJoin(shops, eq(shops.id, userShops.shop_id))
      .where(and(eq(userShops.user_id, ctx.user.id), eq(userShops.shop_id, input.shopId)))
      .limit(1);
    if (!row)
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: "Shop not found or you don't have access to this shop.",
      });
    return next({ ctx: { ...ctx, shop: row.shop } });
  });

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'ADMIN')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access is required.' });
  return next({ ctx });
});
