import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { CONVERSATIONS_PAGE_SIZE } from '../../../shared/quote-limits';
import { type QuoteStatus, quoteStatus } from '../../../shared/quote-status';
import type { ShopContext } from '../../context-types';
import type { Db } from '../../db/client';
import {
  conversations,
  messages,
  quoteJobExports,
  quoteJobResponses,
  quoteRevisions,
  quoteShares,
  quotes,
  users,
  vehicles,
} from '../../db/schema';
import { escapeLike } from '../../lib/sql-like';
import { totalsByQuote } from '../quote/service/totals-by-quote';

/**
 * The search of the past-quotes list: the conversation's title, its quote's concern, the vehicle
 * (year, make, model) or the name of a customer it was sent to.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = search?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (!words.length) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        ilike(conversations.title, pattern),
        ilike(quotes.prompt, pattern),
        ilike(vehicles.make, pattern),
        ilike(vehicles.model, pattern),
        sql`${vehicles.model_year}::text = ${word}`,
        sql`exists (select 1 from ${quoteShares} where ${quoteShares.quote_id} = ${quotes.id} and ${quoteShares.customer_name} ilike ${pattern})`,
      );
    }),
  );
}

/** One page (from 1) of the shop's conversations, newest first; a shorter page ends the list. */
export async function listConversations(ctx: ShopContext, input: { page: number; search?: string }) {
  const rows = await ctx.db
    .select({
      id: conversations.id,
      title: conversations.title,
      created_at: conversations.created_at,
      selected_quote_id: conversations.selected_quote_id,
      selected_quote_vehicle_id: quotes.vehicle_id,
      created_by_id: users.id,
      created_by_name: users.name,
      vehicle: { model_year: vehicles.model_year, make: vehicles.make, model: vehicles.model },
      message_count: sql<number>`(select count(*)::int from ${messages} where ${messages.conversation_id} = ${conversations.id})`,
    })
    .from(conversations)
    .leftJoin(quotes, eq(quotes.id, conversations.selected_quote_id))
    .leftJoin(vehicles, eq(vehicles.id, quotes.vehicle_id))
    .leftJoin(users, eq(users.id, conversations.created_by))
    .where(and(eq(conversations.shop_id, ctx.shop.id), searchCondition(input.search)))
    .orderBy(desc(conversations.created_at), desc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE)
    .offset((input.page - 1) * CONVERSATIONS_PAGE_SIZE);
  const quoteIds = rows.flatMap((row) => (row.selected_quote_id ? [row.selected_quote_id] : []));
  const [totals, statuses] = await Promise.all([
    totalsByQuote(ctx.db, quoteIds),
    statusesByQuote(ctx.db, quoteIds),
  ]);
  return rows.map((row) => {
    const quoteId = row.selected_quote_id;
    return {
      id: row.id,
      title: row.title,
      created_at: row.created_at,
      selected_quote:
        quoteId && row.selected_quote_vehicle_id
          ? { id: quoteId, vehicle_id: row.selected_quote_vehicle_id }
          : null,
      created_by: row.created_by_id ? { id: row.created_by_id, name: row.created_by_name ?? '' } : null,
      shop: { id: ctx.shop.id, name: ctx.shop.name },
      message_count: Number(row.message_count ?? 0),
      vehicle: row.vehicle?.make || row.vehicle?.model ? row.vehicle : null,
      total: quoteId ? (totals.get(quoteId) ?? 0) : null,
      status: (quoteId && statuses.get(quoteId)) || ({ kind: 'DRAFT' } as QuoteStatus),
    };
  });
}

/**
 * Sent, answered (the customer's latest answers, to the revision they last answered) and written
 * to a repair order, for a page of quotes in three statements.
 */
async function statusesByQuote(db: Db, quoteIds: string[]): Promise<Map<string, QuoteStatus>> {
  if (!quoteIds.length) return new Map();
  const [shared, written, answers] = await Promise.all([
    db
      .selectDistinct({ quote_id: quoteShares.quote_id })
      .from(quoteShares)
      .where(inArray(quoteShares.quote_id, quoteIds)),
    db
      .select({ quote_id: quoteJobExports.quote_id, number: quoteJobExports.repair_order_number })
      .from(quoteJobExports)
      .where(and(inArray(quoteJobExports.quote_id, quoteIds), eq(quoteJobExports.status, 'CREATED')))
      .orderBy(desc(quoteJobExports.created_at)),
    db
      .select({
        quote_id: quoteJobResponses.quote_id,
        revision_id: quoteJobResponses.revision_id,
        decision: quoteJobResponses.decision,
        decided_at: quoteJobResponses.decided_at,
        jobs: sql<number | null>`jsonb_array_length(${quoteRevisions.content}->'jobs')`,
      })
      .from(quoteJobResponses)
      .leftJoin(quoteRevisions, eq(quoteRevisions.id, quoteJobResponses.revision_id))
      .where(inArray(quoteJobResponses.quote_id, quoteIds))
      .orderBy(desc(quoteJobResponses.decided_at)),
  ]);
  const sharedIds = new Set(shared.map((row) => row.quote_id));
  return new Map(
    quoteIds.map((id) => {
      const mine = answers.filter((a) => a.quote_id === id);
      // The revision answered last: answers to an older version no longer describe the quote.
      const latest = mine.filter((a) => a.revision_id === mine[0]?.revision_id);
      return [
        id,
        quoteStatus({
          writtenTo: written.filter((w) => w.quote_id === id).map((w) => w.number),
          approved: latest.filter((a) => a.decision === 'APPROVED').length,
          declined: latest.filter((a) => a.decision === 'DECLINED').length,
          jobs: Math.max(latest[0]?.jobs ?? 0, latest.length),
          shared: sharedIds.has(id),
        }),
      ];
    }),
  );
}
