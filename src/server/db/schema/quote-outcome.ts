import { index, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { quotes } from './quote';
import { quoteRevisions } from './revision';
import { shops } from './shop';
import { quoteShares } from './sourcing';

export const JOB_EXPORT_SYSTEMS = ['TEKMETRIC', 'SHOP_WARE', 'SHOP_WARE_V2'] as const;
export type JobExportSystem = (typeof JOB_EXPORT_SYSTEMS)[number];
export const JOB_EXPORT_STATUSES = ['PENDING', 'CREATED'] as const;

/**
 * One row per quote pushed into a repair order of a shop system. The unique idempotency key
 * (quote, system, repair order) is claimed before the external call, so a retry or a double
 * click returns the stored result instead of creating a second job. A failed call deletes its
 * PENDING claim: a failure leaves our data as it was.
 */
export const quoteJobExports = pgTable(
  'quote_job_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    shop_id: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    system: text({ enum: JOB_EXPORT_SYSTEMS }).notNull(),
    /** The repair order's id in that system. */
    repair_order_id: text().notNull(),
    /** sha256 of quote, system family and repair order: V1 and V2 of Shop-Ware share one key. */
    idempotency_key: text().notNull().unique(),
    /** The revision the job wrote (set when it was created). */
    revision_id: uuid().references(() => quoteRevisions.id, { onDelete: 'set null' }),
    status: text({ enum: JOB_EXPORT_STATUSES }).notNull(),
    external_job_id: text(),
    repair_order_number: text(),
    /** Link to the RO in the shop system's web app. */
    link: text(),
    /** What was written (job lines, or recommendation + note), for the shop to read later. */
    result: jsonb().$type<Record<string, unknown>>(),
    created_by: text().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index().on(t.quote_id)],
);

export const JOB_DECISIONS = ['APPROVED', 'DECLINED'] as const;
export type JobDecision = (typeof JOB_DECISIONS)[number];

/**
 * A customer's answer to one job of a shared quote (jobs as grouped by src/shared/quote-jobs.ts),
 * given on the public page with the share link's token. The latest answer per job and revision
 * wins; a new revision asks again.
 */
export const quoteJobResponses = pgTable(
  'quote_job_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    share_id: uuid()
      .notNull()
      .references(() => quoteShares.id, { onDelete: 'cascade' }),
    /** The revision the customer answered; null for answers given before revisions existed. */
    revision_id: uuid().references(() => quoteRevisions.id, { onDelete: 'cascade' }),
    job_key: text().notNull(),
    /** The job's name and total when the customer answered (the quote may change later). */
    job_name: text().notNull(),
    job_total: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    decision: text({ enum: JOB_DECISIONS }).notNull(),
    customer_name: text().notNull(),
    decided_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.quote_id, t.revision_id, t.job_key).nullsNotDistinct(), index().on(t.share_id)],
);
