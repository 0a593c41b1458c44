import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { nullableUserId } from './auth';
import { generatedId, timestamps, timestampTz } from './columns';

export const AUTH_API_NAMES = ['TEKMETRIC', 'SHOP_WARE', 'PARTS_TECH', 'PLATE_LOOKUP'] as const;
export type AuthApiName = (typeof AUTH_API_NAMES)[number];

/**
 * The platform's own access to an external system (spec 001 §3 'Auth API'): login_access
 * 'enabled' switches the system on; csrf_token (the public id) and token (the secret) are stored
 * as secret-box ciphertext and shown truncated.
 */
export const authApis = pgTable('auth_apis', {
  id: generatedId(),
  api_name: text({ enum: AUTH_API_NAMES }).notNull().unique(),
  login_access: text().notNull().default('enabled'),
  csrf_token_encrypted: text(),
  token_encrypted: text(),
  updated_by: nullableUserId(),
  ...timestamps(),
});

export const APP_CONFIG_KINDS = ['VARIABLE', 'SETTING'] as const;

/**
 * App variables (values the quote engine and prompts use) and app settings (product-wide
 * switches), typed by the registry in src/shared/app-config.ts; a key without a row has its default.
 */
export const appConfig = pgTable('app_config', {
  key: text().primaryKey(),
  kind: text({ enum: APP_CONFIG_KINDS }).notNull(),
  value: jsonb().notNull(),
  updated_by: nullableUserId(),
  updated_at: timestampTz().notNull().defaultNow(),
});

/** Who changed which value of the platform's configuration and credentials, and when. */
export const appConfigChanges = pgTable(
  'app_config_changes',
  {
    id: generatedId(),
    key: text().notNull(),
    kind: text().notNull(),
    /** The old and new value; secrets are recorded as 'changed', never in clear. */
    old_value: jsonb(),
    new_value: jsonb(),
    changed_by: nullableUserId(),
    changed_at: timestampTz().notNull().defaultNow(),
  },
  (t) => [index().on(t.key, t.changed_at)],
);
