import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  DEFERRED_DECLINED_BY,
  DEFERRED_RESOLUTIONS,
  type DeferredLines,
} from '../../../shared/deferred-work';
import { nullableUserId } from './auth';
import { amount, createdAt, generatedId, timestamps, timestampTz } from './columns';
import { OUTBOUND_CHANNELS } from './notification';
import { quotes } from './quote';
import { quoteRevisions } from './revision';
import { shopId } from './shop';
import { vehicles } from './vehicle';

/**
 * A job the customer declined (or the shop marked declined), kept for the shop and the vehicle
 * (issue 26) so it comes back on the vehicle's next visit. One row per quote and job: declined
 * again on a later revision, the row takes that revision. It stays when its quote is deleted.
 */
export const deferredJobs = pgTable(
  'deferred_jobs',
  {
    id: generatedId(),
    shop_id: shopId(),
    vehicle_id: uuid()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The vehicle's VIN as it was, so the API and the list find the work by VIN. */
    vin: text().notNull(),
    quote_id: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    revision_id: uuid().references(() => quoteRevisions.id, { onDelete: 'set null' }),
    revision_number: integer(),
    estimate_number: integer(),
    job_key: text().notNull(),
    job_name: text().notNull(),
    lines: jsonb().$type<DeferredLines>().notNull(),
    /** Labor and parts of the job as quoted then. */
    total: amount().notNull(),
    reason: text(),
    declined_by: text({ enum: DEFERRED_DECLINED_BY }).notNull(),
    declined_by_user: nullableUserId(),
    customer_name: text(),
    customer_email: text(),
    customer_phone: text(),
    declined_at: timestampTz().notNull(),
    /** The quote the job was added to again ('Add to quote', or a reminder's estimate). */
    added_to_quote_id: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    added_at: timestampTz(),
    resolved_at: timestampTz(),
    resolution: text({ enum: DEFERRED_RESOLUTIONS }),
    resolved_quote_id: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('deferred_jobs_quote_job').on(t.quote_id, t.job_key),
    index().on(t.shop_id, t.vin, t.declined_at),
    index('deferred_jobs_open_idx').on(t.declined_at).where(sql`resolved_at is null`),
  ],
);

export const REMINDER_STATUSES = ['PENDING', 'SENT', 'SKIPPED', 'FAILED'] as const;

/**
 * The one reminder of a declined job set: the jobs declined on one quote. The row is the claim
 * (decision 040): its unique quote makes a second reminder impossible, whichever instance or
 * restart tries; a PENDING row older than the lease belongs to a process that died and is taken over.
 */
export const deferredReminders = pgTable(
  'deferred_reminders',
  {
    id: generatedId(),
    shop_id: shopId(),
    /** The quote the jobs were declined on. */
    declined_quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' })
      .unique(),
    status: text({ enum: REMINDER_STATUSES }).notNull(),
    /** The fresh estimate of the declined work the reminder links to. */
    quote_id: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    deferred_job_ids: jsonb().$type<string[]>().notNull().default([]),
    channels: jsonb().$type<(typeof OUTBOUND_CHANNELS)[number][]>().notNull().default([]),
    /** Why nothing was sent (every contact unsubscribed, no contact) or what failed. */
    note: text(),
    claimed_at: timestampTz().notNull().defaultNow(),
    sent_at: timestampTz(),
    created_at: createdAt(),
  },
  (t) => [index().on(t.shop_id, t.created_at)],
);

/** A customer's address or number that asked for no more reminders from a shop. */
export const reminderUnsubscribes = pgTable(
  'reminder_unsubscribes',
  {
    shop_id: shopId(),
    channel: text({ enum: OUTBOUND_CHANNELS }).notNull(),
    /** The e-mail address (lower case) or E.164 number. */
    contact: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shop_id, t.channel, t.contact] }),
    check('reminder_unsubscribes_contact', sql`length(${t.contact}) between 3 and 320`),
  ],
);
