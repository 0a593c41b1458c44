import { type AnyPgColumn, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

// The column shapes every domain table repeats, written once so a table reads as its own fields.
// Table-specific references (the owning shop, the acting user) live beside their tables:
// `shopId()` in shop.ts, `userId()` in auth.ts.

/** A uuid primary key the database generates. */
export const generatedId = () => uuid().primaryKey().defaultRandom();

/** A point in time, with time zone. */
export const timestampTz = () => timestamp({ withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestampTz().notNull().defaultNow();

/** When the row was last changed; drizzle sets it on every update. */
export const updatedAt = () =>
  timestampTz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `created_at` and `updated_at`, in that order. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });

/** A required uuid reference to a parent row; the row is deleted with its parent. */
export const parentId = (parent: () => AnyPgColumn) =>
  uuid().notNull().references(parent, { onDelete: 'cascade' });

/** A price or cost of one item: numeric(10,2). */
export const price = () => numeric({ precision: 10, scale: 2, mode: 'number' });

/** A sum of prices (a quote's, a job's or a revision's total): numeric(12,2). */
export const amount = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/** Hours of labor: numeric(6,2). */
export const hours = () => numeric({ precision: 6, scale: 2, mode: 'number' });

/** A quantity of parts: numeric(8,2). */
export const quantity = () => numeric({ precision: 8, scale: 2, mode: 'number' });
