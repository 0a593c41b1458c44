import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { NETWORK_MEMBERS_ONLY_MESSAGE } from '../../../shared/network-access';
import type { ProtectedContext } from '../../context-types';
import { userShops } from '../../db/schema';
import { protectedProcedure } from '../../trpc/procedures';

/**
 * Whether the user may read the shop network: a member of at least one shop, or a platform admin
 * (admins run the network, with or without a shop of their own).
 */
export async function canReadNetwork(ctx: Pick<ProtectedContext, 'db' | 'user'>): Promise<boolean> {
  if (ctx.user.role === 'ADMIN') return true;
  const [row] = await ctx.db
    .select({ id: userShops.id })
    .from(userShops)
    .where(eq(userShops.user_id, ctx.user.id))
    .limit(1);
  return Boolean(row);
}

/**
 * The level of every procedure that reads or counts the network's jobs and repair orders: anyone
 * can sign up, so a session alone would open 20,000 shops' repair history to strangers.
 */
export const networkProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (!(await canReadNetwork(ctx))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: NETWORK_MEMBERS_ONLY_MESSAGE });
  }
  return next({ ctx });
});
