import { z } from 'zod';
import { LEARNING_KINDS } from '../engine';

// Non-emptiness is a refinement rather than `.min(1)` so it is checked here but stays out of the
// JSON schema sent to the provider: strict structured-output modes reject some keywords
// (minLength among them on several providers), while minimum/maximum/maxItems are widely accepted.
const text = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => value.length > 0, `${what} must not be empty`);

export const MAX_LINES = 20;

// Which shop knowledge entry or app guideline the model applied. The JSON schema lists these
// fields as required (strict structured-output modes need every property required and reject
// `default`, which `.catch` would add, hence the meta), but an answer without them parses as
// 'nothing applied' instead of failing the quote.
const entryId = z.string().trim().nullable().catch(null).meta({ default: undefined });
const appliedEntryIds = z.array(z.string().trim()).max(MAX_LINES).catch([]).meta({ default: undefined });

export const laborLineSchema = z.object({
  title: text('title'),
  description: z.string().trim(),
  hours: z.number().min(0).max(100),
  isSuggested: z.boolean(),
  guideSmartJobId: z.string().trim().nullable(),
  entryId,
});

export const partLineSchema = z.object({
  name: text('name'),
  quantity: z.number().int().min(1).max(1000),
  retail: z.number().min(0).max(100_000),
  isSuggested: z.boolean(),
  pcdbPartTypeId: z.number().int().min(1).max(1_000_000).nullable(),
  entryId,
});

/** What an applied entry asks of the advisor ('Note pad thickness and rotor minimum'). */
const checklist = z
  .array(z.object({ item: text('item'), entryId }))
  .max(8)
  .catch([])
  .meta({ default: undefined });

export const quoteSchema = z.object({
  title: text('title'),
  shortTitle: text('shortTitle'),
  reply: text('reply'),
  laborItems: z.array(laborLineSchema).max(MAX_LINES),
  partItems: z.array(partLineSchema).max(MAX_LINES),
  appliedEntryIds,
  checklist,
});

// A follow-up's lines say which line of the current quote they are (null for a new line), so
// what the advisor has on that line (sourced part, guide link, edits) carries over.
const lineId = z.string().trim().nullable();

export const followUpQuoteSchema = quoteSchema.extend({
  laborItems: z.array(laborLineSchema.extend({ lineId })).max(MAX_LINES),
  partItems: z.array(partLineSchema.extend({ lineId })).max(MAX_LINES),
});

export const followUpSchema = z.object({
  action: z.enum(['reply', 'update']),
  reply: text('reply'),
  quote: followUpQuoteSchema.nullable(),
});

export const learningSchema = z.object({
  items: z
    .array(
      z.object({
        kind: z.enum(LEARNING_KINDS),
        title: text('title'),
        description: text('description'),
      }),
    )
    .max(MAX_LINES),
});

export const polishSchema = z.object({ text: text('text') });

/** The names sent as the JSON schema's name; the emulator uses them to pick its answer. */
export const OUTPUT_NAMES = {
  quote: 'quote',
  followUp: 'follow_up',
  learning: 'learning',
  polish: 'polish',
} as const;

export type ModelQuote = z.infer<typeof quoteSchema>;
export type ModelFollowUp = z.infer<typeof followUpSchema>;
export type ModelFollowUpQuote = z.infer<typeof followUpQuoteSchema>;
export type ModelLearning = z.infer<typeof learningSchema>;
export type ModelPolish = z.infer<typeof polishSchema>;
