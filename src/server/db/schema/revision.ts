import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { ChargedContent, RevisionReason } from '../../../shared/quote-revision';
import { nullableUserId } from './auth';
import { amount, createdAt, generatedId, parentId, timestampTz } from './columns';
import { quotes } from './quote';
import { shopId } from './shop';

/**
 * A quote's charged content as it was sent to a customer or a shop system, numbered 1, 2, … per
 * quote (decision 009). Written when a sending finds the content changed since the latest
 * revision, never updated afterwards.
 */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: generatedId(),
    quote_id: parentId(() => quotes.id),
    shop_id: shopId(),
    number: integer().notNull(),
    content: jsonb().$type<ChargedContent>().notNull(),
    total: amount().notNull(),
    labor_total: amount().notNull(),
    parts_total: amount().notNull(),
    reason: jsonb().$type<RevisionReason>().notNull(),
    /** The estimate's expiry: sent + the shop's validity days; null for revisions before issue 25. */
    expires_at: timestampTz(),
    created_by: nullableUserId(),
    created_at: createdAt(),
  },
  (t) => [unique().on(t.quote_id, t.number), index().on(t.shop_id)],
);

export const DELETED_LINE_KINDS = ['LABOR', 'PART'] as const;

/**
 * A labor or part line as it was when the advisor deleted it, with its sourced part, so 'Undo'
 * puts it back where it was (same id, position, guide link and sourcing).
 */
export const quoteDeletedLines = pgTable(
  'quote_deleted_lines',
  {
    id: generatedId(),
    quote_id: parentId(() => quotes.id),
    kind: text({ enum: DELETED_LINE_KINDS }).notNull(),
    line_id: uuid().notNull(),
    line: jsonb().$type<Record<string, unknown>>().notNull(),
    sourced_part: jsonb().$type<Record<string, unknown>>(),
    deleted_by: nullableUserId(),
    deleted_at: timestampTz().notNull().defaultNow(),
  },
  (t) => [index().on(t.line_id), index().on(t.quote_id, t.deleted_at)],
);
