import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteJobResponses } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

let t: TestApp;
let s: QuotingSeed;
let quoteId: string;
let token: string;
let otherQuoteToken: string;
const UNKNOWN_QUOTE = '00000000-0000-4000-8000-000000000000';

async function shareQuote(id: string, customerName = 'Dana Driver') {
  const shared = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
    quoteId: id,
    customerName,
    customerEmail: 'dana@example.test',
    customerPhone: '(650) 555-0142',
    includeAcceptanceTracking: true,
  });
  return new URL(shared.link).searchParams.get('t')!;
}

setUpQuotingApp({ knowledgeJobs: 200, timeout: 90_000 }, async (app) => {
  ({ t, s } = app);
  quoteId = await createQuote(t, s);
  const otherQuoteId = await createQuote(t, s, 'replace serpentine belt');
  token = await shareQuote(quoteId);
  otherQuoteToken = await shareQuote(otherQuoteId, 'Other Customer');
});

const publicView = (t_?: string) => t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: t_ });
// An approval carries the customer's typed name and consent (issue 25) unless a test says otherwise.
const respond = (input: {
  t?: string;
  jobKey: string;
  decision: 'APPROVED' | 'DECLINED';
  quoteId?: string;
  authorization?: { name: string; consent: boolean } | null;
}) =>
  t.caller(null).customerApproval.respondToJob({
    quoteId,
    ...input,
    authorization:
      input.authorization === null
        ? undefined
        : (input.authorization ??
          (input.decision === 'APPROVED' ? { name: 'Dana Driver', consent: true } : undefined)),
  } as Parameters<ReturnType<TestApp['caller']>['customerApproval']['respondToJob']>[0]);

describe('quote.getQuoteAiViewOnly jobs', () => {
  it('groups the charged lines into named jobs whose totals add up to the quote total', async () => {
    const view = await publicView();
    expect(view.jobs.length).toBeGreaterThan(0);
    for (const job of view.jobs) {
      expect(job.name).not.toBe('');
      expect(job.laborItemIds.length + job.partItemIds.length).toBeGreaterThan(0);
    }
    const cents = view.jobs.reduce((sum, job) => sum + Math.round(job.total * 100), 0);
    expect(cents / 100).toBe(view.totals.total);
    const lineIds = [...view.labor_items, ...view.part_items].map((line) => line.id).sort();
    expect(view.jobs.flatMap((job) => [...job.laborItemIds, ...job.partItemIds]).sort()).toEqual(lineIds);
  });
});

describe('customerApproval.respondToJob', () => {
  it('refuses a missing token, a wrong one, one of another quote, an unknown quote or job', async () => {
    const jobKey = (await publicView()).jobs[0]!.key;
    await expect(respond({ jobKey, decision: 'APPROVED' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(respond({ t: 'not-the-token', jobKey, decision: 'APPROVED' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This link does not allow answering. Please use the link the shop sent you.',
    });
    await expect(respond({ t: otherQuoteToken, jobKey, decision: 'APPROVED' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      respond({ quoteId: UNKNOWN_QUOTE, t: token, jobKey, decision: 'APPROVED' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      respond({ t: token, jobKey: 'guide:NOPE-0000', decision: 'APPROVED' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(respond({ t: token, jobKey, decision: 'MAYBE' as 'APPROVED' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await t.db.select().from(quoteJobResponses)).toEqual([]);
  });

  it('stores the answer with the job as it was and the customer of the link; the latest answer wins', async () => {
    const [job] = (await publicView()).jobs;
    const approved = await respond({ t: token, jobKey: job!.key, decision: 'APPROVED' });
    expect(approved).toMatchObject({ job_key: job!.key, decision: 'APPROVED', customer_name: 'Dana Driver' });
    const declined = await respond({ t: token, jobKey: job!.key, decision: 'DECLINED' });
    expect(declined.decision).toBe('DECLINED');
    expect(declined.decided_at.getTime()).toBeGreaterThanOrEqual(approved.decided_at.getTime());

    const rows = await t.db.select().from(quoteJobResponses).where(eq(quoteJobResponses.quote_id, quoteId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      job_key: job!.key,
      job_name: job!.name,
      job_total: job!.total,
      decision: 'DECLINED',
      customer_name: 'Dana Driver',
    });

    // The shop changes the job's price afterwards: the customer's page keeps the revision sent
    // until the shop sends again, and the answer keeps the total the customer saw.
    const laborId = job!.laborItemIds[0]!;
    const full = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const labor = full.quote_labor_items.find((l) => l.id === laborId)!;
    await t.caller(s.user).quote.updateQuoteLaborItem({
      id: laborId,
      title: labor.title,
      description: labor.description ?? '',
      hours: labor.hours ?? 0,
      rate: (labor.rate ?? 0) + 10,
    });
    expect((await publicView()).jobs.find((j) => j.key === job!.key)!.total).toBe(job!.total);
    const live = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect(live.changed_since_sent).toBe(true);
    expect(live.sent_revision).toMatchObject({ number: 1, total: (await publicView()).totals.total });
    const [kept] = await t.db.select().from(quoteJobResponses).where(eq(quoteJobResponses.quote_id, quoteId));
    expect(kept!.job_total).toBe(job!.total);
  });

  it('shows the answers and allows answering only with a token of this quote', async () => {
    const view = await publicView(token);
    const [job] = view.jobs;
    expect(view.canRespond).toBe(true);
    expect(view.responses[job!.key]).toMatchObject({ decision: 'DECLINED', customer_name: 'Dana Driver' });
    expect(view.responses[job!.key]!.decided_at).toBeInstanceOf(Date);
    for (const other of [undefined, 'not-the-token', otherQuoteToken]) {
      const anonymous = await publicView(other);
      expect(anonymous.canRespond).toBe(false);
      expect(anonymous.responses).toEqual({});
      expect(JSON.stringify(anonymous)).not.toContain('Dana Driver');
    }
  });

  it('leaks nothing private in the customer view, even with the token', async () => {
    const json = JSON.stringify(await publicView(token));
    for (const secret of [
      'share_id',
      'job_total',
      'token',
      'customer_email',
      'customer_phone',
      'email_status',
      'open_count',
      'source',
      'is_suggested',
      'price_cost',
      'prompt',
      'created_by',
    ])
      expect(json).not.toContain(`"${secret}"`);
    expect(json).not.toContain('dana@example.test');
    expect(json).not.toContain('6505550142');
    expect(json).not.toContain(token);
  });

  it('answers NOT_FOUND for an unknown quote on the public page', async () => {
    await expect(
      t.caller(null).quote.getQuoteAiViewOnly({ id: UNKNOWN_QUOTE, t: token }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('customerApproval.getQuoteResponses', () => {
  it("shows the shop's member each share's delivery and openings and each job's answer", async () => {
    const result = await t.caller(s.user).customerApproval.getQuoteResponses({ quoteId });
    expect(result.shares).toHaveLength(1);
    expect(result.shares[0]).toMatchObject({
      customer_name: 'Dana Driver',
      customer_email: 'dana@example.test',
      customer_phone: '+16505550142',
      email_status: 'SENT',
      sms_status: 'SENT',
      sent_by: 'Sam Advisor',
      is_tracked: true,
    });
    // Read with the token in the tests above: one visit.
    expect(result.shares[0]!.open_count).toBe(1);
    expect(result.shares[0]!.first_opened_at).toBeInstanceOf(Date);
    expect(result.shares[0]!.last_opened_at!.getTime()).toBeGreaterThanOrEqual(
      result.shares[0]!.first_opened_at!.getTime(),
    );
    expect(result.responses).toHaveLength(1);
    expect(result.responses[0]).toMatchObject({ decision: 'DECLINED', customer_name: 'Dana Driver' });
    expect(JSON.stringify(result)).not.toContain(token);
  });

  it('refuses a member of another shop, anonymous callers and a malformed id', async () => {
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop());
    await expect(t.caller(outsider).customerApproval.getQuoteResponses({ quoteId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(null).customerApproval.getQuoteResponses({ quoteId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      t.caller(s.user).customerApproval.getQuoteResponses({ quoteId: '42' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
