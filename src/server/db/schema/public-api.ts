import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { nullableUserId } from './auth';
import { createdAt, generatedId, parentId, timestampTz } from './columns';
import { organizations, publicApiCredentials } from './organization';

/**
 * A short-lived bearer token issued to an API credential (OAuth 2.0 client credentials). Only
 * its hash is kept; deleting the credential deletes its tokens, which revokes them.
 */
export const apiAccessTokens = pgTable(
  'api_access_tokens',
  {
    id: generatedId(),
    credential_id: parentId(() => publicApiCredentials.id),
    token_hash: text().notNull().unique(),
    expires_at: timestampTz().notNull(),
    created_at: createdAt(),
  },
  (t) => [index().on(t.credential_id)],
);

/** The first answer to a POST with an Idempotency-Key, replayed to a retry with the same key. */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    id: generatedId(),
    credential_id: parentId(() => publicApiCredentials.id),
    key: text().notNull(),
    /** 'POST /api/v1/quotes' and a hash of the body: the same key with another request is refused. */
    request_fingerprint: text().notNull(),
    /** Null while the first request is still running. */
    status_code: integer(),
    response_body: jsonb(),
    created_at: createdAt(),
  },
  (t) => [unique().on(t.credential_id, t.key)],
);

/** Requests of a credential per minute window, for the per-credential rate limit. */
export const apiRateWindows = pgTable(
  'api_rate_windows',
  {
    credential_id: parentId(() => publicApiCredentials.id),
    window_start: timestampTz().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [unique().on(t.credential_id, t.window_start)],
);

export const WEBHOOK_EVENTS = [
  'quote.created',
  'quote.shared',
  'customer.answered',
  'quote.authorized',
  'job.declined',
  'reminder.sent',
  'job.updated',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** An organization's HTTPS endpoint; its signing secret is stored encrypted (it signs each delivery). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: generatedId(),
    organization_id: parentId(() => organizations.id),
    url: text().notNull(),
    events: jsonb().$type<WebhookEvent[]>().notNull(),
    secret_encrypted: text().notNull(),
    created_by: nullableUserId(),
    created_at: createdAt(),
  },
  (t) => [index().on(t.organization_id)],
);

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

/** One event to one endpoint, delivered (and retried with backoff) by the background worker. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: generatedId(),
    webhook_id: parentId(() => webhooks.id),
    event: text().notNull(),
    /** The event id the receiver de-duplicates by (sent in the body and a header). */
    event_id: uuid().notNull().defaultRandom(),
    payload: jsonb().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    next_attempt_at: timestampTz().notNull().defaultNow(),
    locked_until: timestampTz(),
    last_status_code: integer(),
    last_error: text(),
    created_at: createdAt(),
    delivered_at: timestampTz(),
  },
  (t) => [index().on(t.webhook_id, t.created_at), index().on(t.status, t.next_attempt_at)],
);
