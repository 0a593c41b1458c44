import { eq } from 'drizzle-orm';
import { keepsSourcedPart, supplierOptionFor } from '../../../ai/carry-over';
import type {
  CatalogOption,
  ConversationTurn,
  CurrentQuote,
  DraftPartItem,
  FollowUpResult,
  QuoteDraft,
} from '../../../ai/engine';
import { type Retrieval, retrieveContext } from '../../../ai/retrieval';
import type { ProtectedContext } from '../../../context-types';
import { messages, quotes, shops } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { conversationForUser } from '../../conversation/access';
import { type SupplierAlternative, supplierAlternatives } from '../../part/service';
import { type QuoteResponse, runEngine } from './create';
import { conversationQuotes, conversationTurns, engineShopOf, engineVehicle } from './engine-input';
import { type BasedOn, insertQuote, type SourcedPartValues } from './persist';

const BACKGROUND_WORK =
  'This quote is still being checked against the labor guide or sourced. Send your message when that has finished, so the new version keeps its results.';

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
  const shop = await engineShopOf(ctx.db, shopRow!);
  const vehicle = await engineVehicle(ctx.db, input.vehicleId);
  const [history, quotesSoFar] = await Promise.all([
    conversationTurns(ctx.db, conversation.id),
    conversationQuotes(ctx.db, conversation.id),
  ]);
  const latest = quotesSoFar.at(-1);
  const changing = latest && !input.isDiscussion;
  if (changing) await refuseDuringBackgroundWork(ctx, latest.id);
  // A sourced line switched to another tier stays with its supplier, so the engine is given
  // what that supplier offers (looked up before: the engine never calls a supplier itself).
  const alternatives = changing
    ? await supplierAlternatives(ctx.deps, {
        id: latest.id,
        shop_id: conversation.shop_id,
        vehicle_id: latest.vehicle_id,
      })
    : new Map<string, SupplierAlternative[]>();
  const { current, result } = await runEngine(ctx, async () => {
    const context = await retrieveContext(
      { db: ctx.db, networkDb: ctx.deps.readDb },
      {
        vehicle,
        shop,
        concern: input.finetunePrompt,
        partTypeIds: latest?.partItems
          .map((p) => p.pcdb_part_type_id)
          .filter((id): id is number => id !== null),
      },
    );
    const current =
      latest && alternatives.size ? withSupplierOptions(latest, alternatives, context.catalog) : latest;
    return { current, result: await askEngine(ctx, { ...input, context, current, history }) };
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
          basedOn: current ? basedOn(current, draft, alternatives) : undefined,
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

async function refuseDuringBackgroundWork(ctx: ProtectedContext, quoteId: string) {
  const [row] = await ctx.db
    .select({
      verifying: quotes.isVerifyingLaborItemsInProgress,
      sourcing: quotes.isSourcingPartsInProgress,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (row?.verifying || row?.sourcing) throw new AppError('CONFLICT', BACKGROUND_WORK);
}

/**
 * The supplier's parts as catalogue options of each sourced line, priced with the shop's matrix.
 * A supplier does not say which brand is the maker's own; the catalogue does (its OE options for
 * this vehicle's make), so a supplier part of that brand counts as OE.
 */
function withSupplierOptions(
  quote: CurrentQuote,
  alternatives: Map<string, SupplierAlternative[]>,
  catalog: Record<number, CatalogOption[]>,
): CurrentQuote {
  return {
    ...quote,
    partItems: quote.partItems.map((line) => {
      const found = alternatives.get(line.id);
      if (!found?.length || line.pcdb_part_type_id === null) return line;
      const oeBrands = new Set(
        (catalog[line.pcdb_part_type_id] ?? []).filter((o) => o.isOe).map((o) => o.brand.toLowerCase()),
      );
      const supplierOptions = found.map(
        (a): CatalogOption => ({
          partTypeId: a.part.taxonomy.partTypeId,
          name: a.part.partName,
          brand: a.sourced.brand ?? a.part.brand.brandName,
          partNumber: a.part.partNumber,
          isOe: oeBrands.has((a.sourced.brand ?? '').toLowerCase()),
          retail: a.priceCostWithMatrix,
          cost: a.part.price.cost,
        }),
      );
      return { ...line, supplierOptions };
    }),
  };
}

/** What the new version copies from the one it replaces, and the supplier parts lines switched to. */
function basedOn(
  quote: CurrentQuote,
  draft: QuoteDraft,
  alternatives: Map<string, SupplierAlternative[]>,
): BasedOn {
  const resourced = new Map<DraftPartItem, SourcedPartValues>();
  for (const line of draft.partItems) {
    const from = line.keptFrom ? quote.partItems.find((p) => p.id === line.keptFrom!.id) : undefined;
    if (!from?.sourced_part || keepsSourcedPart(line, from)) continue;
    const option = supplierOptionFor(line, from);
    const alternative = option
      ? alternatives.get(from.id)?.find((a) => a.part.partNumber === option.partNumber)
      : undefined;
    if (alternative) resourced.set(line, alternative.sourced);
  }
  return { quoteId: quote.id, resourced };
}

/** The engine's answer: a follow-up on the current quote, or the first quote of the conversation. */
async function askEngine(
  ctx: ProtectedContext,
  input: {
    context: Retrieval;
    current: CurrentQuote | undefined;
    history: ConversationTurn[];
    finetunePrompt: string;
    isDiscussion: boolean;
  },
): Promise<FollowUpResult> {
  const { context, current, history } = input;
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
}
