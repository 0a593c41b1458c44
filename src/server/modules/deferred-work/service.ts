import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { MarkJobDeclinedInput } from '../../../shared/schemas/deferred-work';
import type { ProtectedContext, ShopContext } from '../../context-types';
import type { Db } from '../../db/client';
import { deferredJobs, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { quoteWithShopForUser } from '../quote/service/access';
import { latestRevision, liveContent } from '../revision/service';
import { deferredJobForUser } from './add';
import { recordDeclinedJob } from './record';

/** What the vehicle dialog, the new-quote page and the API show of one declined job. */
export function presentDeferredJob(
  row: typeof deferredJobs.$inferSelect & { declinedByName?: string | null },
) {
  return {
    id: row.id,
    vin: row.vin,
    quoteId: row.quote_id,
    estimateNumber: row.estimate_number,
    revision: row.revision_number,
    jobKey: row.job_key,
    jobName: row.job_name,
    lines: row.lines,
    total: row.total,
    reason: row.reason,
    declinedBy: row.declined_by,
    declinedByName: row.declinedByName ?? null,
    customerName: row.customer_name,
    declinedAt: row.declined_at,
    addedToQuoteId: row.added_to_quote_id,
    addedAt: row.added_at,
  };
}
export type DeferredJobView = ReturnType<typeof presentDeferredJob>;

/** The open declined work of a vehicle at a shop, newest first. */
export async function openDeferredJobs(db: Db, shopIds: readonly string[], vin: string) {
  if (shopIds.length === 0) return [];
  const rows = await db
    .select({ job: deferredJobs, declinedByName: users.name })
    .from(deferredJobs)
    .leftJoin(users, eq(users.id, deferredJobs.declined_by_user))
    .where(
      and(
        inArray(deferredJobs.shop_id, [...shopIds]),
        eq(deferredJobs.vin, vin.toUpperCase()),
        isNull(deferredJobs.resolved_at),
      ),
    )
    .orderBy(desc(deferredJobs.declined_at));
  return rows.map(({ job, declinedByName }) => ({
    ...presentDeferredJob({ ...job, declinedByName }),
    shopId: job.shop_id,
  }));
}

/** deferredWork.getDeferredWork: 'Declined earlier' for the vehicle at the caller's shop. */
export async function getDeferredWork(ctx: ShopContext, input: { vin: string }) {
  return (await openDeferredJobs(ctx.db, [ctx.shop.id], input.vin)).map(({ shopId: _shop, ...job }) => job);
}

/**
 * deferredWork.markJobDeclined: the advisor records a job the customer declined at the counter or
 * on the phone, with the reason. The job is read as the customer last saw it (the latest revision
 * sent), or as the quote charges it now when it was never sent.
 */
export async function markJobDeclined(ctx: ProtectedContext, input: MarkJobDeclinedInput) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const revision = await latestRevision(ctx.db, quote.id);
  const sent = revision?.content.jobs.some((j) => j.key === input.jobKey) ? revision : null;
  const content = sent?.content ?? (await liveContent(ctx.db, quote));
  const row = await recordDeclinedJob(ctx.db, {
    quote,
    revision: sent,
    content,
    jobKey: input.jobKey,
    declinedBy: 'SHOP',
    reason: input.reason,
    userId: ctx.user.id,
    customer: { name: null, email: null, phone: null },
    declinedAt: new Date(),
  });
  if (!row)
    throw new AppError('NOT_FOUND', 'This job is no longer on the quote. Reload the quote and try again.');
  return presentDeferredJob(row);
}

/**
 * deferredWork.dismissDeferredJob: the shop takes a job off the vehicle's declined work (done
 * elsewhere, no longer wanted); it is kept, resolved, and never reminded.
 */
export async function dismissDeferredJob(ctx: ProtectedContext, input: { deferredJobId: string }) {
  const job = await deferredJobForUser(ctx.db, ctx.user.id, input.deferredJobId);
  await ctx.db
    .update(deferredJobs)
    .set({ resolved_at: new Date(), resolution: 'DISMISSED' })
    .where(and(eq(deferredJobs.id, job.id), isNull(deferredJobs.resolved_at)));
  return { id: job.id };
}
