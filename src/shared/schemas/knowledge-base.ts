import { z } from 'zod';
import { shopIdSchema } from './shop';
import { plainText } from './text';

// Payload keys are the spec's procedure table: the list takes shopId, create shop_id, the rest id.
export const KNOWLEDGE_TITLE_MAX = 200;
export const KNOWLEDGE_DESCRIPTION_MAX = 4000;

const knowledgeBaseIdSchema = z.uuid('Invalid knowledge base entry id');

/** Title and description as a person types them: trimmed, required, a description may span lines. */
export const knowledgeBaseFieldsSchema = z.object({
  title: plainText('Title', { max: KNOWLEDGE_TITLE_MAX, required: true }),
  description: plainText('Description', {
    max: KNOWLEDGE_DESCRIPTION_MAX,
    required: true,
    isMultiLine: true,
  }),
});
export type KnowledgeBaseFields = z.infer<typeof knowledgeBaseFieldsSchema>;

export const getKnowledgeBasesInput = z.object({ shopId: shopIdSchema });

export const createKnowledgeBaseInput = knowledgeBaseFieldsSchema.extend({ shop_id: shopIdSchema });
export type CreateKnowledgeBaseInput = z.infer<typeof createKnowledgeBaseInput>;

export const updateKnowledgeBaseInput = knowledgeBaseFieldsSchema.extend({ id: knowledgeBaseIdSchema });
export type UpdateKnowledgeBaseInput = z.infer<typeof updateKnowledgeBaseInput>;

export const deleteKnowledgeBaseInput = z.object({ id: knowledgeBaseIdSchema });
export type DeleteKnowledgeBaseInput = z.infer<typeof deleteKnowledgeBaseInput>;
