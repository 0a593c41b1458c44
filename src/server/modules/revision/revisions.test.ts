import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteJobResponses, quoteRevisions, quoteShares } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, seedQuoting, setUpQuotingApp } from '../../test/quote-fixture';
import { QUOTE_UPDATED } from '../customer-approval/service';

let t: TestApp;
let s: QuotingSeed;

setUpQuotingApp({ knowledgeJobs: 200, timeout: 90_000 }, (app) => {
  ({ t, s } = app);
});

function share(quoteId: string, contact: { customerEmail?: string; customerPhone?: string } = {}) {
  return t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
    quoteId,
    customerName: 'Dana Driver',
    customerEmail: 'dana@example.test',
    includeAcceptanceTracking: true,
    ...contact,
  });
}

/** Raises the first charged labor line's rate by $10: a change the customer would pay for. */
async function raiseRate(quoteId: string, by = 10) {
  const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
  const line = quote.quote_labor_items.find((l) => !l.is_suggested)!;
  await t.caller(s.user).quote.updateQuoteLaborItem({
    id: line.id,
    title: line.title,
    description: line.description,
    hours: line.hours,
    rate: line.rate + by,
  });
}

const publicView = (id: string, token?: string) => t.caller(null).quote.getQuoteAiViewOnly({ id, t: token });
const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;

describe('quote revisions', () => {
  it('sharing writes revision 1 with what was sent; sending the same again writes none', async () => {
    const quoteId = await createQuote(t, s);
    const before = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect(before).toMatchObject({ sent_revision: null, changed_since_sent: false });
    const live = await publicView(quoteId);
    expect(live.revision).toBeNull();

    const first = await share(quoteId, { customerPhone: '(650) 555-0142' });
    expect(first.revision).toMatchObject({ number: 1, total: live.totals.total, created: true });
    const again = await share(quoteId);
    expect(again.revision).toMatchObject({ number: 1, created: false });

    const history = await t.caller(s.user).quote.getQuoteRevisions({ quoteId });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      number: 1,
      created_by: { name: 'Sam Advisor' },
      reason: {
        kind: 'SHARED',
        channels: ['EMAIL', 'SMS'],
        text: 'Shared with Dana Driver by e-mail and text',
      },
      total: live.totals.total,
      laborTotal: live.totals.labor,
      partsTotal: live.totals.parts,
    });
    expect(history[0]!.labor).toEqual(live.labor_items);
    expect(history[0]!.parts).toEqual(live.part_items);
    expect(history[0]!.created_at).toBeInstanceOf(Date);
    const after = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect(after.sent_revision).toMatchObject({ number: 1, total: live.totals.total });
    expect(after.changed_since_sent).toBe(false);
  });

  it('edits after sending change nothing the customer sees until the shop sends again', async () => {
    const quoteId = await createQuote(t, s);
    const sent = await share(quoteId);
    const token = tokenOf(sent.link);
    const atSending = await publicView(quoteId, token);
    expect(atSending.revision).toBe(1);
    expect(atSending.sent_at).toBeInstanceOf(Date);

    await raiseRate(quoteId);
    const edited = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect(edited.changed_since_sent).toBe(true);
    expect(edited.sent_revision!.total).toBe(atSending.totals.total);
    const stillSent = await publicView(quoteId, token);
    expect(stillSent).toMatchObject({
      revision: 1,
      totals: atSending.totals,
      labor_items: atSending.labor_items,
    });
    const [stored] = await t.db.select().from(quoteRevisions).where(eq(quoteRevisions.quote_id, quoteId));
    expect(stored!.total).toBe(atSending.totals.total);

    // Putting the rate back charges what was sent: nothing has changed since.
    await raiseRate(quoteId, -10);
    expect((await t.caller(s.user).quote.getQuoteAi({ id: quoteId })).changed_since_sent).toBe(false);

    await raiseRate(quoteId, 25);
    const second = await share(quoteId);
    expect(second.revision).toMatchObject({ number: 2, created: true });
    const now = await publicView(quoteId, token);
    expect(now.revision).toBe(2);
    expect(now.totals.total).toBeGreaterThan(atSending.totals.total);
    const history = await t.caller(s.user).quote.getQuoteRevisions({ quoteId });
    expect(history.map((r) => r.number)).toEqual([2, 1]);
    expect(history[1]!.total).toBe(atSending.totals.total);
  });

  it('answers belong to the revision they were given on; a new revision asks again', async () => {
    const quoteId = await createQuote(t, s);
    const token = tokenOf((await share(quoteId)).link);
    const first = await publicView(quoteId, token);
    const job = first.jobs[0]!;
    const answer = await t.caller(null).customerApproval.respondToJob({
      quoteId,
      t: token,
      jobKey: job.key,
      decision: 'APPROVED',
      revision: 1,
      authorization: { name: 'Dana Driver', consent: true },
    });
    expect(answer).toMatchObject({ decision: 'APPROVED', revision: 1 });

    await raiseRate(quoteId);
    // The customer's page still shows revision 1 and may still answer it.
    await t.caller(null).customerApproval.respondToJob({
      quoteId,
      t: token,
      jobKey: job.key,
      decision: 'APPROVED',
      revision: 1,
      authorization: { name: 'Dana Driver', consent: true },
    });
    await share(quoteId);
    const second = await publicView(quoteId, token);
    expect(second.revision).toBe(2);
    expect(second.responses).toEqual({});
    // A page still showing revision 1 is told to reload instead of answering the wrong prices.
    await expect(
      t.caller(null).customerApproval.respondToJob({
        quoteId,
        t: token,
        jobKey: job.key,
        decision: 'DECLINED',
        revision: 1,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: QUOTE_UPDATED });
    const declined = await t.caller(null).customerApproval.respondToJob({
      quoteId,
      t: token,
      jobKey: second.jobs[0]!.key,
      decision: 'DECLINED',
      revision: 2,
    });
    expect(declined.revision).toBe(2);

    const { responses, shares } = await t.caller(s.user).customerApproval.getQuoteResponses({ quoteId });
    expect(shares.map((sh) => sh.revision)).toEqual([2, 1]);
    expect(responses.map((r) => [r.revision, r.decision, r.job_total])).toEqual([
      [1, 'APPROVED', job.total],
      [2, 'DECLINED', second.jobs[0]!.total],
    ]);
    expect(responses[0]!.revision_total).toBe(first.totals.total);
    expect((await publicView(quoteId, token)).responses[second.jobs[0]!.key]).toMatchObject({
      decision: 'DECLINED',
    });
  });

  it('two sendings at once of a changed quote write one revision', async () => {
    const quoteId = await createQuote(t, s);
    await share(quoteId);
    await raiseRate(quoteId);
    const [a, b] = await Promise.all([share(quoteId), share(quoteId)]);
    expect([a.revision.number, b.revision.number]).toEqual([2, 2]);
    const rows = await t.db.select().from(quoteRevisions).where(eq(quoteRevisions.quote_id, quoteId));
    expect(rows.map((r) => r.number).sort()).toEqual([1, 2]);
  });

  it("refuses another shop's member, anonymous callers and a malformed id", async () => {
    const quoteId = await createQuote(t, s);
    await share(quoteId);
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop());
    await expect(t.caller(outsider).quote.getQuoteRevisions({ quoteId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(null).quote.getQuoteRevisions({ quoteId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(s.user).quote.getQuoteRevisions({ quoteId: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('a sending that reaches no one', () => {
  let failing: TestApp;
  let f: Awaited<ReturnType<typeof seedQuoting>>;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every e-mail fails.
    failing = await createTestApp({ knowledgeJobs: 100, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    f = await seedQuoting(failing);
  }, 90_000);
  afterAll(() => failing.close());

  it('leaves no share and no revision behind', async () => {
    const created = await failing
      .caller(f.user)
      .quote.createQuoteAi({ vehicleId: f.vehicle.id, shopId: f.shop.id, searchQuery: 'oil change' });
    const quoteId = created.response.quote!.id;
    await expect(
      failing.caller(f.user).notificationDemo.shareQuoteWithCustomer({
        quoteId,
        customerName: 'Dana Driver',
        customerEmail: 'dana@example.test',
        includeAcceptanceTracking: true,
      }),
    ).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    expect(await failing.db.select().from(quoteShares).where(eq(quoteShares.quote_id, quoteId))).toEqual([]);
    expect(
      await failing.db.select().from(quoteRevisions).where(eq(quoteRevisions.quote_id, quoteId)),
    ).toEqual([]);
    expect(await failing.db.select().from(quoteJobResponses)).toEqual([]);
    const quote = await failing.caller(f.user).quote.getQuoteAi({ id: quoteId });
    expect(quote.sent_revision).toBeNull();
  });
});
