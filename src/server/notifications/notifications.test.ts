import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpEmulator } from '../../../dev/emulators/smtp/server';
import { createTestApp, type TestApp } from '../test/harness';
import { createSmtpMailer } from './mailer';
import { createNotifier, latestMessageTo } from './outbox';

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
