import { eq } from 'drizzle-orm';
import { keepsGuideLink, keepsSourcedPart } from '../../../ai/carry-over';
import type { DraftPartItem, QuoteDraft } from '../../../ai/engine';
import type { Tx } from '../../../db/client';
import {
  quoteAppGuidelines,
  quoteKnowledgeBases,
  quoteLaborItems,
  quotePartItems,
  quoteRelatedJobs,
  quotes,
  quoteToGuideJobs,
  sourcedParts,
} from '../../../db/schema';

/** A sourced part's row without the part line it belongs to. */
export type SourcedPartValues = Omit<
  typeof sourcedParts.$inferInsert,
  'id' | 'quote_part_item_id' | 'created_at'
>;

/**
 * The version a follow-up's draft was built on: lines marked keptFrom copy from its lines what
 * still holds (carry-over.ts); `resourced` holds the supplier parts of lines switched to another
 * of their supplier's parts.
 */
export type BasedOn = { quoteId: string; resourced?: Map<DraftPartItem, SourcedPartValues> };

/** Writes a quote with its items and links (inside the caller's transaction); returns its id. */
export async function insertQuote(
  tx: Tx,
  input: {
    conversationId: string;
    shopId: string;
    vehicleId: string;
    userId: string;
    prompt: string;
    draft: QuoteDraft;
    timeToCreate: number;
    basedOn?: BasedOn;
  },
): Promise<string> {
  const { draft } = input;
  const previous = input.basedOn ? await previousLines(tx, input.basedOn.quoteId) : null;
  const [quote] = await tx
    .insert(quotes)
    .values({
      conversation_id: input.conversationId,
      shop_id: input.shopId,
      vehicle_id: input.vehicleId,
      created_by: input.userId,
      title: draft.title,
      shortTitle: draft.shortTitle,
      prompt: input.prompt,
      prompt_full: draft.promptFull,
      output_text: draft.outputText,
      input_tokens: draft.usage.inputTokens,
      output_tokens: draft.usage.outputTokens,
      total_tokens: draft.usage.totalTokens,
      ai_model_name: draft.modelName,
      time_to_create: Math.max(0, Math.round(input.timeToCreate)),
    })
    .returning({ id: quotes.id });
  const quoteId = quote!.id;
  const writes: Promise<unknown>[] = [];
  if (draft.laborItems.length)
    writes.push(
      tx.insert(quoteLaborItems).values(
        draft.laborItems.map((l, position) => {
          const from = l.keptFrom ? previous?.labor.get(l.keptFrom.id) : undefined;
          const guide = from?.guide_labor_item_id && keepsGuideLink(l, from) ? from : null;
          return {
            quote_id: quoteId,
            position,
            title: l.title,
            description: l.description,
            hours: l.hours,
            rate: l.rate,
            is_suggested: l.is_suggested,
            guide_labor_item_id: guide?.guide_labor_item_id ?? null,
            guide_motor_time: guide?.guide_motor_time ?? null,
            source: l.source,
          };
        }),
      ),
    );
  if (draft.partItems.length) {
    // Awaited here (the other writes are lazy until the loop below): the new lines' ids are
    // needed for their sourced parts.
    const rows = await tx
      .insert(quotePartItems)
      .values(
        draft.partItems.map((p, position) => ({
          quote_id: quoteId,
          position,
          name: p.name,
          quantity: p.quantity,
          retail: p.retail,
          is_suggested: p.is_suggested,
          pcdb_part_type_id: p.pcdb_part_type_id,
          source: p.source,
        })),
      )
      .returning({ id: quotePartItems.id, position: quotePartItems.position });
    const copies = sourcedCopies(draft.partItems, rows, previous, input.basedOn?.resourced);
    if (copies.length) await tx.insert(sourcedParts).values(copies);
  }
  if (draft.relatedJobs.length)
    writes.push(
      tx
        .insert(quoteRelatedJobs)
        .values(
          draft.relatedJobs.map((j, position) => ({
            quote_id: quoteId,
            job_id: j.id,
            position,
            similarity: j.similarity,
          })),
        )
        .onConflictDoNothing(),
    );
  if (draft.guideJobs.length)
    writes.push(
      tx
        .insert(quoteToGuideJobs)
        .values(
          draft.guideJobs.map((g, position) => ({
            quote_id: quoteId,
            guide_job_id: g.id,
            position,
            score: g.score,
          })),
        )
        .onConflictDoNothing(),
    );
  if (draft.knowledgeBaseIds.length)
    writes.push(
      tx
        .insert(quoteKnowledgeBases)
        .values(draft.knowledgeBaseIds.map((id) => ({ quote_id: quoteId, knowledge_base_id: id })))
        .onConflictDoNothing(),
    );
  if (draft.appGuidelineIds.length)
    writes.push(
      tx
        .insert(quoteAppGuidelines)
        .values(draft.appGuidelineIds.map((id) => ({ quote_id: quoteId, app_guideline_id: id })))
        .onConflictDoNothing(),
    );
  // PGlite runs one statement at a time; sequential awaits keep both drivers happy.
  for (const write of writes) await write;
  return quoteId;
}

type PreviousLines = Awaited<ReturnType<typeof previousLines>>;

/** The lines of the version a follow-up replaces, by id (only its own: keptFrom cannot reach others). */
async function previousLines(tx: Tx, quoteId: string) {
  const labor = await tx.select().from(quoteLaborItems).where(eq(quoteLaborItems.quote_id, quoteId));
  const parts = await tx
    .select({ item: quotePartItems, sourced: sourcedParts })
    .from(quotePartItems)
    .leftJoin(sourcedParts, eq(sourcedParts.quote_part_item_id, quotePartItems.id))
    .where(eq(quotePartItems.quote_id, quoteId));
  return {
    labor: new Map(labor.map((l) => [l.id, l])),
    parts: new Map(parts.map((p) => [p.item.id, p])),
  };
}

/** Sourced parts of the new part lines: a kept line's part copied, a re-sourced line's new one. */
function sourcedCopies(
  lines: DraftPartItem[],
  rows: Array<{ id: string; position: number }>,
  previous: PreviousLines | null,
  resourced: Map<DraftPartItem, SourcedPartValues> | undefined,
): Array<typeof sourcedParts.$inferInsert> {
  const copies: Array<typeof sourcedParts.$inferInsert> = [];
  for (const row of rows) {
    const line = lines[row.position]!;
    const fresh = resourced?.get(line);
    if (fresh) {
      copies.push({ ...fresh, quote_part_item_id: row.id });
      continue;
    }
    const from = line.keptFrom ? previous?.parts.get(line.keptFrom.id) : undefined;
    if (!from?.sourced || !keepsSourcedPart(line, from.item)) continue;
    const { id: _id, quote_part_item_id: _item, created_at: _at, ...part } = from.sourced;
    copies.push({ ...part, quote_part_item_id: row.id });
  }
  return copies;
}
