import { describe, expect, it } from 'vitest';
import { quoteTotals } from '../../../shared/quote-totals';
import { quoteJobExports } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

let t: TestApp;
let s: QuotingSeed;
const ids: Record<string, string> = {};

async function share(quoteId: string, customerName: string) {
  const shared = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
    quoteId,
    customerName,
    customerEmail: 'dana@example.test',
    includeAcceptanceTracking: true,
  });
  return new URL(shared.link).searchParams.get('t')!;
}

async function answer(quoteId: string, token: string, decisions: Array<'APPROVED' | 'DECLINED'>) {
  const view = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
  for (const [index, decision] of decisions.entries())
    await t.caller(null).customerApproval.respondToJob({
      quoteId,
      t: token,
      jobKey: view.jobs[index]!.key,
      decision,
      ...(decision === 'APPROVED' ? { authorization: { name: 'Dana Driver', consent: true } } : {}),
    } as Parameters<ReturnType<TestApp['caller']>['customerApproval']['respondToJob']>[0]);
  return view.jobs.length;
}

setUpQuotingApp({ knowledgeJobs: 200, timeout: 120_000 }, async (app) => {
  ({ t, s } = app);
  for (const [key, searchQuery] of Object.entries({
    draft: 'replace serpentine belt',
    sent: 'oil change',
    approved: 'grinding noise front when braking, also due for oil change',
    declined: 'replace cabin air filter',
    written: 'replace front brake pads',
  }))
    ids[key] = await createQuote(t, s, searchQuery);
});

const list = (search?: string) =>
  t.caller(s.user).conversation.getConversations({ shopId: s.shop.id, page: 1, search });
const rowOf = async (quoteId: string) => (await list()).find((row) => row.selected_quote?.id === quoteId)!;

describe('the past-quotes list', () => {
  it('shows each quote’s vehicle, total and where it stands', async () => {
    await share(ids.sent!, 'Sal Sent');
    const approvedToken = await share(ids.approved!, 'Ann Approver');
    const jobs = await answer(ids.approved!, approvedToken, ['APPROVED', 'DECLINED']);
    expect(jobs).toBeGreaterThanOrEqual(2);
    await answer(ids.declined!, await share(ids.declined!, 'Dee Decliner'), ['DECLINED']);
    await t.db.insert(quoteJobExports).values({
      quote_id: ids.written!,
      shop_id: s.shop.id,
      system: 'TEKMETRIC',
      repair_order_id: '9001',
      idempotency_key: `test-${ids.written}`,
      status: 'CREATED',
      repair_order_number: '1042',
    });

    const draft = await rowOf(ids.draft!);
    expect(draft.status).toEqual({ kind: 'DRAFT' });
    expect(draft.vehicle).toEqual({
      model_year: s.vehicle.model_year,
      make: s.vehicle.make,
      model: s.vehicle.model,
    });
    const view = await t.caller(s.user).quote.getQuoteAi({ id: ids.draft! });
    // What the customer pays, as the panel shows it (this shop charges no fees or tax: labor plus parts).
    expect(draft.total).toBe(view.estimate.totalDueCents / 100);
    expect(draft.total).toBe(quoteTotals(view).total);
    expect(draft.total).toBeGreaterThan(0);
    expect((await rowOf(ids.sent!)).status).toEqual({ kind: 'SENT' });
    expect((await rowOf(ids.approved!)).status).toEqual({ kind: 'APPROVED', approved: 1, jobs });
    expect((await rowOf(ids.declined!)).status).toEqual({ kind: 'DECLINED' });
    expect((await rowOf(ids.written!)).status).toEqual({ kind: 'WRITTEN', repairOrderNumber: '1042' });
  });

  it('is searched by concern, vehicle and the customer it was sent to', async () => {
    const titles = async (search: string) => (await list(search)).map((row) => row.selected_quote?.id);
    expect(await titles('serpentine')).toEqual([ids.draft]);
    expect(await titles('Ann Approver')).toEqual([ids.approved]);
    expect((await titles(`${s.vehicle.model_year} ${s.vehicle.make}`)).length).toBe(5);
    expect(await titles('nothing-like-this')).toEqual([]);
    await expect(list('bad\u0000search')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('customerApproval.getRecentAnswers', () => {
  it('gives a cursor first, then each quote answered after it, once', async () => {
    const call = t.caller(s.user).customerApproval.getRecentAnswers;
    const first = await call({ shopId: s.shop.id });
    expect(first.answers).toEqual([]);
    const token = await share(ids.draft!, 'Nia Notice');
    await answer(ids.draft!, token, ['APPROVED']);
    const next = await call({ shopId: s.shop.id, after: first.cursor });
    expect(next.answers).toEqual([
      expect.objectContaining({ quote_id: ids.draft, customer_name: 'Nia Notice', approved: 1, declined: 0 }),
    ]);
    expect((await call({ shopId: s.shop.id, after: next.cursor })).answers).toEqual([]);
  });

  it('is for the shop’s members only', async () => {
    const outsider = await t.createUser();
    const otherShop = await t.createShop();
    await t.addMember(outsider, otherShop);
    await expect(
      t.caller(outsider).customerApproval.getRecentAnswers({ shopId: s.shop.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      t.caller(null).customerApproval.getRecentAnswers({ shopId: s.shop.id }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect(
      (await t.caller(outsider).customerApproval.getRecentAnswers({ shopId: otherShop.id, after: past }))
        .answers,
    ).toEqual([]);
  });
});
