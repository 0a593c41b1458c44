import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../shared/format';
import { toE164 } from '../../../shared/schemas/share';
import { outboundMessages, quoteShares } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

let t: TestApp;
let s: QuotingSeed;
let quoteId: string;
setUpQuotingApp({ knowledgeJobs: 200 }, async (app) => {
  ({ t, s } = app);
  quoteId = await createQuote(t, s, 'front brake pads');
});

describe('notificationDemo.shareQuoteWithCustomer', () => {
  it('sends the link by e-mail and text (outbox without SMTP/Twilio) and tracks when it is opened', async () => {
    const result = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
      quoteId,
      customerName: '  Dana Driver ',
      customerEmail: 'dana@example.test',
      customerPhone: '(650) 555-0142',
      message: 'Hi Dana, here is the brake quote we discussed.',
      includeAcceptanceTracking: true,
    });
    expect(result.summary.notificationsSent).toEqual({ email: true, sms: true });
    expect(result.link).toMatch(new RegExp(`/quote/${quoteId}\\?t=[\\w-]{20,}$`));
    const messages = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.kind, 'QUOTE_SHARE'));
    const email = messages.find((m) => m.channel === 'EMAIL')!;
    const sms = messages.find((m) => m.channel === 'SMS')!;
    expect(email).toMatchObject({
      recipient: 'dana@example.test',
      status: 'STORED',
      subject: expect.stringMatching(/^Bayside Test: your estimate #\d+ for the 2013 Ford F-150$/),
    });
    // The estimate's figures as estimate-money.ts computes them, and the PDF attached.
    const panel = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect(email.body).toContain(`Estimate #${panel.estimate_number}`);
    expect(email.body).toContain(`Total due: ${formatCents(panel.estimate.totalDueCents)}`);
    expect(email.body).toMatch(/Valid until \w{3} \d{1,2}, \d{4}\./);
    expect(email.attachments).toEqual([
      {
        filename: `Estimate-${panel.estimate_number}-Bayside-Test.pdf`,
        contentType: 'application/pdf',
        bytes: expect.any(Number),
      },
    ]);
    expect(sms.body).toContain(`total due ${formatCents(panel.estimate.totalDueCents)}`);
    expect(email.body).toContain('Hello Dana Driver,');
    expect(email.body).toContain('Hi Dana, here is the brake quote we discussed.');
    expect(email.body).toContain(result.link);
    expect(sms).toMatchObject({ recipient: '+16505550142', status: 'STORED' });
    expect(sms.body).toContain(result.link);

    const token = new URL(result.link).searchParams.get('t')!;
    await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
    await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
    await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: 'not-the-token' });
    const [share] = await t.db.select().from(quoteShares).where(eq(quoteShares.id, result.id));
    expect(share).toMatchObject({
      customer_name: 'Dana Driver',
      open_count: 1,
      email_status: 'SENT',
      sms_status: 'SENT',
    });
    expect(share!.first_opened_at).not.toBeNull();
    // A reading after the visit has ended is a new opening.
    await t.db
      .update(quoteShares)
      .set({ last_opened_at: new Date(Date.now() - 31 * 60_000) })
      .where(eq(quoteShares.id, result.id));
    await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
    const [again] = await t.db.select().from(quoteShares).where(eq(quoteShares.id, result.id));
    expect(again!.open_count).toBe(2);
    expect(again!.last_opened_at!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps only the sha256 of the link's token, which the stored hash cannot stand in for", async () => {
    const result = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
      quoteId,
      customerName: 'Hash Holder',
      customerEmail: 'hash@example.test',
      includeAcceptanceTracking: true,
    });
    const token = new URL(result.link).searchParams.get('t')!;
    const [share] = await t.db.select().from(quoteShares).where(eq(quoteShares.id, result.id));
    expect(share!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(share)).not.toContain(token);
    await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: share!.token_hash! });
    expect((await t.db.select().from(quoteShares).where(eq(quoteShares.id, result.id)))[0]!.open_count).toBe(
      0,
    );
    await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
    expect((await t.db.select().from(quoteShares).where(eq(quoteShares.id, result.id)))[0]!.open_count).toBe(
      1,
    );
  });

  it('validates with the spec messages', async () => {
    const call = t.caller(s.user).notificationDemo.shareQuoteWithCustomer;
    await expect(call({ quoteId, customerName: ' ', customerEmail: 'a@b.test' })).rejects.toMatchObject({
      message: 'Customer name is required',
    });
    await expect(
      call({ quoteId, customerName: 'Dana', customerEmail: ' ', customerPhone: '' }),
    ).rejects.toMatchObject({
      message: 'At least one contact method (email or phone) is required',
    });
    await expect(call({ quoteId, customerName: 'Dana', customerPhone: '555' })).rejects.toMatchObject({
      message: expect.stringMatching(/international format/),
    });
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('1-650-555-0142')).toBe('+16505550142');
  });

  it("refuses another shop's member and anonymous callers", async () => {
    const outsider = await t.createUser();
    await expect(
      t
        .caller(outsider)
        .notificationDemo.shareQuoteWithCustomer({ quoteId, customerName: 'X', customerEmail: 'x@y.test' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t
        .caller(null)
        .notificationDemo.shareQuoteWithCustomer({ quoteId, customerName: 'X', customerEmail: 'x@y.test' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
