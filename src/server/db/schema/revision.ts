import { index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ChargedContent, RevisionReason } from '../../../shared/quote-revision';
import { users } from './auth';
import { quotes } from './quote';
import { shops } from './shop';

/**
 * A quote's charged content as it was sent to a customer or a shop system, numbered 1, 2, … per
 * quote (decision 009). Written when a sending finds the content changed since the latest
 * revision, never updated afterwards.
 */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    shop_id: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    content: jsonb().$type<ChargedContent>().notNull(),
    total: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    labor_total: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    parts_total: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    reason: jsonb().$type<RevisionReason>().notNull(),
    created_by: text().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: uuid().primaryKey().defaultRandom(),
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text({ enum: DELETED_LINE_KINDS }).notNull(),
    line_id: uuid().notNull(),
    line: jsonb().$type<Record<string, unknown>>().notNull(),
    sourced_part: jsonb().$type<Record<string, unknown>>(),
    deleted_by: text().references(() => users.id, { onDelete: 'set null' }),
    deleted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.line_id), index().on(t.quote_id, t.deleted_at)],
);
