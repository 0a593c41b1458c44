import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { nullableUserId, parentUserId } from './auth';
import { createdAt, generatedId, parentId, timestamps } from './columns';
import { shopId } from './shop';

/** A group whose members use the API for its shops (a dealer group, a fleet, a partner). */
export const organizations = pgTable('organizations', {
  id: generatedId(),
  name: text().notNull(),
  ...timestamps(),
});

export const userOrganizations = pgTable(
  'user_organizations',
  {
    id: generatedId(),
    user_id: parentUserId(),
    organization_id: parentId(() => organizations.id),
    created_at: createdAt(),
  },
  (t) => [unique().on(t.user_id, t.organization_id), index().on(t.organization_id)],
);

/** The shops an organization's API may reach; a shop may be in several organizations. */
export const organizationShops = pgTable(
  'organization_shops',
  {
    id: generatedId(),
    organization_id: parentId(() => organizations.id),
    shop_id: shopId(),
    created_at: createdAt(),
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
    id: generatedId(),
    organization_id: parentId(() => organizations.id),
    nickname: text().notNull(),
    client_id: text().notNull().unique(),
    client_secret_hash: text().notNull(),
    client_secret_prefix: text().notNull(),
    client_secret_suffix: text().notNull(),
    /** Requests a minute this credential may make; null: the platform's default (60). */
    rate_limit_per_minute: integer(),
    created_by: nullableUserId(),
    created_at: createdAt(),
  },
  (t) => [index().on(t.organization_id)],
);
