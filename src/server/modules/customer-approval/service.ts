import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { formatDate } from '../../../shared/format';
import type { JobDecisionValue, RespondToJobInput } from '../../../shared/schemas/approval';
import type { Context, ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { deferredJobs, quoteJobResponses, quoteRevisions, quoteShares, quotes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordDeclinedJob, resolveDeferredJobs } from '../deferred-work/record';
import { insertAuthorization } from '../estimate/authorization';
import { shareForToken } from '../notification-demo/share-token';
import { quoteWithShopForUser } from '../quote/service/access';
import { isExpired, latestRevision, liveContent } from '../revision/service';
import { enqueueWebhookEvent } from '../webhook/events';

const NOT_ALLOWED = 'This link does not allow answering. Please use the link the shop sent you.';
/** What an approval of an expired estimate is told. */
export function expiredMessage(expiresAt: Date): string {
  return `This estimate expired on ${formatDate(expiresAt)}. Please ask the shop for an updated estimate.`;
}

export const QUOTE_UPDATED =
  'The shop has updated this quote. Please reload the page to see the new version.';

/**
 * A customer approves or declines one job of a quote shared with them. The share link's token
 * is the credential: it must be a token of this quote. The answer is to the latest revision
 * sent (decision 009) — the one the page shows; a page showing an older revision is told to
 * reload. The job's name and total are kept as they were when the customer answered. The latest
 * answer per job and revision wins, whoever of the quote's customers gave it.
 */
export async function respondToJob(
  ctx: Pick<Context, 'db' | 'clientIp' | 'reqHeaders'>,
  input: RespondToJobInput,
) {
  const [quote] = await ctx.db
    .select({
      id: quotes.id,
      title: quotes.title,
      shop_id: quotes.shop_id,
      discounts: quotes.discounts,
      vehicle_id: quotes.vehicle_id,
      estimate_number: quotes.estimate_number,
      customer_name: quotes.customer_name,
      customer_email: quotes.customer_email,
      customer_phone: quotes.customer_phone,
    })
    .from(quotes)
    .where(eq(quotes.id, input.quoteId));
  if (!quote) throw new AppError('NOT_FOUND', 'Quote not found');
  const share = await shareForToken(ctx.db, quote.id, input.t);
  if (!share) throw new AppError('FORBIDDEN', NOT_ALLOWED);
  const revision = await latestRevision(ctx.db, quote.id);
  if (input.revision !== undefined && input.revision !== (revision?.number ?? null)) {
    throw new AppError('CONFLICT', QUOTE_UPDATED);
  }
  if (input.decision === 'APPROVED' && revision && isExpired(revision))
    throw new AppError('BAD_REQUEST', expiredMessage(revision.expires_at!));
  // Shares from before revisions existed answer the live quote.
  const content = revision?.content ?? (await liveContent(ctx.db, quote));
  const job = content.jobs.find((j) => j.key === input.jobKey);
  if (!job) throw new AppError('NOT_FOUND', 'This job is no longer on the quote. Please reload the page.');

  const answer = {
    share_id: share.id,
    job_name: job.name,
    job_total: job.total,
    decision: input.decision,
    customer_name: share.customer_name,
    decided_at: new Date(),
  };
  const [row] = await ctx.db
    .insert(quoteJobResponses)
    .values({ quote_id: quote.id, revision_id: revision?.id ?? null, job_key: job.key, ...answer })
    .onConflictDoUpdate({
      target: [quoteJobResponses.quote_id, quoteJobResponses.revision_id, quoteJobResponses.job_key],
      set: answer,
    })
    .returning({
      job_key: quoteJobResponses.job_key,
      decision: quoteJobResponses.decision,
      decided_at: quoteJobResponses.decided_at,
      customer_name: quoteJobResponses.customer_name,
    });
  if (input.decision === 'APPROVED' && input.authorization) {
    // The customer authorizes every job they approved on this revision, this one included, for
    // the total due of those jobs that the page showed them.
    const answers = await jobResponsesByKey(ctx.db, quote.id, revision?.id ?? null);
    const approved = Object.entries(answers)
      .filter(([, answer]) => answer.decision === 'APPROVED')
      .map(([key]) => key);
    await insertAuthorization(ctx.db, {
      quote,
      revision,
      content,
      method: 'ONLINE',
      customerName: input.authorization.name,
      jobKeys: approved,
      authorizedAt: row!.decided_at,
      ipAddress: ctx.clientIp ?? null,
      userAgent: ctx.reqHeaders?.get('user-agent') ?? null,
    });
  }
  // A declined job is kept for the vehicle's next visit; an approved one leaves that list.
  if (row!.decision === 'DECLINED') {
    await recordDeclinedJob(ctx.db, {
      quote,
      revision,
      content,
      jobKey: job.key,
      declinedBy: 'CUSTOMER',
      reason: null,
      userId: null,
      customer: { name: share.customer_name, email: share.customer_email, phone: share.customer_phone },
      declinedAt: row!.decided_at,
    });
  } else {
    await resolveDeferredJobs(ctx.db, { quoteId: quote.id, jobs: [job], resolution: 'APPROVED' });
  }
  await enqueueWebhookEvent(ctx.db, {
    event: 'customer.answered',
    payload: {
      quoteId: quote.id,
      shareId: share.id,
      revision: revision?.number ?? null,
      job: { key: job.key, name: job.name, total: job.total },
      decision: row!.decision,
      decidedAt: row!.decided_at,
    },
  });
  return { ...row!, revision: revision?.number ?? null };
}

export type JobAnswer = { decision: JobDecisionValue; decided_at: Date; customer_name: string };

/** The answers to one revision's jobs (null: answers from before revisions), by job key. */
export async function jobResponsesByKey(
  db: Db,
  quoteId: string,
  revisionId: string | null,
): Promise<Record<string, JobAnswer>> {
  const rows = await db
    .select({
      job_key: quoteJobResponses.job_key,
      decision: quoteJobResponses.decision,
      decided_at: quoteJobResponses.decided_at,
      customer_name: quoteJobResponses.customer_name,
    })
    .from(quoteJobResponses)
    .where(
      and(
        eq(quoteJobResponses.quote_id, quoteId),
        revisionId ? eq(quoteJobResponses.revision_id, revisionId) : isNull(quoteJobResponses.revision_id),
      ),
    );
  return Object.fromEntries(rows.map(({ job_key, ...answer }) => [job_key, answer]));
}

/**
 * For the shop's members: to whom the quote was sent (which revision) and whether it arrived
 * and was opened, and each job's answer with the revision it answers and the job's name and
 * total when it was given.
 */
export async function quoteResponses(ctx: ProtectedContext, input: { quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const [shares, responses, markedDeclined] = await Promise.all([
    ctx.db
      .select({
        id: quoteShares.id,
        customer_name: quoteShares.customer_name,
        customer_email: quoteShares.customer_email,
        customer_phone: quoteShares.customer_phone,
        email_status: quoteShares.email_status,
        sms_status: quoteShares.sms_status,
        sent_by: users.name,
        created_at: quoteShares.created_at,
        open_count: quoteShares.open_count,
        first_opened_at: quoteShares.first_opened_at,
        last_opened_at: quoteShares.last_opened_at,
        token_hash: quoteShares.token_hash,
        revision: quoteRevisions.number,
      })
      .from(quoteShares)
      .leftJoin(users, eq(users.id, quoteShares.created_by))
      .leftJoin(quoteRevisions, eq(quoteRevisions.id, quoteShares.revision_id))
      .where(eq(quoteShares.quote_id, quote.id))
      .orderBy(desc(quoteShares.created_at)),
    ctx.db
      .select({
        job_key: quoteJobResponses.job_key,
        job_name: quoteJobResponses.job_name,
        job_total: quoteJobResponses.job_total,
        decision: quoteJobResponses.decision,
        customer_name: quoteJobResponses.customer_name,
        decided_at: quoteJobResponses.decided_at,
        share_id: quoteJobResponses.share_id,
        revision: quoteRevisions.number,
        revision_total: quoteRevisions.total,
      })
      .from(quoteJobResponses)
      .leftJoin(quoteRevisions, eq(quoteRevisions.id, quoteJobResponses.revision_id))
      .where(eq(quoteJobResponses.quote_id, quote.id))
      .orderBy(asc(quoteJobResponses.decided_at)),
    // Jobs the shop recorded as declined (at the counter, on the phone), still on the declined list.
    ctx.db
      .select({
        job_key: deferredJobs.job_key,
        reason: deferredJobs.reason,
        declined_at: deferredJobs.declined_at,
        declined_by: users.name,
      })
      .from(deferredJobs)
      .leftJoin(users, eq(users.id, deferredJobs.declined_by_user))
      .where(
        and(
          eq(deferredJobs.quote_id, quote.id),
          eq(deferredJobs.declined_by, 'SHOP'),
          isNull(deferredJobs.resolved_at),
        ),
      ),
  ]);
  return {
    // The token is the customer's credential: the shop sees whether the link is tracked, not it.
    shares: shares.map(({ token_hash, ...share }) => ({ ...share, is_tracked: token_hash !== null })),
    responses,
    markedDeclined,
  };
}
