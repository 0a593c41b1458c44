import { and, count, desc, eq } from 'drizzle-orm';
import { CONVERSATIONS_PAGE_SIZE } from '../../../shared/schemas/quote';
import { conversations, messages, quotes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ProtectedContext, ShopContext } from '../../trpc/context';
import { conversationForUser } from './access';

/** One page (from 1) of the shop's conversations, newest first; a shorter page ends the list. */
export async function listConversations(ctx: ShopContext, input: { page: number }) {
  const messageCount = ctx.db
    .select({ conversation_id: messages.conversation_id, n: count().as('n') })
    .from(messages)
    .groupBy(messages.conversation_id)
    .as('message_count');
  const rows = await ctx.db
    .select({
      id: conversations.id,
      title: conversations.title,
      created_at: conversations.created_at,
      selected_quote_id: conversations.selected_quote_id,
      selected_quote_vehicle_id: quotes.vehicle_id,
      created_by_id: users.id,
      created_by_name: users.name,
      message_count: messageCount.n,
    })
    .from(conversations)
    .leftJoin(quotes, eq(quotes.id, conversations.selected_quote_id))
    .leftJoin(users, eq(users.id, conversations.created_by))
    .leftJoin(messageCount, eq(messageCount.conversation_id, conversations.id))
    .where(eq(conversations.shop_id, ctx.shop.id))
    .orderBy(desc(conversations.created_at), desc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE)
    .offset((input.page - 1) * CONVERSATIONS_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    created_at: row.created_at,
    selected_quote:
      row.selected_quote_id && row.selected_quote_vehicle_id
        ? { id: row.selected_quote_id, vehicle_id: row.selected_quote_vehicle_id }
        : null,
    created_by: row.created_by_id ? { id: row.created_by_id, name: row.created_by_name ?? '' } : null,
    shop: { id: ctx.shop.id, name: ctx.shop.name },
    message_count: Number(row.message_count ?? 0),
  }));
}

/** Makes a quote of the conversation its selected quote (the reference the sidebar opens). */
export async function setSelectedQuote(
  ctx: ProtectedContext,
  input: { conversationId: string; quoteId: string },
) {
  const conversation = await conversationForUser(ctx.db, ctx.user.id, input.conversationId);
  const [quote] = await ctx.db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, input.quoteId), eq(quotes.conversation_id, conversation.id)))
    .limit(1);
  if (!quote) throw new AppError('NOT_FOUND', 'Quote not found in this conversation');
  await ctx.db
    .update(conversations)
    .set({ selected_quote_id: quote.id })
    .where(eq(conversations.id, conversation.id));
  return { id: conversation.id, selected_quote_id: quote.id };
}
