import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUTHORIZATION_METHODS } from '../../../shared/estimate-document';
import { nullableUserId } from './auth';
import { amount, createdAt, generatedId, parentId, timestampTz } from './columns';
import { quotes } from './quote';
import { quoteRevisions } from './revision';
import { shopId } from './shop';

/**
 * A customer's authorization of work on a quote (issue 25): typed on the public page when
 * approving (name, time, IP, user agent), or taken by the shop by phone or in person. Kept as
 * given, never edited: it is the shop's record that the customer agreed to the price shown.
 */
export const quoteAuthorizations = pgTable(
  'quote_authorizations',
  {
    id: generatedId(),
    quote_id: parentId(() => quotes.id),
    shop_id: shopId(),
    /** The revision authorized; null when the quote had not been sent. */
    revision_id: uuid().references(() => quoteRevisions.id, { onDelete: 'set null' }),
    revision_number: integer(),
    method: text({ enum: AUTHORIZATION_METHODS }).notNull(),
    customer_name: text().notNull(),
    /** The jobs authorized (keys as quote-jobs.ts groups them) and their names then. */
    job_keys: jsonb().$type<string[]>().notNull(),
    job_names: jsonb().$type<string[]>().notNull(),
    /** What the customer agreed to pay, as shown to them. */
    total: amount().notNull(),
    ip_address: text(),
    user_agent: text(),
    note: text(),
    /** The shop member who recorded a phone or in-person authorization. */
    recorded_by: nullableUserId(),
    authorized_at: timestampTz().notNull(),
    created_at: createdAt(),
  },
  (t) => [index().on(t.quote_id, t.authorized_at)],
);
