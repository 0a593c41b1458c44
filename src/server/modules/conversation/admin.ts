import { asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type AdminListInput, pageOffset } from '../../../shared/schemas/admin';
import type { ProtectedContext } from '../../context-types';
import { conversations, messages, shops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { escapeLike } from '../../lib/sql-like';

type DbContext = Pick<ProtectedContext, 'db'>;

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(conversations.title, pattern), ilike(shops.name, pattern));
}

/** Admin Conversations: a page of every shop's conversations, newest first, with message counts. */
export async function listAdminConversations(ctx: DbContext, input: AdminListInput) {
  const where = searchCondition(input.search);
  const messageCount = ctx.db
    .select({ conversation_id: messages.conversation_id, n: count().as('n') })
    .from(messages)
    .groupBy(messages.conversation_id)
    .as('message_count');
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: conversations.id,
        title: conversations.title,
        created_at: conversations.created_at,
        shop: { id: shops.id, name: shops.name },
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
        id: conversations.id,
        title: conversations.title,
        created_at: conversations.created_at,
        shop: { id: shops.id, name: shops.name },
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
