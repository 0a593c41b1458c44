import type { QuoteDraft } from '../../../ai/engine';
import type { Tx } from '../../../db/client';
import {
  quoteAppGuidelines,
  quoteKnowledgeBases,
  quoteLaborItems,
  quotePartItems,
  quoteRelatedJobs,
  quotes,
  quoteToGuideJobs,
} from '../../../db/schema';

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
  },
): Promise<string> {
  const { draft } = input;
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
        draft.laborItems.map((l, position) => ({
          quote_id: quoteId,
          position,
          title: l.title,
          description: l.description,
          hours: l.hours,
          rate: l.rate,
          is_suggested: l.is_suggested,
          source: l.source,
        })),
      ),
    );
  if (draft.partItems.length)
    writes.push(
      tx.insert(quotePartItems).values(
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
      ),
    );
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
