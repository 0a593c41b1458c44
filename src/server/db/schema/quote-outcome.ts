import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { nullableUserId } from './auth';
import { amount, generatedId, parentId, timestamps, timestampTz } from './columns';
import { quotes } from './quote';
import { quoteRevisions } from './revision';
import { shopId } from './shop';
import { quoteShares } from './sourcing';

export const JOB_EXPORT_SYSTEMS = ['TEKMETRIC', 'SHOP_WARE', 'SHOP_WARE_V2'] as const;
export type JobExportSystem = (typeof JOB_EXPORT_SYSTEMS)[number];
export const JOB_EXPORT_STATUSES = ['PENDING', 'CREATED'] as const;

/**
 * A job written into a repair order of a shop system. The unique idempotency key is claimed
 * before the external call, so a retry or a double click returns the stored result instead of
 * creating a second job.
 */
export const jobExportColumns = () => ({
  system: text({ enum: JOB_EXPORT_SYSTEMS }).notNull(),
  /** The repair order's id in that system. */
  repair_order_id: text().notNull(),
  idempotency_key: text().notNull().unique(),
  status: text({ enum: JOB_EXPORT_STATUSES }).notNull(),
  external_job_id: text(),
  repair_order_number: text(),
  /** Link to the RO in the shop system's web app. */
  link: text(),
  /** What was written, for the shop to read later. */
  result: jsonb().$type<Record<string, unknown>>(),
  created_by: nullableUserId(),
  ...timestamps(),
});

/**
 * One row per quote pushed into a repair order of a shop system; the idempotency key is the
 * sha256 of quote, system family and repair order (V1 and V2 of Shop-Ware share one key) and
 * `result` holds the job lines, or recommendation + note. A failed call deletes its PENDING
 * claim: a failure leaves our data as it was.
 */
export const quoteJobExports = pgTable(
  'quote_job_exports',
  {
    id: generatedId(),
    quote_id: parentId(() => quotes.id),
    shop_id: shopId(),
    /** The revision the job wrote (set when it was created). */
    revision_id: uuid().references(() => quoteRevisions.id, { onDelete: 'set null' }),
    ...jobExportColumns(),
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
    id: generatedId(),
    quote_id: parentId(() => quotes.id),
    share_id: parentId(() => quoteShares.id),
    /** The revision the customer answered; null for answers given before revisions existed. */
    revision_id: uuid().references(() => quoteRevisions.id, { onDelete: 'cascade' }),
    job_key: text().notNull(),
    /** The job's name and total when the customer answered (the quote may change later). */
    job_name: text().notNull(),
    job_total: amount().notNull(),
    decision: text({ enum: JOB_DECISIONS }).notNull(),
    customer_name: text().notNull(),
    decided_at: timestampTz().notNull().defaultNow(),
  },
  (t) => [unique().on(t.quote_id, t.revision_id, t.job_key).nullsNotDistinct(), index().on(t.share_id)],
);
