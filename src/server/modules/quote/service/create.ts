import { eq } from 'drizzle-orm';
import { truncateText } from '../../../../shared/format';
import { withDeclinedWork } from '../../../ai/declined-work';
import { EngineError } from '../../../ai/engine';
import { retrieveContext } from '../../../ai/retrieval';
import { enqueueQuoteWork } from '../../../background/queue';
import type { ShopContext } from '../../../context-types';
import { conversations, messages } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { enqueueWebhookEvent, quoteCreatedData } from '../../webhook/events';
import { engineShopOf, engineVehicle } from './engine-input';
import { insertQuote } from './persist';

export type QuoteResponse = {
  conversation: { id: string };
  response: { message: string; quote: { id: string } | null };
};

/** Runs the engine, turning its failures into a clear message; nothing is written before it answers. */
export async function runEngine<T>(
  ctx: ShopContext | { deps: ShopContext['deps'] },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EngineError) throw new AppError('UPSTREAM_ERROR', error.message, { cause: error });
    ctx.deps.logger.error({ err: error }, 'quote engine failed');
    throw error;
  }
}

/**
 * A concern becomes a conversation with the advisor's message, the assistant's answer and (when
 * the concern was understood) the first quote, which is the conversation's selected quote.
 */
export async function createQuoteFromConcern(
  ctx: ShopContext,
  input: { vehicleId: string; searchQuery: string },
): Promise<QuoteResponse> {
  const asked = new Date();
  const started = performance.now();
  const [vehicle, shop] = await Promise.all([
    engineVehicle(ctx.db, input.vehicleId),
    engineShopOf(ctx.db, ctx.shop),
  ]);
  const draft = await runEngine(ctx, async () => {
    const context = await retrieveContext(
      { db: ctx.db, networkDb: ctx.deps.readDb },
      {
        vehicle,
        shop,
        concern: input.searchQuery,
      },
    );
    return withDeclinedWork(context, await ctx.deps.engine.generateQuote({ context, history: [] }));
  });
  const timeToCreate = performance.now() - started;
  const hasQuote = draft.laborItems.length + draft.partItems.length > 0;
  const result = await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({
        shop_id: ctx.shop.id,
        title: hasQuote ? draft.title : truncateText(input.searchQuery, 80),
        created_by: ctx.user.id,
        created_at: asked,
      })
      .returning({ id: conversations.id });
    const conversationId = conversation!.id;
    await tx.insert(messages).values({
      conversation_id: conversationId,
      created_by: ctx.user.id,
      content: input.searchQuery,
      created_at: asked,
    });
    const quoteId = hasQuote
      ? await insertQuote(tx, {
          conversationId,
          shopId: ctx.shop.id,
          vehicleId: vehicle.id,
          userId: ctx.user.id,
          prompt: input.searchQuery,
          draft,
          timeToCreate,
        })
      : null;
    await tx.insert(messages).values({
      conversation_id: conversationId,
      content: draft.reply,
      quote_id: quoteId,
      created_at: new Date(Math.max(Date.now(), asked.getTime() + 1)),
    });
    if (quoteId)
      await tx
        .update(conversations)
        .set({ selected_quote_id: quoteId })
        .where(eq(conversations.id, conversationId));
    return {
      conversation: { id: conversationId },
      response: { message: draft.reply, quote: quoteId ? { id: quoteId } : null },
    };
  });
  // Shops can have every new quote checked against the guide and sourced right away.
  const quoteId = result.response.quote?.id;
  if (quoteId && ctx.shop.check_labor_guide_on_quote_creation)
    await enqueueQuoteWork(ctx.db, 'VERIFY_LABOR', quoteId);
  if (quoteId && ctx.shop.source_parts_on_quote_creation)
    await enqueueQuoteWork(ctx.db, 'SOURCE_PARTS', quoteId);
  if (quoteId)
    await enqueueWebhookEvent(
      ctx.db,
      { shopId: ctx.shop.id, event: 'quote.created', payload: () => quoteCreatedData(ctx.db, quoteId) },
      ctx.deps.logger,
    );
  return result;
}
