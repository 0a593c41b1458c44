import { asc, desc, eq } from 'drizzle-orm';
import { quoteJobs } from '../../../shared/quote-jobs';
import type { JobDecisionValue, RespondToJobInput } from '../../../shared/schemas/approval';
import type { Db } from '../../db/client';
import { quoteJobResponses, quoteShares, quotes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Context, ProtectedContext } from '../../trpc/context';
import { quoteWithShopForUser } from '../quote/service/access';
import { getQuoteItems } from '../quote/service/read';
import { shareForToken } from '../share/service';

const NOT_ALLOWED = 'This link does not allow answering. Please use the link the shop sent you.';

/**
 * A customer approves or declines one job of a quote shared with them. The share link's token
 * is the credential: it must be a token of this quote. The job must be one of the quote's
 * current jobs; its name and total are kept as they were when the customer answered. The
 * latest answer per job wins, whoever of the quote's customers gave it.
 */
export async function respondToJob(ctx: Pick<Context, 'db'>, input: RespondToJobInput) {
  const [quote] = await ctx.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, input.quoteId));
  if (!quote) throw new AppError('NOT_FOUND', 'Quote not found');
  const share = await shareForToken(ctx.db, quote.id, input.t);
  if (!share) throw new AppError('FORBIDDEN', NOT_ALLOWED);
  const job = quoteJobs(await getQuoteItems(ctx.db, quote.id)).find((j) => j.key === input.jobKey);
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
    .values({ quote_id: quote.id, job_key: job.key, ...answer })
    .onConflictDoUpdate({ target: [quoteJobResponses.quote_id, quoteJobResponses.job_key], set: answer })
    .returning({
      job_key: quoteJobResponses.job_key,
      decision: quoteJobResponses.decision,
      decided_at: quoteJobResponses.decided_at,
      customer_name: quoteJobResponses.customer_name,
    });
  return row!;
}

export type JobAnswer = { decision: JobDecisionValue; decided_at: Date; customer_name: string };

/** The answers to a quote's jobs as the customer's page shows them, by job key. */
export async function jobResponsesByKey(db: Db, quoteId: string): Promise<Record<string, JobAnswer>> {
  const rows = await db
    .select({
      job_key: quoteJobResponses.job_key,
      decision: quoteJobResponses.decision,
      decided_at: quoteJobResponses.decided_at,
      customer_name: quoteJobResponses.customer_name,
    })
    .from(quoteJobResponses)
    .where(eq(quoteJobResponses.quote_id, quoteId));
  return Object.fromEntries(rows.map(({ job_key, ...answer }) => [job_key, answer]));
}

/**
 * For the shop's members: to whom the quote was sent and whether it arrived and was opened,
 * and each job's answer with the job's name and total when it was given.
 */
export async function quoteResponses(ctx: ProtectedContext, input: { quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const [shares, responses] = await Promise.all([
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
        token: quoteShares.token,
      })
      .from(quoteShares)
      .leftJoin(users, eq(users.id, quoteShares.created_by))
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
      })
      .from(quoteJobResponses)
      .where(eq(quoteJobResponses.quote_id, quote.id))
      .orderBy(asc(quoteJobResponses.decided_at)),
  ]);
  return {
    // The token is the customer's credential: the shop sees whether the link is tracked, not it.
    shares: shares.map(({ token, ...share }) => ({ ...share, is_tracked: token !== null })),
    responses,
  };
}
