import { randomUUID } from 'node:crypto';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { keepsGuideLink, keepsSourcedPart } from '../../../ai/carry-over';
import type { DraftPartItem, QuoteDraft } from '../../../ai/engine';
import type { Db, Tx } from '../../../db/client';
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

/** A write that can share one statement with others (an insert without RETURNING). */
export type Write = SQLWrapper;

/**
 * Runs the writes as one statement, each but the last a data-modifying CTE: one round trip, all
 * or nothing, and foreign keys checked at its end, so the rows may refer to each other in any
 * order (their ids are chosen beforehand, see quoteWrites).
 */
export async function writeAll(db: Db | Tx, writes: Write[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  // getSQL(): a builder placed in sql`` would be parenthesised as a subquery.
  const ctes = writes.slice(0, -1).map((write, i) => sql`${sql.identifier(`w${i}`)} as (${write.getSQL()})`);
  await db.execute(ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL());
}

type QuoteInput = {
  conversationId: string;
  shopId: string;
  vehicleId: string;
  userId: string;
  prompt: string;
  draft: QuoteDraft;
  timeToCreate: number;
  basedOn?: BasedOn;
};

/** Writes a quote with its items and links (inside the caller's transaction); returns its id. */
export async function insertQuote(tx: Tx, input: QuoteInput): Promise<string> {
  const previous = input.basedOn ? await previousLines(tx, input.basedOn.quoteId) : null;
  const { quoteId, writes } = quoteWrites(tx, input, previous);
  await writeAll(tx, writes);
  return quoteId;
}

/**
 * The inserts of a quote with its items and links, for writeAll. The ids are chosen here, random
 * (v4) as the columns' defaults would be, so no insert waits for another's RETURNING.
 */
export function quoteWrites(
  db: Db | Tx,
  input: QuoteInput,
  previous: PreviousLines | null = null,
): { quoteId: string; writes: Write[] } {
  const { draft } = input;
  const quoteId = randomUUID();
  const writes: Write[] = [
    db.insert(quotes).values({
      id: quoteId,
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
    }),
  ];
  if (draft.laborItems.length)
    writes.push(
      db.insert(quoteLaborItems).values(
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
    const rows = draft.partItems.map((_, position) => ({ id: randomUUID(), position }));
    writes.push(
      db.insert(quotePartItems).values(
        draft.partItems.map((p, position) => ({
          id: rows[position]!.id,
          quote_id: quoteId,
          position,
          name: p.name,
          quantity: p.quantity,
          retail: p.retail,
          is_suggested: p.is_suggested,
          pcdb_part_type_id: p.pcdb_part_type_id,
          source: p.source,
        })),
      ),
    );
    const copies = sourcedCopies(draft.partItems, rows, previous, input.basedOn?.resourced);
    if (copies.length) writes.push(db.insert(sourcedParts).values(copies));
  }
  if (draft.relatedJobs.length)
    writes.push(
      db
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
      db
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
      db
        .insert(quoteKnowledgeBases)
        .values(draft.knowledgeBaseIds.map((id) => ({ quote_id: quoteId, knowledge_base_id: id })))
        .onConflictDoNothing(),
    );
  if (draft.appGuidelineIds.length)
    writes.push(
      db
        .insert(quoteAppGuidelines)
        .values(draft.appGuidelineIds.map((id) => ({ quote_id: quoteId, app_guideline_id: id })))
        .onConflictDoNothing(),
    );
  return { quoteId, writes };
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
