import { randomUUID } from 'node:crypto';
import { truncateText } from '../../../../shared/format';
import { withDeclinedWork } from '../../../ai/declined-work';
import { EngineError } from '../../../ai/engine';
import { loadGuideIndex } from '../../../ai/guide-index';
import { retrieveContext } from '../../../ai/retrieval';
import { enqueueQuoteWork } from '../../../background/queue';
import type { ShopContext } from '../../../context-types';
import { conversations, messages } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { enqueueWebhookEvent, quoteCreatedData } from '../../webhook/events';
import { engineShopOf, engineVehicle } from './engine-input';
import { quoteWrites, writeAll } from './persist';

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
  const [vehicle, shop, index] = await Promise.all([
    engineVehicle(ctx.db, input.vehicleId),
    engineShopOf(ctx.db, ctx.shop),
    loadGuideIndex(ctx.db),
  ]);
  const draft = await runEngine(ctx, async () => {
    const context = await retrieveContext(
      { db: ctx.db, networkDb: ctx.deps.readDb },
      {
        vehicle,
        shop,
        concern: input.searchQuery,
        index,
      },
    );
    return withDeclinedWork(context, await ctx.deps.engine.generateQuote({ context, history: [] }));
  });
  const timeToCreate = performance.now() - started;
  const hasQuote = draft.laborItems.length + draft.partItems.length > 0;
  // One statement writes the conversation, both messages and the quote with its lines (writeAll):
  // one round trip instead of one per table, and all or nothing as a transaction would be.
  const conversationId = randomUUID();
  const quote = hasQuote
    ? quoteWrites(ctx.db, {
        conversationId,
        shopId: ctx.shop.id,
        vehicleId: vehicle.id,
        userId: ctx.user.id,
        prompt: input.searchQuery,
        draft,
        timeToCreate,
      })
    : null;
  const quoteId = quote?.quoteId ?? null;
  await writeAll(ctx.db, [
    ctx.db.insert(conversations).values({
      id: conversationId,
      shop_id: ctx.shop.id,
      title: hasQuote ? draft.title : truncateText(input.searchQuery, 80),
      created_by: ctx.user.id,
      // The first quote is the conversation's selected quote (its row is in the same statement).
      selected_quote_id: quoteId,
      created_at: asked,
      ...(quoteId ? { updated_at: new Date() } : {}),
    }),
    ctx.db.insert(messages).values({
      conversation_id: conversationId,
      created_by: ctx.user.id,
      content: input.searchQuery,
      created_at: asked,
    }),
    ...(quote?.writes ?? []),
    ctx.db.insert(messages).values({
      conversation_id: conversationId,
      content: draft.reply,
      quote_id: quoteId,
      created_at: new Date(Math.max(Date.now(), asked.getTime() + 1)),
    }),
  ]);
  const result: QuoteResponse = {
    conversation: { id: conversationId },
    response: { message: draft.reply, quote: quoteId ? { id: quoteId } : null },
  };
  // Shops can have every new quote checked against the guide and sourced right away.
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
