import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, generatedId, parentId, price, timestampTz } from './columns';
import { quotePartItems, quotes } from './quote';
import { quoteRevisions } from './revision';
import { shopId } from './shop';

export const MATRIX_TYPES = ['PARTS', 'LABOR'] as const;

/** A shop's markup matrix row: a cost in [startCost, endCost) is multiplied by multiplier. */
export const matrices = pgTable(
  'matrices',
  {
    id: generatedId(),
    shop_id: shopId(),
    type: text({ enum: MATRIX_TYPES }).notNull(),
    position: integer().notNull(),
    startCost: numeric('start_cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    endCost: numeric('end_cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    multiplier: numeric({ precision: 8, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.shop_id, t.type, t.position)],
);

export const SOURCED_PART_STATUSES = [
  'IN_STOCK',
  'OUT_OF_STOCK',
  'SPECIAL_ORDER',
  'BACK_ORDER',
  'CHECK_AVAILABILITY',
] as const;

/** The supplier part a quote part item is sourced from; its price with matrix replaces retail. */
export const sourcedParts = pgTable('sourced_parts', {
  id: generatedId(),
  quote_part_item_id: uuid()
    .notNull()
    .unique()
    .references(() => quotePartItems.id, { onDelete: 'cascade' }),
  partId: text('part_id').notNull(),
  partName: text('part_name').notNull(),
  partNumber: text('part_number').notNull(),
  status: text().notNull(),
  price_list: price(),
  price_cost: price().notNull(),
  price_cost_with_matrix: price().notNull(),
  supplier_id: integer(),
  supplier_name: text().notNull(),
  brand: text(),
  brand_id: text(),
  pcdb_part_type_id: integer(),
  image1: text(),
  store_id: integer(),
  store_name: text(),
  created_at: createdAt(),
});

export const BACKGROUND_KINDS = ['VERIFY_LABOR', 'SOURCE_PARTS'] as const;
export const BACKGROUND_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;

/**
 * Work done outside a request (verify-all labor, source-all parts), claimed through the
 * database so any instance can run it and a restart resumes it (lease expiry).
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: generatedId(),
    kind: text({ enum: BACKGROUND_KINDS }).notNull(),
    quote_id: uuid().notNull(),
    status: text({ enum: BACKGROUND_STATUSES }).notNull().default('QUEUED'),
    attempts: integer().notNull().default(0),
    /** Items already handled, so a resumed run skips them. */
    progress: integer().notNull().default(0),
    locked_until: timestampTz(),
    error: text(),
    created_at: createdAt(),
    finished_at: timestampTz(),
  },
  (t) => [
    index().on(t.status, t.locked_until),
    index().on(t.quote_id),
    // At most one active run of a kind per quote: a second start joins the running one.
    uniqueIndex('background_jobs_active_idx')
      .on(t.kind, t.quote_id)
      .where(sql`status in ('QUEUED', 'RUNNING')`),
  ],
);

/** A quote shared with a customer; the token in the link records when the customer opened it. */
export const quoteShares = pgTable(
  'quote_shares',
  {
    id: generatedId(),
    quote_id: parentId(() => quotes.id),
    /** sha256 of the link's tracking token (lib/token-hash.ts); null for an untracked link. */
    token_hash: text().unique(),
    customer_name: text().notNull(),
    customer_email: text(),
    customer_phone: text(),
    message: text(),
    /** The revision this sending carried. */
    revision_id: uuid().references(() => quoteRevisions.id, { onDelete: 'set null' }),
    email_status: text(),
    sms_status: text(),
    created_by: text(),
    created_at: createdAt(),
    first_opened_at: timestampTz(),
    last_opened_at: timestampTz(),
    open_count: integer().notNull().default(0),
  },
  (t) => [index().on(t.quote_id)],
);
