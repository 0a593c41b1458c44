import { and, eq } from 'drizzle-orm';
import type { ProtectedContext } from '../../context-types';
import { conversations, quotes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { conversationForUser } from './access';

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
