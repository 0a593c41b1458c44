import { count } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { ProtectedContext } from '../../trpc/context';

/** The number of jobs in the shop network, for the header badge. */
export async function countNetworkJobs(ctx: Pick<ProtectedContext, 'db'>): Promise<number> {
  const [row] = await ctx.db.select({ value: count() }).from(jobs);
  return row?.value ?? 0;
}
