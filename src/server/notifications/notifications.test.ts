import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpEmulator } from '../../../dev/emulators/smtp/server';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { outboundMessages } from '../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness';
import { createSmtpMailer } from './mailer';
import { createNotifier, latestMessageTo, REMOVED_LINK, redactLinks } from './outbox';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpEmulator>>;
let refusingSmtp: Awaited<ReturnType<typeof startSmtpEmulator>>;

beforeAll(async () => {
  smtp = await startSmtpEmulator();
  refusingSmtp = await startSmtpEmulator({ rejectRecipients: true });
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, SMTP_FROM: 'Bayside Auto <quotes@bayside.example>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await refusingSmtp.close();
});

describe('notifications over SMTP', () => {
  it('delivers a password reset e-mail through SMTP_URL and records it as SENT', async () => {
    const user = await t.createUser({ name: 'Morgan Mail' });
    const response = await t.request(
      '/api/auth/request-password-reset',
      { method: 'POST', body: JSON.stringify({ email: user.email, redirectTo: '/update-password' }) },
      '10.9.0.1',
    );
    expect(response.status).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes(user.email));
    expect(mail?.from).toBe('quotes@bayside.example');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.data).toContain('/reset-password/');
    const row = await latestMessageTo(t.db, user.email, 'PASSWORD_RESET');
    expect(row).toMatchObject({ status: 'SENT', channel: 'EMAIL' });
    expect(row?.provider_id).toBeTruthy();
  });

  it('records a refused delivery as FAILED with the reason, and reports it', async () => {
    const mailer = createSmtpMailer(refusingSmtp.url, 'x@example.test');
    const notifier = createNotifier({ db: t.db, logger: t.deps.logger, mailer });
    await expect(
      notifier.sendEmail({ kind: 'TEST', to: 'nobody@example.test', subject: 'Hi', text: 'Hello' }),
    ).rejects.toThrow(/550|Mailbox unavailable/);
    const row = await latestMessageTo(t.db, 'nobody@example.test', 'TEST');
    expect(row?.status).toBe('FAILED');
    expect(row?.error).toMatch(/Mailbox unavailable/);
    mailer.close();
  });
});

/** The text of a quoted-printable e-mail as the recipient's mail program shows it. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the table keeps a sent message without its links', () => {
  it('stores the reset e-mail without its token once sent, and the link in the mailbox still works', async () => {
    const user = await t.createUser({ name: 'Riley Redact' });
    const requested = await t.request(
      '/api/auth/request-password-reset',
      { method: 'POST', body: JSON.stringify({ email: user.email, redirectTo: '/update-password' }) },
      '10.9.0.2',
    );
    expect(requested.status).toBe(200);
    const mail = smtp.received.findLast((m) => m.to.includes(user.email));
    const token = decoded(mail!.data).match(/\/reset-password\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const row = await latestMessageTo(t.db, user.email, 'PASSWORD_RESET');
    expect(row?.status).toBe('SENT');
    for (const stored of [row!.body, row!.html ?? '']) {
      expect(stored).not.toContain(token);
      expect(stored).not.toMatch(/https?:\/\//);
      expect(stored).toContain(REMOVED_LINK);
    }
    expect(row!.body).toContain('Choose a new password here (the link is valid for one hour): [link removed');

    const reset = await t.request(
      '/api/auth/reset-password',
      { method: 'POST', body: JSON.stringify({ newPassword: 'fresh-password-31', token }) },
      '10.9.0.2',
    );
    expect(reset.status).toBe(200);
    const signIn = await t.request(
      '/api/auth/sign-in/email',
      { method: 'POST', body: JSON.stringify({ email: user.email, password: 'fresh-password-31' }) },
      '10.9.0.3',
    );
    expect(signIn.status).toBe(200);
    const oldPassword = await t.request(
      '/api/auth/sign-in/email',
      { method: 'POST', body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }) },
      '10.9.0.3',
    );
    expect(oldPassword.status).toBe(401);
  });

  it('removes the links of a message that failed too', async () => {
    const mailer = createSmtpMailer(refusingSmtp.url, 'x@example.test');
    const notifier = createNotifier({ db: t.db, logger: t.deps.logger, mailer });
    const link = 'http://localhost:3000/sign-up?invitation=secret-invitation-token';
    await expect(
      notifier.sendEmail({
        kind: 'INVITATION',
        to: 'refused@example.test',
        subject: 'Join',
        text: `Accept the invitation: ${link}`,
        html: `<a href="${link}">Accept the invitation</a>`,
      }),
    ).rejects.toThrow();
    const row = await latestMessageTo(t.db, 'refused@example.test', 'INVITATION');
    expect(row).toMatchObject({
      status: 'FAILED',
      body: `Accept the invitation: ${REMOVED_LINK}`,
      html: `<a href="${REMOVED_LINK}">Accept the invitation</a>`,
    });
    mailer.close();
  });

  it('keeps the links of a message no one sent yet (the outbox is then its only mailbox)', async () => {
    const outboxOnly = createNotifier({ db: t.db, logger: t.deps.logger });
    const text = 'Confirm: http://localhost:3000/api/auth/verify-email?token=abc.def&callbackURL=%2F';
    await outboxOnly.sendEmail({ kind: 'TEST_STORED', to: 'kept@example.test', subject: 'Hi', text });
    expect(await latestMessageTo(t.db, 'kept@example.test', 'TEST_STORED')).toMatchObject({
      status: 'STORED',
      body: text,
    });
  });

  it('drops invisible formatting characters from a subject built from an old name', async () => {
    const outboxOnly = createNotifier({ db: t.db, logger: t.deps.logger });
    await outboxOnly.sendEmail({
      kind: 'TEST_SUBJECT',
      to: 'subject@example.test',
      subject: 'Join Bay\u202eside\u200b Auto on Repair Quotes',
      text: 'Hello',
    });
    const row = await latestMessageTo(t.db, 'subject@example.test', 'TEST_SUBJECT');
    expect(row?.subject).toBe('Join Bayside Auto on Repair Quotes');
  });
});

describe('the migration of the messages sent before', () => {
  it('removes the links of sent and failed messages and keeps those of messages not sent yet', async () => {
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_redact_sent_messages.sql'));
    expect(file).toBeDefined();
    const link = 'http://localhost:3000/reset-password/OldToken_123';
    const rows = await t.db
      .insert(outboundMessages)
      .values(
        (['SENT', 'FAILED', 'STORED'] as const).map((status) => ({
          channel: 'EMAIL' as const,
          recipient: `migrated-${status.toLowerCase()}@example.test`,
          subject: 'Reset your password',
          body: `Choose a new password here: ${link}`,
          html: `<a href="${link}">Choose a new password</a>`,
          kind: 'PASSWORD_RESET',
          status,
        })),
      )
      .returning({ id: outboundMessages.id });
    await t.db.execute(sql.raw(readFileSync(join(MIGRATIONS_FOLDER, file!), 'utf8')));
    const after = await t.db
      .select()
      .from(outboundMessages)
      .where(
        inArray(
          outboundMessages.id,
          rows.map((r) => r.id),
        ),
      );
    const byStatus = Object.fromEntries(after.map((row) => [row.status, row]));
    for (const status of ['SENT', 'FAILED'])
      expect(byStatus[status]).toMatchObject({
        body: `Choose a new password here: ${REMOVED_LINK}`,
        html: `<a href="${REMOVED_LINK}">Choose a new password</a>`,
      });
    expect(byStatus.STORED).toMatchObject({ body: `Choose a new password here: ${link}` });
  });
});

describe('redactLinks', () => {
  it.each([
    ['a path token', 'Here: https://app.example/reset-password/AbC_12-x.', `Here: ${REMOVED_LINK}`],
    ['a query token', 'Open http://localhost:3000/quote/1?t=abc&x=1 now', `Open ${REMOVED_LINK} now`],
    ['an href', '<a href="https://a.example/x?token=1&#38;b=2">Go</a>', `<a href="${REMOVED_LINK}">Go</a>`],
    ['two links', 'http://a.example/1 and http://b.example/2', `${REMOVED_LINK} and ${REMOVED_LINK}`],
    ['no link', 'Your quote is ready', 'Your quote is ready'],
  ])('%s', (_label, text, expected) => {
    expect(redactLinks(text)).toBe(expected);
  });
});
