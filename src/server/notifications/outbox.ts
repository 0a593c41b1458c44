import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { withoutInvisibleFormatting } from '../../shared/schemas/text';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { EmailMessage, Mailer } from './mailer';
import type { SmsMessage, SmsSender } from './sms';

export type Notifier = {
  sendEmail: (message: EmailMessage & { kind: string }) => Promise<{ status: 'SENT' | 'STORED' }>;
  sendSms: (message: SmsMessage & { kind: string }) => Promise<{ status: 'SENT' | 'STORED' }>;
};

type NotifierDeps = {
  db: Db;
  logger: Logger;
  mailer?: Mailer;
  sms?: SmsSender;
  /** Outside production: messages kept in the outbox are also appended here (JSON lines). */
  outboxFile?: string;
};

/**
 * Every message is recorded in outbound_messages. With SMTP (e-mail) or Twilio (texts) configured
 * it is sent and marked SENT (or FAILED with the error, and the error re-thrown); without, it
 * stays STORED. Messages carry links with tokens (password reset, invitation, sign-up, quote
 * share), so the log only says that a message was kept or sent and to whom (masked), never its
 * text; the demo and development read kept messages from the outbox file instead. Once a message
 * is sent or has failed, the table keeps it with its links removed (redactLinks): a copy of the
 * table then opens no account, invitation or quote.
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  const { mailer, sms } = deps;
  return {
    sendEmail: ({ kind, ...email }) => {
      // A subject is built from names (a shop's, a person's): one stored before names refused
      // invisible formatting characters must not turn the subject around.
      const message = { ...email, subject: withoutInvisibleFormatting(email.subject) };
      return deliver(
        deps,
        {
          channel: 'EMAIL',
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html,
          // What was attached, not its bytes: an estimate PDF is made again from its link.
          attachments:
            message.attachments?.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              bytes: file.content.byteLength,
            })) ?? null,
          kind,
        },
        mailer && (async () => (await mailer.send(message)).messageId),
        'e-mail kept in the outbox (SMTP_URL not set)',
      );
    },
    sendSms: ({ kind, ...message }) =>
      deliver(
        deps,
        { channel: 'SMS', recipient: message.to, body: message.body, kind },
        sms && (async () => (await sms.send(message)).sid),
        'text message kept in the outbox (TWILIO_* not set)',
      ),
  };
}

export const REMOVED_LINK = '[link removed after sending]';

/**
 * The text with every web address replaced by REMOVED_LINK: the links of our messages carry
 * their token in the path or the query (reset, sign-up, invitation, tracked quote links), and a
 * link without one is no loss to the record.
 */
export function redactLinks(text: string): string {
  return text.replace(/https?:\/\/[^\s"'<>]+/gi, REMOVED_LINK);
}

/** The outbox file of a DATA_DIR: e-mails and texts kept when SMTP or Twilio is not set. */
export function outboxFilePath(env: { DATA_DIR: string }): string {
  return resolve(env.DATA_DIR, 'outbox.jsonl');
}

/** 'j***@example.com', '***0142': enough to tell messages apart in the log, not to harvest. */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return `***${recipient.slice(-4)}`;
}

async function deliver(
  deps: NotifierDeps,
  values: Omit<typeof outboundMessages.$inferInsert, 'status'>,
  send: (() => Promise<string>) | undefined,
  storedNote: string,
): Promise<{ status: 'SENT' | 'STORED' }> {
  const [row] = await deps.db
    .insert(outboundMessages)
    .values({ ...values, status: 'STORED' })
    .returning({ id: outboundMessages.id, created_at: outboundMessages.created_at });
  const logged = {
    messageId: row!.id,
    kind: values.kind,
    channel: values.channel,
    to: maskRecipient(values.recipient),
  };
  // Without SMTP or Twilio (development, tests, a production started with OUTBOX_ONLY=true) the
  // message is not sent: the table (and outside production the outbox file) is its only mailbox,
  // read by the demo, the tests and a relay, so it keeps its links until something sends it.
  if (!send) {
    if (deps.outboxFile) await appendToOutboxFile(deps.outboxFile, { ...values, at: row!.created_at });
    deps.logger.info(logged, storedNote);
    return { status: 'STORED' };
  }
  const redacted = { body: redactLinks(values.body), html: values.html ? redactLinks(values.html) : null };
  try {
    const providerId = await send();
    await deps.db
      .update(outboundMessages)
      .set({ status: 'SENT', provider_id: providerId, sent_at: new Date(), ...redacted })
      .where(eq(outboundMessages.id, row!.id));
    deps.logger.info(logged, 'message sent');
    return { status: 'SENT' };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    // A failed message is not retried (the sender answers the failure), so its links go too.
    await deps.db
      .update(outboundMessages)
      .set({ status: 'FAILED', error: text, ...redacted })
      .where(eq(outboundMessages.id, row!.id));
    deps.logger.error({ ...logged, err: error }, 'message delivery failed');
    throw error;
  }
}

// One JSON object a line, readable with `tail -f` and by the browser tests; owner-only, like the
// app secret beside it in DATA_DIR.
async function appendToOutboxFile(
  file: string,
  message: Omit<typeof outboundMessages.$inferInsert, 'status'> & { at: Date },
) {
  const line = JSON.stringify({
    at: message.at.toISOString(),
    kind: message.kind,
    channel: message.channel,
    to: message.recipient,
    subject: message.subject ?? null,
    body: message.body,
    attachments: message.attachments ?? [],
  });
  await mkdir(dirname(file), { recursive: true });
  await appendFile(file, `${line}\n`, { mode: 0o600 });
}

export async function latestMessageTo(db: Db, recipient: string, kind: string) {
  const [row] = await db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.recipient, recipient), eq(outboundMessages.kind, kind)))
    .orderBy(desc(outboundMessages.created_at))
    .limit(1);
  return row;
}
