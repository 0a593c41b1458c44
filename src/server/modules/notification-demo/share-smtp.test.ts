import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedQuoting } from '../../test/quote-fixture';

type Received = { from: string; to: string[]; raw: string };

// nodemailer's own SMTP server package (smtp-server), on loopback: the share e-mail goes over a
// real SMTP session, not through the outbox.
let server: SMTPServer;
const received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
}, 30_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The text of a quoted-printable body as the customer's mail program shows it. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('sharing a quote over SMTP', () => {
  it('delivers the e-mail with the tracked public link to the SMTP server', async () => {
    const s = await seedQuoting(t, 200);
    const created = await t
      .caller(s.user)
      .quote.createQuoteAi({ vehicleId: s.vehicle.id, shopId: s.shop.id, searchQuery: 'front brake pads' });
    const quoteId = created.response.quote!.id;
    const result = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
      quoteId,
      customerName: 'Dana Driver',
      customerEmail: 'dana@example.test',
      includeAcceptanceTracking: true,
    });
    expect(result.summary.notificationsSent).toEqual({ email: true, sms: false });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const [mail] = received;
    expect(mail!.to).toEqual(['dana@example.test']);
    const text = decoded(mail!.raw);
    expect(text).toMatch(/^Subject: .*Bayside Test/m);
    expect(text).toContain(result.link);
    expect(result.link).toMatch(new RegExp(`/quote/${quoteId}\\?t=`));
  }, 60_000);
});
