import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { ShopContext } from '../../context-types';
import { quoteJobResponses, quotes } from '../../db/schema';

const MAX_ANSWERS = 50;

export type RecentAnswer = {
  quote_id: string;
  conversation_id: string;
  quote_title: string;
  customer_name: string;
  approved: number;
  declined: number;
  decided_at: Date;
};

/**
 * Customers' answers to the shop's quotes given after the cursor, one entry per quote (its jobs
 * answered in that window counted), for the advisor's notice. The cursor is the server's clock:
 * the next call asks for what came after it.
 */
export async function recentAnswers(ctx: ShopContext, input: { after?: string }) {
  const now = new Date();
  if (!input.after) return { cursor: now.toISOString(), answers: [] as RecentAnswer[] };
  const rows = await ctx.db
    .select({
      quote_id: quoteJobResponses.quote_id,
      conversation_id: quotes.conversation_id,
      quote_title: quotes.title,
      customer_name: quoteJobResponses.customer_name,
      decision: quoteJobResponses.decision,
      decided_at: quoteJobResponses.decided_at,
    })
    .from(quoteJobResponses)
    .innerJoin(quotes, eq(quotes.id, quoteJobResponses.quote_id))
    .where(
      and(
        eq(quotes.shop_id, ctx.shop.id),
        gt(quoteJobResponses.decided_at, new Date(input.after)),
        lte(quoteJobResponses.decided_at, now),
      ),
    )
    .orderBy(asc(quoteJobResponses.decided_at))
    .limit(MAX_ANSWERS);
  const byQuote = new Map<string, RecentAnswer>();
  for (const row of rows) {
    const entry = byQuote.get(row.quote_id) ?? {
      quote_id: row.quote_id,
      conversation_id: row.conversation_id,
      quote_title: row.quote_title,
      customer_name: row.customer_name,
      approved: 0,
      declined: 0,
      decided_at: row.decided_at,
    };
    if (row.decision === 'APPROVED') entry.approved += 1;
    else entry.declined += 1;
    entry.decided_at = row.decided_at;
    byQuote.set(row.quote_id, entry);
  }
  // A full page moves the cursor only to its last answer, so nothing is skipped.
  const cursor = rows.length === MAX_ANSWERS ? rows.at(-1)!.decided_at : now;
  return { cursor: cursor.toISOString(), answers: [...byQuote.values()] };
}
