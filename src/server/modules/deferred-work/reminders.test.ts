import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deferredJobs, deferredReminders, outboundMessages } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';
import { sendDueReminders } from './reminders';
import { addShopSuppliers, answerJob, sharedQuote } from './test-support';
import { unsubscribeToken } from './unsubscribe';

let t: TestApp;
let s: QuotingSeed;

setUpQuotingApp({ knowledgeJobs: 200, timeout: 90_000 }, async (app) => {
  ({ t, s } = app);
  await addShopSuppliers(t, s.shop.id);
});

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** A quote whose first job the customer (reached at `email`, and the phone when given) declined. */
async function declinedFor(email: string, phone?: string) {
  const contact = { customerEmail: email, ...(phone ? { customerPhone: phone } : {}) };
  const { quoteId, token, page } = await sharedQuote(t, s, 'grinding noise front when braking', contact);
  await answerJob(t, { quoteId, token, jobKey: page.jobs[0]!.key, decision: 'DECLINED' });
  return { quoteId, job: page.jobs[0]! };
}

const messagesTo = (recipient: string) =>
  t.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, recipient));
const reminderOf = async (quoteId: string) =>
  (await t.db.select().from(deferredReminders).where(eq(deferredReminders.declined_quote_id, quoteId)))[0];

const saveSetting = (input: { enabled: boolean; afterDays: number; email: boolean; sms: boolean }) =>
  t.caller(s.user).shop.saveDeferredReminders({ shopId: s.shop.id, ...input });

describe('reminders of declined work', () => {
  it('are off by default, then sent once after N days with a fresh estimate and an unsubscribe link', async () => {
    const { quoteId, job } = await declinedFor('first@example.test', '(650) 555-0101');
    expect(await sendDueReminders(t.deps, { now: daysFromNow(60) })).toBe(0);

    await saveSetting({ enabled: true, afterDays: 30, email: true, sms: true });
    expect(await sendDueReminders(t.deps, { now: daysFromNow(29) })).toBe(0);
    expect(await messagesTo('first@example.test')).toHaveLength(1); // the estimate shared earlier

    expect(await sendDueReminders(t.deps, { now: daysFromNow(31) })).toBe(1);
    const reminder = await reminderOf(quoteId);
    expect(reminder).toMatchObject({ status: 'SENT', channels: ['EMAIL', 'SMS'] });
    const email = (await messagesTo('first@example.test')).find((m) => m.kind === 'DEFERRED_REMINDER')!;
    expect(email.subject).toContain('a reminder about work on your');
    expect(email.body).toContain(`you chose to wait with: ${job.name}`);
    expect(email.body).toContain(`/quote/${reminder!.quote_id}?t=`);
    expect(email.body).toMatch(/No more reminders to this address: http\S+\/unsubscribe\/\S+/);
    const sms = (await messagesTo('+16505550101')).find((m) => m.kind === 'DEFERRED_REMINDER')!;
    expect(sms.body).toMatch(/No more reminders: http\S+\/unsubscribe\/\S+$/);

    // The fresh estimate holds the declined job at today's prices, sent as its revision 1.
    const fresh = await t.caller(s.user).quote.getQuoteAi({ id: reminder!.quote_id! });
    expect(fresh.title).toBe(job.name);
    const [row] = await t.db.select().from(deferredJobs).where(eq(deferredJobs.quote_id, quoteId));
    expect(row!.added_to_quote_id).toBe(reminder!.quote_id);

    // Never twice: later passes find the set reminded.
    expect(await sendDueReminders(t.deps, { now: daysFromNow(90) })).toBe(0);
    const reminders = (await messagesTo('first@example.test')).filter((m) => m.kind === 'DEFERRED_REMINDER');
    expect(reminders).toHaveLength(1);
  });

  it('sends one reminder when two instances run their pass at once', async () => {
    await saveSetting({ enabled: true, afterDays: 30, email: true, sms: false });
    const { quoteId } = await declinedFor('twice@example.test');
    const claimed = await Promise.all([
      sendDueReminders(t.deps, { now: daysFromNow(31) }),
      sendDueReminders(t.deps, { now: daysFromNow(31) }),
      sendDueReminders(t.deps, { now: daysFromNow(32) }),
    ]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await reminderOf(quoteId))?.status).toBe('SENT');
    const sent = (await messagesTo('twice@example.test')).filter((m) => m.kind === 'DEFERRED_REMINDER');
    expect(sent).toHaveLength(1);
  });

  it('never messages a contact that unsubscribed with the one-click link', async () => {
    await saveSetting({ enabled: true, afterDays: 30, email: true, sms: false });
    const { quoteId } = await declinedFor('stop@example.test');
    const token = unsubscribeToken(t.deps.env.APP_SECRET, {
      shopId: s.shop.id,
      channel: 'EMAIL',
      contact: 'Stop@Example.test',
    });
    const page = await t.request(`/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You are unsubscribed');
    // A link changed by hand unsubscribes nobody.
    expect((await t.request(`/unsubscribe/${token.slice(0, -2)}xx`)).status).toBe(404);

    expect(await sendDueReminders(t.deps, { now: daysFromNow(31) })).toBe(1);
    expect(await reminderOf(quoteId)).toMatchObject({
      status: 'SKIPPED',
      note: 'The customer unsubscribed from reminders.',
    });
    const sent = (await messagesTo('stop@example.test')).filter((m) => m.kind === 'DEFERRED_REMINDER');
    expect(sent).toHaveLength(0);
  });

  it('refuses settings without a channel or out of range', async () => {
    await expect(
      saveSetting({ enabled: true, afterDays: 30, email: false, sms: false }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Choose e-mail, text or both'),
    });
    await expect(saveSetting({ enabled: true, afterDays: 0, email: true, sms: false })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
      },
    );
    const saved = await saveSetting({ enabled: false, afterDays: 14, email: true, sms: false });
    expect(saved).toMatchObject({ deferred_reminders_enabled: false, deferred_reminder_days: 14 });
  });
});
