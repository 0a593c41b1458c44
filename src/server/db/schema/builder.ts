import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { JOB_EXPORT_STATUSES, JOB_EXPORT_SYSTEMS } from './quote-outcome';
import { shops } from './shop';

/**
 * A job the Enhanced Job builder wrote into a repair order (job.createJobInTekmetric /
 * createJobInShopWare). Like quote_job_exports, the unique key is claimed before the external
 * call: the builder sends one idempotency key per job it means to create, so a double click or a
 * retry returns the stored answer and the repair order gets one job.
 */
export const builderJobExports = pgTable(
  'builder_job_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    shop_id: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    system: text({ enum: JOB_EXPORT_SYSTEMS }).notNull(),
    repair_order_id: text().notNull(),
    /** sha256 of shop, system, repair order and the builder's key. */
    idempotency_key: text().notNull().unique(),
    status: text({ enum: JOB_EXPORT_STATUSES }).notNull(),
    job_name: text().notNull(),
    external_job_id: text(),
    repair_order_number: text(),
    link: text(),
    /** What was written: the lines and the matrix flags. */
    result: jsonb().$type<Record<string, unknown>>(),
    created_by: text().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index().on(t.shop_id)],
);
