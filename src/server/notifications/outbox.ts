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
 * Every e-mail is recorded in outbound_messages. With SMTP configured it is sent and marked SENT
 * (or FAILED with the error, and the error re-thrown); without, it stays STORED and is logged so
 * the demo and the tests can read it.
 */
export function createNotifier(deps: { db: Db; logger: Logger; mailer?: Mailer; sms?: SmsSender }): Notifier {
  return {
    sendSms: (message) => sendSms(deps, message),
    async sendEmail({ kind, ...message }) {
      const [row] = await deps.db
        .insert(outboundMessages)
        .values({
          channel: 'EMAIL',
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html,
          kind,
          status: 'STORED',
        })
        .returning({ id: outboundMessages.id });
      if (!deps.mailer) {
        deps.logger.info(
          { to: message.to, subject: message.subject, body: message.text },
          'e-mail stored in outbox (SMTP_URL not set)',
        );
        return { status: 'STORED' };
      }
      try {
        const { messageId } = await deps.mailer.send(message);
        await deps.db
          .update(outboundMessages)
          .set({ status: 'SENT', provider_id: messageId, sent_at: new Date() })
          .where(eq(outboundMessages.id, row!.id));
        return { status: 'SENT' };
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(outboundMessages)
          .set({ status: 'FAILED', error: text })
          .where(eq(outboundMessages.id, row!.id));
        deps.logger.error({ err: error, to: message.to }, 'e-mail delivery failed');
        throw error;
      }
    },
  };
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

/** Text messages follow the e-mail rule: recorded always, sent through Twilio when configured. */
async function sendSms(
  deps: { db: Db; logger: Logger; sms?: SmsSender },
  { kind, ...message }: SmsMessage & { kind: string },
): Promise<{ status: 'SENT' | 'STORED' }> {
  const [row] = await deps.db
    .insert(outboundMessages)
    .values({ channel: 'SMS', recipient: message.to, body: message.body, kind, status: 'STORED' })
    .returning({ id: outboundMessages.id });
  if (!deps.sms) {
    deps.logger.info(
      { to: message.to, body: message.body },
      'text message stored in outbox (TWILIO_* not set)',
    );
    return { status: 'STORED' };
  }
  try {
    const { sid } = await deps.sms.send(message);
    await deps.db
      .update(outboundMessages)
      .set({ status: 'SENT', provider_id: sid, sent_at: new Date() })
      .where(eq(outboundMessages.id, row!.id));
    return { status: 'SENT' };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(outboundMessages)
      .set({ status: 'FAILED', error: text })
      .where(eq(outboundMessages.id, row!.id));
    deps.logger.error({ err: error, to: message.to }, 'text message delivery failed');
    throw error;
  }
}
