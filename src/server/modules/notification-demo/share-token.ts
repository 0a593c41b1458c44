import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quoteShares } from '../../db/schema';
import { hashToken } from '../../lib/token-hash';

// A shared link's token (?t=): which share of a quote it names, and its openings. The customer's
// page, the answers and the estimate PDF all check it.

/**
 * Records that the customer opened a tracked link. The token must belong to this quote; the
 * share it names is returned (null for a token of no share of this quote).
 */
/** Readings of the page closer together than this belong to the same visit. */
export const VISIT_MINUTES = 30;

export async function recordShareOpened(db: Db, quoteId: string, token: string) {
  const [share] = await db
    .update(quoteShares)
    .set({
      // Reloads and refetches within a visit are one opening, not many.
      open_count: sql`${quoteShares.open_count} + case when ${quoteShares.last_opened_at} is null or ${quoteShares.last_opened_at} < now() - interval '${sql.raw(String(VISIT_MINUTES))} minutes' then 1 else 0 end`,
      first_opened_at: sql`coalesce(${quoteShares.first_opened_at}, now())`,
      last_opened_at: sql`now()`,
    })
    .where(and(eq(quoteShares.quote_id, quoteId), eq(quoteShares.token_hash, hashToken(token))))
    .returning({ id: quoteShares.id, customer_name: quoteShares.customer_name });
  return share ?? null;
}

/** The share of this quote a link's token names, or null (a token of another quote included). */
export async function shareForToken(db: Db, quoteId: string, token: string) {
  const [share] = await db
    .select({
      id: quoteShares.id,
      customer_name: quoteShares.customer_name,
      customer_email: quoteShares.customer_email,
      customer_phone: quoteShares.customer_phone,
    })
    .from(quoteShares)
    .where(and(eq(quoteShares.quote_id, quoteId), eq(quoteShares.token_hash, hashToken(token))))
    .limit(1);
  return share ?? null;
}
