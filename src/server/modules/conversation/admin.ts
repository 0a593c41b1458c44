import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { type AdminListInput, pageOffset } from '../../../shared/schemas/admin';
import type { ProtectedContext } from '../../context-types';
import { conversations, messages, shops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsSearch } from '../../lib/sql-like';

type DbContext = Pick<ProtectedContext, 'db'>;

/** What both admin views show of a conversation; the query joins its shop. */
const CONVERSATION_SUMMARY = {
  id: conversations.id,
  title: conversations.title,
  created_at: conversations.created_at,
  shop: { id: shops.id, name: shops.name },
};

/** Admin Conversations: a page of every shop's conversations, newest first, with message counts. */
export async function listAdminConversations(ctx: DbContext, input: AdminListInput) {
  const where = containsSearch(input.search, [conversations.title, shops.name]);
  const messageCount = ctx.db
    .select({ conversation_id: messages.conversation_id, n: count().as('n') })
    .from(messages)
    .groupBy(messages.conversation_id)
    .as('message_count');
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        ...CONVERSATION_SUMMARY,
        created_by: { name: users.name },
        messages: sql<number>`coalesce(${messageCount.n}, 0)`.mapWith(Number),
      })
      .from(conversations)
      .innerJoin(shops, eq(shops.id, conversations.shop_id))
      .leftJoin(users, eq(users.id, conversations.created_by))
      .leftJoin(messageCount, eq(messageCount.conversation_id, conversations.id))
      .where(where)
      .orderBy(desc(conversations.created_at), desc(conversations.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    ctx.db
      .select({ total: count() })
      .from(conversations)
      .innerJoin(shops, eq(shops.id, conversations.shop_id))
      .where(where),
  ]);
  return { conversations: rows, total: counted?.total ?? 0 };
}

/** One conversation of any shop, read-only for admins: its messages oldest first. */
export async function getAdminConversation(ctx: DbContext, input: { id: string }) {
  const [[conversation], rows] = await Promise.all([
    ctx.db
      .select({
        ...CONVERSATION_SUMMARY,
      })
      .from(conversations)
      .innerJoin(shops, eq(shops.id, conversations.shop_id))
      .where(eq(conversations.id, input.id))
      .limit(1),
    ctx.db
      .select({
        id: messages.id,
        content: messages.content,
        created_at: messages.created_at,
        created_by: { name: users.name },
        quote_id: messages.quote_id,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.created_by))
      .where(eq(messages.conversation_id, input.id))
      .orderBy(asc(messages.created_at), asc(messages.id)),
  ]);
  if (!conversation) throw new AppError('NOT_FOUND', 'Conversation not found.');
  return { ...conversation, messages: rows };
}
