import { and, eq } from 'drizzle-orm';
import type { ProtectedContext } from '../../../context-types';
import { knowledgeBases, shops } from '../../../db/schema';
import { conversationForUser } from '../../conversation/access';
import { runEngine } from './create';
import { conversationQuotes, conversationTurns, engineShop, engineVehicle } from './engine-input';

/**
 * Analyses a conversation and keeps the standing rules it holds as the shop's knowledge (source
 * LEARNED), which retrieval reads for later quotes. Learning the same item twice keeps one entry.
 * When it holds none, `reason` tells the advisor why nothing was kept.
 */
export async function learnFromConversation(ctx: ProtectedContext, input: { conversationId: string }) {
  const conversation = await conversationForUser(ctx.db, ctx.user.id, input.conversationId);
  const [shopRow] = await ctx.db.select().from(shops).where(eq(shops.id, conversation.shop_id));
  const [turns, quotesSoFar] = await Promise.all([
    conversationTurns(ctx.db, conversation.id),
    conversationQuotes(ctx.db, conversation.id),
  ]);
  const vehicleId = quotesSoFar.at(-1)?.vehicle_id;
  const vehicle = vehicleId ? await engineVehicle(ctx.db, vehicleId) : null;
  const learned = await runEngine(ctx, () =>
    ctx.deps.engine.learnFromConversation({
      shop: engineShop(shopRow!),
      vehicle,
      turns,
      quotes: quotesSoFar,
    }),
  );
  const items = await ctx.db.transaction(async (tx) => {
    const saved: Array<{ id: string; kind: string; title: string; description: string }> = [];
    for (const item of learned.items) {
      const [existing] = await tx
        .select({ id: knowledgeBases.id })
        .from(knowledgeBases)
        .where(
          and(
            eq(knowledgeBases.shop_id, conversation.shop_id),
            eq(knowledgeBases.title, item.title),
            eq(knowledgeBases.description, item.description),
          ),
        )
        .limit(1);
      const id =
        existing?.id ??
        (
          await tx
            .insert(knowledgeBases)
            .values({
              shop_id: conversation.shop_id,
              title: item.title,
              description: item.description,
              source: 'LEARNED',
              conversation_id: conversation.id,
              created_by: ctx.user.id,
            })
            .returning({ id: knowledgeBases.id })
        )[0]!.id;
      saved.push({ id, kind: item.kind, title: item.title, description: item.description });
    }
    return saved;
  });
  return {
    items,
    reason: items.length
      ? null
      : `Nothing was learned from this conversation. ${learned.notLearned ?? 'It holds no standing shop rule.'}`,
  };
}
