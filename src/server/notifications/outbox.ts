import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { EmailMessage, Mailer } from './mailer';
import type { SmsMessage, SmsSender } from './sms';

export type Notifier = {
  sendEmail: (message: EmailMessage & { kind: string }) => Promise<{ status: 'SENT' | 'STORED' }>;
  sendSms: (message: SmsMessage & { kind: string }) => Promise<{ status: 'SENT' | 'STORED' }>;
};

/**
 * Every message is recorded in outbound_messages. With SMTP (e-mail) or Twilio (texts) configured
 * it is sent and marked SENT (or FAILED with the error, and the error re-thrown); without, it
 * stays STORED and is logged so the demo and the tests can read it.
 */
export function createNotifier(deps: { db: Db; logger: Logger; mailer?: Mailer; sms?: SmsSender }): Notifier {
  const { mailer, sms } = deps;
  return {
    sendEmail: ({ kind, ...message }) =>
      deliver(
        deps,
        {
          channel: 'EMAIL',
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html,
          kind,
        },
        mailer && (async () => (await mailer.send(message)).messageId),
        'e-mail stored in outbox (SMTP_URL not set)',
      ),
    sendSms: ({ kind, ...message }) =>
      deliver(
        deps,
        { channel: 'SMS', recipient: message.to, body: message.body, kind },
        sms && (async () => (await sms.send(message)).sid),
        'text message stored in outbox (TWILIO_* not set)',
      ),
  };
}

async function deliver(
  deps: { db: Db; logger: Logger },
  values: Omit<typeof outboundMessages.$inferInsert, 'status'>,
  send: (() => Promise<string>) | undefined,
  storedNote: string,
): Promise<{ status: 'SENT' | 'STORED' }> {
  const [row] = await deps.db
    .insert(outboundMessages)
    .values({ ...values, status: 'STORED' })
    .returning({ id: outboundMessages.id });
  if (!send) {
    deps.logger.info({ to: values.recipient, subject: values.subject, body: values.body }, storedNote);
    return { status: 'STORED' };
  }
  try {
    const providerId = await send();
    await deps.db
      .update(outboundMessages)
      .set({ status: 'SENT', provider_id: providerId, sent_at: new Date() })
      .where(eq(outboundMessages.id, row!.id));
    return { status: 'SENT' };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(outboundMessages)
      .set({ status: 'FAILED', error: text })
      .where(eq(outboundMessages.id, row!.id));
    deps.logger.error(
      { err: error, to: values.recipient, channel: values.channel },
      'message delivery failed',
    );
    throw error;
  }
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
