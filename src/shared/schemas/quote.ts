import { z } from 'zod';
import { shopIdSchema } from './shop';

export const CONVERSATIONS_PAGE_SIZE = 10;
export const CONCERN_MAX_LENGTH = 2000;

const concernText = (field: string) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(CONCERN_MAX_LENGTH, `${field} must be at most ${CONCERN_MAX_LENGTH} characters`);

export const vehicleIdSchema = z.uuid('Please select a vehicle first');
export const conversationIdSchema = z.uuid('Invalid conversation id');
export const quoteIdSchema = z.uuid('Invalid quote id');

export const createQuoteInput = z.object({
  vehicleId: vehicleIdSchema,
  shopId: shopIdSchema,
  searchQuery: concernText('Concern'),
});

export const getConversationsInput = z.object({
  shopId: shopIdSchema,
  page: z.number().int().min(1, 'Page starts at 1').default(1),
});

export const setSelectedQuoteInput = z.object({
  conversationId: conversationIdSchema,
  quoteId: quoteIdSchema,
});
export const conversationInput = z.object({ conversationId: conversationIdSchema });
export const quoteInput = z.object({ id: quoteIdSchema });

export const finetunePromptInput = z.object({
  conversationId: conversationIdSchema,
  finetunePrompt: concernText('Message'),
  vehicleId: vehicleIdSchema,
  isDiscussion: z.boolean().default(false),
});

/** The public page: the quote id, and the share token when the link carries one. */
export const publicQuoteInput = z.object({ id: quoteIdSchema, t: z.string().trim().max(64).optional() });
