import { count } from 'drizzle-orm';
import type { NetworkContext } from '../../context-types';
import { jobs } from '../../db/schema';

// Counting a large network takes a table scan (150 ms at 1M jobs); the badge may lag a minute.
const LARGE_NETWORK = 100_000;
const COUNT_TTL_MS = 60_000;
const counted = new WeakMap<object, { value: number; at: number }>();

/** The number of jobs in the shop network, for the header badge. */
export async function countNetworkJobs(ctx: Pick<NetworkContext, 'networkDb'>): Promise<number> {
  const cached = counted.get(ctx.networkDb);
  if (cached && cached.value >= LARGE_NETWORK && Date.now() - cached.at < COUNT_TTL_MS) return cached.value;
  const [row] = await ctx.networkDb.select({ value: count() }).from(jobs);
  const value = row?.value ?? 0;
  counted.set(ctx.networkDb, { value, at: Date.now() });
  return value;
}
