import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { NETWORK_MEMBERS_ONLY_MESSAGE, PENDING_NETWORK_MESSAGE } from '../../../shared/network-access';
import type { ProtectedContext } from '../../context-types';
import { preparedQuery } from '../../db/prepared';
import { shops, userShops } from '../../db/schema';
import { protectedProcedure } from '../../trpc/procedures';

type NetworkAccess = 'OPEN' | 'NO_SHOP' | 'PENDING';

// Asked before every read of the network: a prepared statement (decision 025).
const networkStatuses = preparedQuery((db) =>
  db
    .selectDistinct({ status: shops.network_status })
    .from(userShops)
    .innerJoin(shops, eq(shops.id, userShops.shop_id))
    .where(eq(userShops.user_id, sql.placeholder('userId')))
    .prepare('network_access_statuses'),
);

/**
 * Whether the user may read the shop network: a member of a shop in the network (not one still
 * waiting for approval), or a platform admin (admins run the network, with or without a shop).
 */
async function networkAccess(ctx: Pick<ProtectedContext, 'db' | 'user'>): Promise<NetworkAccess> {
  if (ctx.user.role === 'ADMIN') return 'OPEN';
  const rows = await networkStatuses(ctx.db).execute({ userId: ctx.user.id });
  if (rows.some((r) => r.status === 'APPROVED')) return 'OPEN';
  return rows.length ? 'PENDING' : 'NO_SHOP';
}

/**
 * The level of every procedure that reads or counts the network's jobs and repair orders (read
 * from `ctx.networkDb`, the replica when DATABASE_READ_URL is set; writes stay on `ctx.db`): anyone
 * can sign up and add a shop, so a session alone would open 20,000 shops' repair history to strangers.
 */
export const networkProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const access = await networkAccess(ctx);
  if (access !== 'OPEN') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: access === 'PENDING' ? PENDING_NETWORK_MESSAGE : NETWORK_MEMBERS_ONLY_MESSAGE,
    });
  }
  // Who may read is decided on the primary; what they read comes from the replica when there is one.
  return next({ ctx: { networkDb: ctx.deps.readDb } });
});
