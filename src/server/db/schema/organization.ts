import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { shops } from './shop';

/** A group whose members use the API for its shops (a dealer group, a fleet, a partner). */
export const organizations = pgTable('organizations', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const userOrganizations = pgTable(
  'user_organizations',
  {
    id: uuid().primaryKey().defaultRandom(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organization_id: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.user_id, t.organization_id), index().on(t.organization_id)],
);

/** The shops an organization's API may reach; a shop may be in several organizations. */
export const organizationShops = pgTable(
  'organization_shops',
  {
    id: uuid().primaryKey().defaultRandom(),
    organization_id: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    shop_id: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.organization_id, t.shop_id), index().on(t.shop_id)],
);

/**
 * An organization's API credential (spec 001 §3): the secret is kept only as a hash and shown
 * once at creation; its first and last characters stay for the masked display.
 */
export const publicApiCredentials = pgTable(
  'public_api_credentials',
  {
    id: uuid().primaryKey().defaultRandom(),
    organization_id: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nickname: text().notNull(),
    client_id: text().notNull().unique(),
    client_secret_hash: text().notNull(),
    client_secret_prefix: text().notNull(),
    client_secret_suffix: text().notNull(),
    /** Requests a minute this credential may make; null: the platform's default (60). */
    rate_limit_per_minute: integer(),
    created_by: text().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organization_id)],
);
