import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, generatedId, timestampTz } from './columns';

export const OUTBOUND_CHANNELS = ['EMAIL', 'SMS'] as const;
export const OUTBOUND_STATUSES = ['STORED', 'SENT', 'FAILED'] as const;

// Every message the app sends is recorded here; without SMTP/SMS configured it stays STORED,
// so nothing is lost and the demo can read it.
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: generatedId(),
    channel: text({ enum: OUTBOUND_CHANNELS }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    html: text(),
    /** The files attached to an e-mail (name, type, size), not their bytes. */
    attachments: jsonb().$type<{ filename: string; contentType: string; bytes: number }[]>(),
    kind: text().notNull(),
    status: text({ enum: OUTBOUND_STATUSES }).notNull(),
    error: text(),
    provider_id: text(),
    created_at: createdAt(),
    sent_at: timestampTz(),
  },
  (t) => [index().on(t.recipient, t.created_at)],
);
