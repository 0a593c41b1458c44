import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type ChargedContent,
  chargedContent,
  contentEstimate,
  describeRevisionReason,
  type RevisionReason,
  sameCharges,
} from '../../../shared/quote-revision';
import type { EstimateDiscount } from '../../../shared/schemas/estimate';
import { TOTAL_COLUMN_MAX } from '../../../shared/schemas/number';
import type { ProtectedContext } from '../../context-types';
import type { Db, Tx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { quoteJobExports, quoteRevisions, quoteShares, shops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { quoteWithShopForUser } from '../quote/service/access';
import { getQuoteItems } from '../quote/service/read';
import { readEstimateFees } from '../shop/fees';

// A quote's revisions (decision 009): what was sent, numbered, never changed afterwards.

export type RevisionRow = typeof quoteRevisions.$inferSelect;

type PricedQuote = { id: string; title: string; shop_id: string; discounts: EstimateDiscount[] };

/** The shop's estimate settings: its fees and taxes (checked), validity and terms. */
export async function shopEstimateSettings(db: Db | Tx, shopId: string) {
  const [shop] = await db
    .select({
      fees: shops.estimate_fees,
      validityDays: shops.estimate_validity_days,
      terms: shops.estimate_terms,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw new AppError('NOT_FOUND', 'Shop not found');
  return { ...shop, fees: readEstimateFees(shop.fees) };
}

/**
 * The live quote's charged content, as it would be sent now: its lines, and what the customer
 * pays with the shop's fees and taxes and the quote's discounts.
 */
export async function liveContent(
  db: Db,
  quote: PricedQuote,
  items?: Awaited<ReturnType<typeof getQuoteItems>>,
): Promise<ChargedContent> {
  const [lines, settings] = await Promise.all([
    items ?? getQuoteItems(db, quote.id),
    shopEstimateSettings(db, quote.shop_id),
  ]);
  return chargedContent(
    { title: quote.title, ...lines },
    { settings: settings.fees, discounts: quote.discounts },
  );
}

/** Whether a revision's estimate has expired (revisions before issue 25 never do). */
export function isExpired(revision: { expires_at: Date | null }, now = new Date()): boolean {
  return revision.expires_at !== null && revision.expires_at.getTime() <= now.getTime();
}

// Read with every quote panel and customer page load (decision 025).
const latestRevisionOf = preparedQuery((db) =>
  db
    .select()
    .from(quoteRevisions)
    .where(eq(quoteRevisions.quote_id, sql.placeholder('quoteId')))
    .orderBy(desc(quoteRevisions.number))
    .limit(1)
    .prepare('latest_revision_of_quote'),
);

export async function latestRevision(db: Db | Tx, quoteId: string): Promise<RevisionRow | null> {
  const [row] = await latestRevisionOf(db).execute({ quoteId });
  return row ?? null;
}

const MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
export const QUOTE_TOO_LARGE =
  'This quote totals more than $9,999,999,999.99 and cannot be sent. Lower a quantity or a price first.';

/**
 * A revision keeps its totals as numeric(12,2): a quote past it is refused with a message, not
 * a 500. Job exports check it before writing to the shop's system, not after.
 */
export function assertSendable(content: ChargedContent): void {
  if (content.totals.total > TOTAL_COLUMN_MAX) throw new AppError('BAD_REQUEST', QUOTE_TOO_LARGE);
}

/**
 * The revision a sending carries: the latest one when it charges the same, else a new one
 * numbered after it. Two sendings at once may both find the content new; the unique
 * (quote, number) lets one write it and the other take it on its next look.
 */
export async function revisionForSending(
  db: Db | Tx,
  values: {
    quote: { id: string; shop_id: string };
    content: ChargedContent;
    reason: RevisionReason;
    /** Who sent it; null for the app's own sendings (a reminder of declined work). */
    userId: string | null;
  },
): Promise<{ revision: RevisionRow; created: boolean }> {
  assertSendable(values.content);
  const { validityDays } = await shopEstimateSettings(db, values.quote.shop_id);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const latest = await latestRevision(db, values.quote.id);
    // An expired estimate is sent again as a new revision with a new expiry, even unchanged.
    if (latest && sameCharges(latest.content, values.content) && !isExpired(latest))
      return { revision: latest, created: false };
    const now = new Date();
    const [inserted] = await db
      .insert(quoteRevisions)
      .values({
        quote_id: values.quote.id,
        shop_id: values.quote.shop_id,
        number: (latest?.number ?? 0) + 1,
        content: values.content,
        total: values.content.totals.total,
        labor_total: values.content.totals.labor,
        parts_total: values.content.totals.parts,
        reason: values.reason,
        created_by: values.userId,
        created_at: now,
        expires_at: new Date(now.getTime() + validityDays * DAY_MS),
      })
      .onConflictDoNothing({ target: [quoteRevisions.quote_id, quoteRevisions.number] })
      .returning();
    if (inserted) return { revision: inserted, created: true };
  }
  throw new AppError('CONFLICT', 'The quote is being sent by someone else. Try again in a moment.');
}

/**
 * Takes back a revision that reached no one (every channel of its sharing failed): only while
 * nothing else refers to it, so a revision someone received is never removed.
 */
export async function dropUnsentRevision(tx: Tx, revisionId: string): Promise<void> {
  const [share] = await tx
    .select({ id: quoteShares.id })
    .from(quoteShares)
    .where(eq(quoteShares.revision_id, revisionId))
    .limit(1);
  const [job] = await tx
    .select({ id: quoteJobExports.id })
    .from(quoteJobExports)
    .where(eq(quoteJobExports.revision_id, revisionId))
    .limit(1);
  if (share || job) return;
  await tx.delete(quoteRevisions).where(eq(quoteRevisions.id, revisionId));
}

/** quote.getQuoteRevisions: every revision of a quote, newest first, for its shop's members. */
export async function quoteRevisionHistory(ctx: ProtectedContext, input: { quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const rows = await ctx.db
    .select({ revision: quoteRevisions, author: users.name })
    .from(quoteRevisions)
    .leftJoin(users, eq(users.id, quoteRevisions.created_by))
    .where(and(eq(quoteRevisions.quote_id, quote.id)))
    .orderBy(desc(quoteRevisions.number));
  return rows.map(({ revision, author }) => ({
    number: revision.number,
    created_at: revision.created_at,
    created_by: { name: author ?? 'Unknown' },
    reason: { ...revision.reason, text: describeRevisionReason(revision.reason) },
    title: revision.content.title,
    total: revision.total,
    /** What the customer pays on this revision, as it was sent. */
    totalDueCents: contentEstimate(revision.content).totalDueCents,
    expiresAt: revision.expires_at,
    laborTotal: revision.labor_total,
    partsTotal: revision.parts_total,
    labor: revision.content.labor,
    parts: revision.content.parts,
    jobs: revision.content.jobs,
  }));
}
