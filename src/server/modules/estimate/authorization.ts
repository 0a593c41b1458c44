import { desc, eq } from 'drizzle-orm';
import type { AuthorizationMethod, AuthorizationRecord } from '../../../shared/estimate-document';
import { toCents } from '../../../shared/money';
import { type ChargedContent, contentEstimate } from '../../../shared/quote-revision';
import type { RecordAuthorizationInput } from '../../../shared/schemas/estimate-quote';
import type { ProtectedContext } from '../../context-types';
import type { Db, Tx } from '../../db/client';
import { quoteAuthorizations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { quoteWithShopForUser } from '../quote/service/access';
import { latestRevision, liveContent } from '../revision/service';
import { enqueueWebhookEvent } from '../webhook/events';

// The customer's authorizations of a quote's work (issue 25): typed on the public page with an
// approval, or taken by the shop by phone or in person. Each keeps the revision and the total due
// of the jobs authorized as the customer was shown it (contentEstimate of those jobs).

type AuthorizationValues = {
  quote: { id: string; shop_id: string };
  revision: { id: string; number: number } | null;
  content: ChargedContent;
  method: AuthorizationMethod;
  customerName: string;
  jobKeys: readonly string[];
  authorizedAt: Date;
  ipAddress?: string | null;
  userAgent?: string | null;
  note?: string | null;
  recordedBy?: string | null;
};

/** The total due of some of a content's jobs, in cents: what authorizing them costs. */
export function authorizedTotalCents(content: ChargedContent, jobKeys: readonly string[]): number {
  return contentEstimate(content, jobKeys).totalDueCents;
}

export async function insertAuthorization(db: Db | Tx, values: AuthorizationValues) {
  const jobs = values.content.jobs.filter((job) => values.jobKeys.includes(job.key));
  const totalCents = authorizedTotalCents(values.content, values.jobKeys);
  const [row] = await db
    .insert(quoteAuthorizations)
    .values({
      quote_id: values.quote.id,
      shop_id: values.quote.shop_id,
      revision_id: values.revision?.id ?? null,
      revision_number: values.revision?.number ?? null,
      method: values.method,
      customer_name: values.customerName,
      job_keys: jobs.map((job) => job.key),
      job_names: jobs.map((job) => job.name),
      total: totalCents / 100,
      ip_address: values.ipAddress ?? null,
      user_agent: values.userAgent ? values.userAgent.slice(0, 500) : null,
      note: values.note || null,
      recorded_by: values.recordedBy ?? null,
      authorized_at: values.authorizedAt,
    })
    .returning();
  await enqueueWebhookEvent(db as Db, {
    shopId: values.quote.shop_id,
    event: 'quote.authorized',
    payload: {
      quoteId: values.quote.id,
      authorizationId: row!.id,
      revision: row!.revision_number,
      method: row!.method,
      customerName: row!.customer_name,
      jobs: jobs.map((job) => ({ key: job.key, name: job.name })),
      totalDue: row!.total,
      authorizedAt: row!.authorized_at,
    },
  });
  return row!;
}

/** estimate.recordAuthorization: an authorization the shop took by phone or in person. */
export async function recordAuthorization(ctx: ProtectedContext, input: RecordAuthorizationInput) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const revision = await latestRevision(ctx.db, quote.id);
  // The customer authorizes what they were sent; before any sending, the quote as it stands.
  const content = revision?.content ?? (await liveContent(ctx.db, quote));
  const unknown = input.jobKeys.filter((key) => !content.jobs.some((job) => job.key === key));
  if (unknown.length > 0)
    throw new AppError(
      'BAD_REQUEST',
      'A job chosen is no longer on the quote. Reload the quote and choose again.',
    );
  await insertAuthorization(ctx.db, {
    quote,
    revision,
    content,
    method: input.method,
    customerName: input.customerName,
    jobKeys: input.jobKeys,
    authorizedAt: input.authorizedAt ?? new Date(),
    note: input.note ?? null,
    recordedBy: ctx.user.id,
  });
  return authorizationsOf(ctx.db, quote.id);
}

/** A quote's authorizations, newest first. */
export async function authorizationsOf(db: Db, quoteId: string): Promise<AuthorizationRecord[]> {
  const rows = await db
    .select({ authorization: quoteAuthorizations, recordedBy: users.name })
    .from(quoteAuthorizations)
    .leftJoin(users, eq(users.id, quoteAuthorizations.recorded_by))
    .where(eq(quoteAuthorizations.quote_id, quoteId))
    .orderBy(desc(quoteAuthorizations.authorized_at), desc(quoteAuthorizations.created_at));
  return rows.map(({ authorization: a, recordedBy }) => ({
    id: a.id,
    method: a.method,
    name: a.customer_name,
    jobKeys: a.job_keys,
    jobNames: a.job_names,
    totalCents: toCents(a.total),
    revision: a.revision_number,
    authorizedAt: a.authorized_at,
    ipAddress: a.ip_address,
    userAgent: a.user_agent,
    recordedBy: a.method === 'ONLINE' ? null : (recordedBy ?? 'A former member'),
    note: a.note,
  }));
}

/** estimate.getAuthorizations: for the quote's shop's members. */
export async function quoteAuthorizationList(ctx: ProtectedContext, input: { quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  return authorizationsOf(ctx.db, quote.id);
}
