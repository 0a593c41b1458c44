import { eq } from 'drizzle-orm';
import { retrieveContext } from '../../../ai/retrieval';
import { messages, shops } from '../../../db/schema';
import type { ProtectedContext } from '../../../trpc/context';
import { conversationForUser } from '../../conversation/access';
import { type QuoteResponse, runEngine } from './create';
import { conversationQuotes, conversationTurns, engineShop, engineVehicle } from './engine-input';
import { insertQuote } from './persist';

/**
 * A message in a conversation: in discussion mode the assistant only answers; otherwise the
 * latest quote is changed into a new version (or, with no quote yet, the message is quoted).
 */
export async function followUpOnConversation(
  ctx: ProtectedContext,
  input: { conversationId: string; finetunePrompt: string; vehicleId: string; isDiscussion: boolean },
): Promise<QuoteResponse> {
  const asked = new Date();
  const started = performance.now();
  const conversation = await conversationForUser(ctx.db, ctx.user.id, input.conversationId);
  const [shopRow] = await ctx.db.select().from(shops).where(eq(shops.id, conversation.shop_id));
  const shop = engineShop(shopRow!);
  const vehicle = await engineVehicle(ctx.db, input.vehicleId);
  const [history, quotesSoFar] = await Promise.all([
    conversationTurns(ctx.db, conversation.id),
    conversationQuotes(ctx.db, conversation.id),
  ]);
  const current = quotesSoFar.at(-1);
  const result = await runEngine(ctx, async () => {
    const context = await retrieveContext(ctx.db, {
      vehicle,
      shop,
      concern: input.finetunePrompt,
      partTypeIds: current?.partItems
        .map((p) => p.pcdb_part_type_id)
        .filter((id): id is number => id !== null),
    });
    if (!current) {
      if (input.isDiscussion)
        return ctx.deps.engine.followUp({
          context,
          quote: {
            id: '',
            title: '',
            shortTitle: '',
            prompt: '',
            laborItems: [],
            partItems: [],
            guideJobs: [],
            relatedJobs: [],
            knowledgeBaseIds: [],
            appGuidelineIds: [],
          },
          message: input.finetunePrompt,
          isDiscussion: true,
          history,
        });
      return { kind: 'quote' as const, draft: await ctx.deps.engine.generateQuote({ context, history }) };
    }
    return ctx.deps.engine.followUp({
      context,
      quote: current,
      message: input.finetunePrompt,
      isDiscussion: input.isDiscussion,
      history,
    });
  });
  const timeToCreate = performance.now() - started;
  const draft =
    result.kind === 'quote' && result.draft.laborItems.length + result.draft.partItems.length > 0
      ? result.draft
      : null;
  const reply = result.kind === 'quote' ? result.draft.reply : result.reply;
  return ctx.db.transaction(async (tx) => {
    await tx.insert(messages).values({
      conversation_id: conversation.id,
      created_by: ctx.user.id,
      content: input.finetunePrompt,
      is_discussion: input.isDiscussion,
      created_at: asked,
    });
    const quoteId = draft
      ? await insertQuote(tx, {
          conversationId: conversation.id,
          shopId: conversation.shop_id,
          vehicleId: vehicle.id,
          userId: ctx.user.id,
          prompt: input.finetunePrompt,
          draft,
          timeToCreate,
        })
      : null;
    await tx.insert(messages).values({
      conversation_id: conversation.id,
      content: reply,
      quote_id: quoteId,
      is_discussion: input.isDiscussion,
      created_at: new Date(Math.max(Date.now(), asked.getTime() + 1)),
    });
    return {
      conversation: { id: conversation.id },
      response: { message: reply, quote: quoteId ? { id: quoteId } : null },
    };
  });
}
