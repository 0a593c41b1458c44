import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, quotes, userShops } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// Conversations and quotes are shop-owned: a lookup by id only finds rows of the caller's shops,
// so another shop's ids answer NOT_FOUND and reveal nothing.

export async function conversationForUser(db: Db, userId: string, conversationId: string) {
  const [row] = await db
    .select({ conversation: conversations })
    .from(conversations)
    .innerJoin(userShops, and(eq(userShops.shop_id, conversations.shop_id), eq(userShops.user_id, userId)))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Conversation not found');
  return row.conversation;
}

export async function quoteForUser(db: Db, userId: string, quoteId: string) {
  const [row] = await db
    .select({ quote: quotes })
    .from(quotes)
    .innerJoin(userShops, and(eq(userShops.shop_id, quotes.shop_id), eq(userShops.user_id, userId)))
    .where(eq(quotes.id, quoteId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  return row.quote;
}
