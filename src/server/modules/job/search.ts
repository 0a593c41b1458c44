import { eq, type SQL } from 'drizzle-orm';
import type { GetJobsInput } from '../../../shared/schemas/job';
import type { NetworkContext } from '../../context-types';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { keepAnswer } from '../../trpc/kept-answers';
import { isMember } from '../shop/service';
import { cachedPage, currentCountsGeneration, keepCounts } from './search-cache';
import { newestForVehicle, type Ranked, rankByText } from './search-ranking';
import { loadJobs, withCurrentCounts } from './search-results';
import { correctSearchWords } from './search-words';

// Membership is checked on the primary (`db`); the network is read from `networkDb`.
type SearchContext = Pick<NetworkContext, 'db' | 'networkDb' | 'user'>;

/**
 * The network job search: PostgreSQL full-text search over title, category and the customer's
 * words, trigram similarity of the title, and boosts for the same make, model and year. Without a
 * search term: the newest jobs for the vehicle.
 */
export async function searchNetworkJobs(
  ctx: SearchContext,
  input: GetJobsInput,
  clock: { now: Date } = { now: new Date() },
) {
  if (input.shopId && !(await isMember(ctx, ctx.user.id, input.shopId))) {
    throw new AppError('FORBIDDEN', "Shop not found or you don't have access to this shop.");
  }
  const key = JSON.stringify([input.search, input.make, input.model, input.year, input.state, input.shopId]);
  // The page is a kept answer: the transport writes (and gzips) it once, not on every read.
  const { page, countsCurrent } = await cachedPage(ctx.networkDb, key, async () =>
    keepAnswer(await loadJobs(ctx.networkDb, await rankNetworkJobs(ctx.networkDb, input, clock.now))),
  );
  if (countsCurrent) return page;
  // A kept page reads its interaction counts again; it is replaced by a new kept page only when
  // one of them moved.
  const readGeneration = currentCountsGeneration();
  const current = await withCurrentCounts(ctx.networkDb, page);
  keepCounts(ctx.networkDb, key, page, current === page ? page : keepAnswer(current), readGeneration);
  return current;
}

async function rankNetworkJobs(db: Db, input: GetJobsInput, now: Date): Promise<Ranked[]> {
  const filters: SQL[] = [];
  if (input.state) filters.push(eq(jobs.state, input.state));
  if (input.shopId) filters.push(eq(jobs.shop_id, input.shopId));
  if (!input.search) return newestForVehicle(db, input, filters);
  const ranked = await rankByText(db, input, input.search, filters, now);
  if (ranked.length > 0) return ranked;
  // A misspelt word ('break pads') is replaced by the closest word the network uses.
  const corrected = await correctSearchWords(db, input.search);
  return corrected && corrected !== input.search ? rankByText(db, input, corrected, filters, now) : ranked;
}
