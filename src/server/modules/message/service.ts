import { asc, eq } from 'drizzle-orm';
import type { ProtectedContext } from '../../context-types';
import { messages, quotes, users } from '../../db/schema';
import { conversationForUser } from '../conversation/access';

/** The conversation's messages, oldest first; a message without an author is the assistant's. */
export async function listMessages(ctx: ProtectedContext, input: { conversationId: string }) {
  const conversation = await conversationForUser(ctx.db, ctx.user.id, input.conversationId);
  const rows = await ctx.db
    .select({
      message: messages,
      author: { id: users.id, name: users.name, image: users.image },
      quote: {
        id: quotes.id,
        title: quotes.title,
        shortTitle: quotes.shortTitle,
        vehicle_id: quotes.vehicle_id,
      },
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.created_by))
    .leftJoin(quotes, eq(quotes.id, messages.quote_id))
    .where(eq(messages.conversation_id, conversation.id))
    .orderBy(asc(messages.created_at), asc(messages.id));
  return rows.map(({ message, author, quote }) => ({
    id: message.id,
    content: message.content,
    created_at: message.created_at,
    is_discussion: message.is_discussion,
    created_by: message.created_by && author ? author : null,
    quote: message.quote_id && quote ? quote : null,
    conversation: {
      id: conversation.id,
      title: conversation.title,
      selected_quote_id: conversation.selected_quote_id,
      // A link to the conversation that names no shop opens it at this one.
      shop_id: conversation.shop_id,
    },
  }));
}
