import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { MatrixRow } from '../../../../shared/matrix';
import type { ConversationTurn, CurrentQuote, EngineShop, EngineVehicle } from '../../../ai/engine';
import type { Db } from '../../../db/client';
import {
  guideLaborItems,
  messages,
  quoteAppGuidelines,
  quoteKnowledgeBases,
  quoteLaborItems,
  quotePartItems,
  quoteRelatedJobs,
  quotes,
  quoteToGuideJobs,
  type shops,
  sourcedParts,
  vehicles,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { shopMatrices } from '../../matrix/service';

// Rows read into the shapes the engine works on.

export async function engineVehicle(db: Db, vehicleId: string): Promise<EngineVehicle> {
  const [v] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1);
  if (!v) throw new AppError('NOT_FOUND', 'Vehicle not found. Please select a vehicle first.');
  return v;
}

export function engineShop(
  shop: typeof shops.$inferSelect,
  matrices: { labor?: readonly MatrixRow[]; parts?: readonly MatrixRow[] } = {},
): EngineShop {
  return {
    id: shop.id,
    name: shop.name,
    standard_labor_rate: shop.standard_labor_rate,
    state: shop.state,
    labor_matrix: matrices.labor ?? [],
    parts_matrix: matrices.parts ?? [],
    network: shop.network_status === 'APPROVED',
  };
}

/** The shop as the engine sees it, with both of its matrices. */
export async function engineShopOf(db: Db, shop: typeof shops.$inferSelect): Promise<EngineShop> {
  return engineShop(shop, await shopMatrices(db, shop.id));
}

export async function conversationTurns(db: Db, conversationId: string): Promise<ConversationTurn[]> {
  const rows = await db
    .select({ created_by: messages.created_by, content: messages.content, quote_id: messages.quote_id })
    .from(messages)
    .where(eq(messages.conversation_id, conversationId))
    .orderBy(asc(messages.created_at), asc(messages.id));
  return rows.map((r) => ({
    role: r.created_by ? 'user' : 'assistant',
    content: r.content,
    quoteId: r.quote_id,
  }));
}

/**
 * The conversation's quotes as the engine sees them, oldest first: each line with its id and what
 * it is charged at (guide motor time, sourced price with matrix), as the quote panel shows it.
 */
export async function conversationQuotes(
  db: Db,
  conversationId: string,
): Promise<Array<CurrentQuote & { vehicle_id: string }>> {
  const rows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.conversation_id, conversationId))
    .orderBy(asc(quotes.created_at));
  if (rows.length === 0) return [];
  const ids = rows.map((q) => q.id);
  const [labor, parts, related, guides, knowledge, guidelines] = await Promise.all([
    db
      .select({ item: quoteLaborItems, guideName: guideLaborItems.name })
      .from(quoteLaborItems)
      .leftJoin(guideLaborItems, eq(guideLaborItems.id, quoteLaborItems.guide_labor_item_id))
      .where(inArray(quoteLaborItems.quote_id, ids))
      .orderBy(asc(quoteLaborItems.position)),
    db
      .select({ item: quotePartItems, sourced: sourcedParts })
      .from(quotePartItems)
      .leftJoin(sourcedParts, eq(sourcedParts.quote_part_item_id, quotePartItems.id))
      .where(inArray(quotePartItems.quote_id, ids))
      .orderBy(asc(quotePartItems.position)),
    db
      .select()
      .from(quoteRelatedJobs)
      .where(inArray(quoteRelatedJobs.quote_id, ids))
      .orderBy(asc(quoteRelatedJobs.position)),
    db
      .select()
      .from(quoteToGuideJobs)
      .where(inArray(quoteToGuideJobs.quote_id, ids))
      .orderBy(asc(quoteToGuideJobs.position)),
    db.select().from(quoteKnowledgeBases).where(inArray(quoteKnowledgeBases.quote_id, ids)),
    db.select().from(quoteAppGuidelines).where(inArray(quoteAppGuidelines.quote_id, ids)),
  ]);
  return rows.map((q) => ({
    id: q.id,
    vehicle_id: q.vehicle_id,
    title: q.title,
    shortTitle: q.shortTitle,
    prompt: q.prompt,
    laborItems: labor
      .filter(({ item: l }) => l.quote_id === q.id)
      .map(({ item: l, guideName }) => ({
        id: l.id,
        title: l.title,
        description: l.description,
        hours: l.hours,
        rate: l.rate,
        is_suggested: l.is_suggested,
        source: l.source,
        // As getQuoteItems: a link whose guide operation is gone no longer counts.
        guide_labor_item:
          l.guide_labor_item_id && guideName ? { name: guideName, motorTime: l.guide_motor_time } : null,
      })),
    partItems: parts
      .filter(({ item: p }) => p.quote_id === q.id)
      .map(({ item: p, sourced }) => ({
        id: p.id,
        name: p.name,
        quantity: p.quantity,
        retail: p.retail,
        is_suggested: p.is_suggested,
        pcdb_part_type_id: p.pcdb_part_type_id,
        source: p.source,
        sourced_part: sourced
          ? {
              supplier_name: sourced.supplier_name,
              brand: sourced.brand,
              partNumber: sourced.partNumber,
              price_cost_with_matrix: sourced.price_cost_with_matrix,
            }
          : null,
      })),
    relatedJobs: related
      .filter((r) => r.quote_id === q.id)
      .map((r) => ({ id: r.job_id, similarity: r.similarity })),
    guideJobs: guides.filter((g) => g.quote_id === q.id).map((g) => ({ id: g.guide_job_id, score: g.score })),
    knowledgeBaseIds: knowledge.filter((k) => k.quote_id === q.id).map((k) => k.knowledge_base_id),
    appGuidelineIds: guidelines.filter((g) => g.quote_id === q.id).map((g) => g.app_guideline_id),
  }));
}

export async function latestQuoteId(db: Db, conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.conversation_id, conversationId))
    .orderBy(desc(quotes.created_at))
    .limit(1);
  return row?.id ?? null;
}
