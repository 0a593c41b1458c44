import { z } from 'zod';
import { CONCERN_MAX_LENGTH } from '../quote-limits';
import { shopIdSchema } from './shop';
import { plainText, refuseControlCharacters } from './text';

const concernText = (field: string) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(CONCERN_MAX_LENGTH, `${field} must be at most ${CONCERN_MAX_LENGTH} characters`)
    .check(refuseControlCharacters(field, { isMultiLine: true }));

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
  page: z.number().int().min(1, 'Page starts at 1').max(100_000, 'Page is too large').default(1),
  /** Not in the spec: words matched against title, concern, vehicle and customer name. */
  search: plainText('Search', { max: 100 }).optional(),
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
export const publicQuoteInput = z.object({
  id: quoteIdSchema,
  t: z.string().trim().max(64).check(refuseControlCharacters('The link')).optional(),
});
