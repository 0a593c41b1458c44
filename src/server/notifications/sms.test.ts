import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioEmulator, type TwilioEmulator } from '../../../dev/emulators/twilio/server';
import { outboundMessages } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { createTwilioSender } from './sms';

let twilio: TwilioEmulator;
let t: TestApp;
let outboxOnly: TestApp;
beforeAll(async () => {
  twilio = await startTwilioEmulator({ accountSid: 'AC123', authToken: 'secret' });
  t = await createTestApp({
    env: {
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15550001111',
      TWILIO_BASE_URL: twilio.url,
    },
  });
  outboxOnly = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await outboxOnly.close();
  await twilio.close();
});

describe('text messages', () => {
  it('keeps a sent text without its link; the recipient got the link', async () => {
    const body =
      'Bayside Auto: your quote is ready ($120.00). http://localhost:3000/quote/q1?t=tracked-token';
    await t.deps.notifier.sendSms({ to: '+16505550177', body, kind: 'QUOTE_SHARE' });
    expect(twilio.messages.at(-1)?.body).toBe(body);
    const [row] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, '+16505550177'));
    expect(row).toMatchObject({
      status: 'SENT',
      body: 'Bayside Auto: your quote is ready ($120.00). [link removed after sending]',
    });
  });

  it('sends through Twilio and records the message as SENT with its sid', async () => {
    expect(
      await t.deps.notifier.sendSms({ to: '+16505550142', body: 'Your quote is ready', kind: 'QUOTE_SHARE' }),
    ).toEqual({ status: 'SENT' });
    expect(twilio.messages.at(-1)).toMatchObject({
      to: '+16505550142',
      from: '+15550001111',
      body: 'Your quote is ready',
    });
    const [row] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, '+16505550142'));
    expect(row).toMatchObject({ channel: 'SMS', status: 'SENT', provider_id: twilio.messages.at(-1)!.sid });
  });

  it('records a refused number as FAILED with a clear message, and never retries', async () => {
    const before = twilio.messages.length;
    await expect(
      t.deps.notifier.sendSms({ to: '555-0142', body: 'x', kind: 'QUOTE_SHARE' }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/555-0142 cannot receive text messages/),
    });
    twilio.failNext(500);
    await expect(
      t.deps.notifier.sendSms({ to: '+16505550143', body: 'x', kind: 'QUOTE_SHARE' }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/HTTP 500/),
    });
    expect(twilio.messages.length).toBe(before);
    const failed = await t.db.select().from(outboundMessages).where(eq(outboundMessages.status, 'FAILED'));
    expect(failed.map((r) => r.recipient).sort()).toEqual(['+16505550143', '555-0142']);
  });

  it('reports wrong credentials and an unreachable service', async () => {
    const wrong = createTwilioSender({
      accountSid: 'AC123',
      authToken: 'nope',
      from: '+15550001111',
      baseUrl: twilio.url,
    });
    await expect(wrong.send({ to: '+16505550142', body: 'x' })).rejects.toMatchObject({
      message: expect.stringMatching(/rejected the account credentials/),
    });
    const gone = createTwilioSender({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+1555',
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(gone.send({ to: '+16505550142', body: 'x' })).rejects.toMatchObject({
      message: 'Cannot reach Twilio to send the text message.',
    });
  });

  it('keeps texts in the outbox when Twilio is not configured', async () => {
    expect(
      await outboxOnly.deps.notifier.sendSms({ to: '+16505550199', body: 'Stored', kind: 'QUOTE_SHARE' }),
    ).toEqual({ status: 'STORED' });
    const [row] = await outboxOnly.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, '+16505550199'));
    expect(row).toMatchObject({ channel: 'SMS', status: 'STORED', body: 'Stored' });
  });
});
