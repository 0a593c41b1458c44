import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimateBreakdown } from '../../../shared/estimate-money';
import type { EstimateFeeSettings } from '../../../shared/schemas/estimate';
import { quoteAuthorizations, quoteRevisions, quotes } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

let t: TestApp;
let s: QuotingSeed;
let outsider: QuotingSeed['user'];

const FEES: EstimateFeeSettings = {
  taxRates: { parts: 9.625, labor: 0, fees: 9.625 },
  shopSupplies: { percent: 8, basis: 'labor', minCents: 500, maxCents: 3500, isTaxable: true },
  hazmat: { mode: 'flat', cents: 395, isTaxable: false },
};

setUpQuotingApp({ knowledgeJobs: 200, timeout: 120_000 }, async (app) => {
  ({ t, s } = app);
  await t.caller(s.user).shop.saveShopFees({
    shopId: s.shop.id,
    fees: FEES,
    terms: { validityDays: 14, terms: 'Prices valid for 14 days.' },
  });
  outsider = await t.createUser({ name: 'Oscar Outsider' });
  await t.addMember(outsider, await t.createShop({ name: 'Faraway Garage' }));
});

const member = () => t.caller(s.user);
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Quote not found' };

async function shareQuote(quoteId: string) {
  const shared = await member().notificationDemo.shareQuoteWithCustomer({
    quoteId,
    customerName: 'Dana Driver',
    customerEmail: 'dana@example.test',
    customerPhone: '(650) 555-0142',
    includeAcceptanceTracking: true,
  });
  return new URL(shared.link).searchParams.get('t')!;
}

describe('the estimate number', () => {
  it('numbers a shop’s quotes 1, 2, 3 … and never twice, even when written at once', async () => {
    const first = await createQuote(t, s, 'oil change');
    const written = await Promise.all(Array.from({ length: 8 }, () => createQuote(t, s, 'oil change')));
    const numbers = await t.db
      .select({ id: quotes.id, number: quotes.estimate_number })
      .from(quotes)
      .where(eq(quotes.shop_id, s.shop.id));
    const byId = new Map(numbers.map((row) => [row.id, row.number]));
    const mine = [first, ...written].map((id) => byId.get(id)!);
    expect(new Set(mine).size).toBe(9);
    expect(Math.min(...mine.slice(1))).toBe(byId.get(first)! + 1);
    expect(Math.max(...mine)).toBe(byId.get(first)! + 8);
    // Another shop starts at 1.
    const otherShop = await t.createShop({ name: 'Second Shop' });
    await t.addMember(s.user, otherShop);
    const created = await member().quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: otherShop.id,
      searchQuery: 'oil change',
    });
    expect((await member().quote.getQuoteAi({ id: created.response.quote!.id })).estimate_number).toBe(1);
  });
});

describe('estimate.saveEstimateDetails', () => {
  it('keeps the customer and the odometer on the quote; blank clears; bad input is answered', async () => {
    const quoteId = await createQuote(t, s);
    const saved = await member().estimate.saveEstimateDetails({
      quoteId,
      customerName: ' Dana Driver ',
      customerPhone: '(650) 555-0142',
      customerEmail: 'dana@example.test',
      odometer: 84_210,
    });
    expect(saved).toEqual({
      customer_name: 'Dana Driver',
      customer_phone: '+16505550142',
      customer_email: 'dana@example.test',
      odometer: 84_210,
    });
    expect(await member().quote.getQuoteAi({ id: quoteId })).toMatchObject(saved);
    const cleared = await member().estimate.saveEstimateDetails({
      quoteId,
      customerName: '',
      customerPhone: '',
      customerEmail: ' ',
      odometer: null,
    });
    expect(cleared).toEqual({
      customer_name: null,
      customer_phone: null,
      customer_email: null,
      odometer: null,
    });
    const bad = { quoteId, customerName: 'Dana', customerPhone: null, customerEmail: null };
    await expect(member().estimate.saveEstimateDetails({ ...bad, odometer: -1 })).rejects.toThrow(
      'Odometer must be 0 or more',
    );
    await expect(member().estimate.saveEstimateDetails({ ...bad, odometer: 12.5 })).rejects.toThrow(
      'Odometer must be a whole number of miles',
    );
    await expect(
      member().estimate.saveEstimateDetails({ ...bad, customerEmail: 'not-an-address', odometer: null }),
    ).rejects.toThrow('Enter a valid e-mail address');
    await expect(
      t.caller(outsider).estimate.saveEstimateDetails({ ...bad, odometer: 1 }),
    ).rejects.toMatchObject(NOT_FOUND);
  });
});

describe('estimate.saveDiscounts', () => {
  it('prices the quote with the shop’s fees, tax and discounts, never below zero', async () => {
    const quoteId = await createQuote(t, s);
    const panel = await member().quote.getQuoteAi({ id: quoteId });
    // The panel's estimate is the shared function over the charged lines with the shop's settings.
    expect(panel.estimate).toEqual(estimateBreakdown({ quote: panel, settings: FEES, discounts: [] }));
    expect(panel.estimate.subtotalCents).toBe(
      Math.round(panel.estimate.laborCents + panel.estimate.partsCents),
    );
    expect(panel.estimate.tax.parts.cents).toBeGreaterThan(0);
    expect(panel.estimate.fees.hazmat?.cents).toBe(395);

    const labor = panel.quote_labor_items.find((line) => !line.is_suggested)!;
    const saved = await member().estimate.saveDiscounts({
      quoteId,
      discounts: [
        {
          target: { scope: 'line', lineKind: 'labor', lineId: labor.id },
          value: { type: 'amount', cents: 99_999_999 },
          reason: 'Comeback',
        },
        { target: { scope: 'quote' }, value: { type: 'percent', percent: 10 }, reason: 'Loyal customer' },
      ],
    });
    const [lineDiscount, quoteDiscount] = saved.estimate.discounts;
    // The line's discount is taken only up to the line: its amount, never below zero.
    expect(lineDiscount).toMatchObject({ isClamped: true, targetName: expect.any(String) });
    expect(lineDiscount!.cents).toBe(lineDiscount!.baseCents.labor);
    expect(quoteDiscount!.cents).toBeGreaterThan(0);
    expect(saved.estimate.totalDueCents).toBeGreaterThanOrEqual(0);
    expect((await member().quote.getQuoteAi({ id: quoteId })).estimate).toEqual(saved.estimate);
    // The past-quotes list shows the same total due.
    const rows = await member().conversation.getConversations({ shopId: s.shop.id, page: 1 });
    const row = rows.find((r) => r.selected_quote?.id === quoteId);
    expect(row?.total).toBe(saved.estimate.totalDueCents / 100);
  });

  it('refuses a line or job not on the quote, bad amounts, and another shop’s member', async () => {
    const quoteId = await createQuote(t, s);
    const save = (discount: object) =>
      member().estimate.saveDiscounts({ quoteId, discounts: [discount] } as never);
    await expect(
      save({
        target: { scope: 'line', lineKind: 'part', lineId: '00000000-0000-4000-8000-000000000000' },
        value: { type: 'amount', cents: 100 },
        reason: 'x',
      }),
    ).rejects.toThrow('This line is no longer charged on the quote. Reload the quote and try again.');
    await expect(
      save({
        target: { scope: 'job', jobKey: 'guide:NOPE' },
        value: { type: 'amount', cents: 100 },
        reason: 'x',
      }),
    ).rejects.toThrow('This job is no longer on the quote. Reload the quote and try again.');
    await expect(
      save({ target: { scope: 'quote' }, value: { type: 'percent', percent: 120 }, reason: 'x' }),
    ).rejects.toThrow('Discount percentage must be at most 100');
    await expect(
      save({ target: { scope: 'quote' }, value: { type: 'amount', cents: 0 }, reason: 'x' }),
    ).rejects.toThrow('Discount amount must be more than 0');
    await expect(
      save({ target: { scope: 'quote' }, value: { type: 'amount', cents: 100 }, reason: ' ' }),
    ).rejects.toThrow('Reason is required');
    await expect(t.caller(outsider).estimate.saveDiscounts({ quoteId, discounts: [] })).rejects.toMatchObject(
      NOT_FOUND,
    );
  });
});

describe('a revision and the customer’s page', () => {
  it('stores the full breakdown as sent, with an expiry; the page shows it; an expired estimate is not approved', async () => {
    const quoteId = await createQuote(t, s);
    await member().estimate.saveDiscounts({
      quoteId,
      discounts: [{ target: { scope: 'quote' }, value: { type: 'amount', cents: 2500 }, reason: 'Coupon' }],
    });
    const token = await shareQuote(quoteId);
    const [revision] = await t.db.select().from(quoteRevisions).where(eq(quoteRevisions.quote_id, quoteId));
    const panel = await member().quote.getQuoteAi({ id: quoteId });
    expect(revision!.content.estimate).toEqual(panel.estimate);
    expect(revision!.content.pricing?.discounts).toHaveLength(1);
    const days = (revision!.expires_at!.getTime() - revision!.created_at.getTime()) / 86_400_000;
    expect(days).toBe(14);
    // The share dialog's details fill the quote's customer.
    expect(panel).toMatchObject({ customer_name: 'Dana Driver', customer_phone: '+16505550142' });

    const view = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
    expect(view).toMatchObject({
      estimate: panel.estimate,
      estimate_number: panel.estimate_number,
      customer_name: 'Dana Driver',
      is_expired: false,
      terms: 'Prices valid for 14 days.',
    });
    expect(view).not.toHaveProperty('customer_phone');

    // Fourteen days later the estimate has expired: no approval until the shop sends it again.
    await t.db
      .update(quoteRevisions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(quoteRevisions.id, revision!.id));
    expect((await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token })).is_expired).toBe(true);
    const jobKey = view.jobs[0]!.key;
    const approve = () =>
      t.caller(null).customerApproval.respondToJob({
        quoteId,
        t: token,
        jobKey,
        decision: 'APPROVED',
        authorization: { name: 'Dana Driver', consent: true },
      });
    await expect(approve()).rejects.toThrow(
      /^This estimate expired on .+\. Please ask the shop for an updated estimate\.$/,
    );
    // Sending the same content again makes a new revision with a new expiry.
    const again = await shareQuote(quoteId);
    const renewed = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: again });
    expect(renewed).toMatchObject({ revision: 2, is_expired: false });
    await expect(
      t.caller(null).customerApproval.respondToJob({
        quoteId,
        t: again,
        jobKey,
        decision: 'APPROVED',
        authorization: { name: 'Dana Driver', consent: true },
      }),
    ).resolves.toMatchObject({ decision: 'APPROVED', revision: 2 });
  });
});

describe('authorizations', () => {
  it('records the typed name, time, address, browser, revision and total on approval; asks for them first', async () => {
    const quoteId = await createQuote(t, s);
    const token = await shareQuote(quoteId);
    const view = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
    const [job] = view.jobs;
    const customer = t.caller(null);
    await expect(
      customer.customerApproval.respondToJob({ quoteId, t: token, jobKey: job!.key, decision: 'APPROVED' }),
    ).rejects.toThrow('Type your name and tick the box to authorize the work');
    await expect(
      customer.customerApproval.respondToJob({
        quoteId,
        t: token,
        jobKey: job!.key,
        decision: 'APPROVED',
        authorization: { name: 'Dana Driver', consent: false as true },
      }),
    ).rejects.toThrow('Tick the box to authorize the work');
    const ctx = { clientIp: '203.0.113.9', reqHeaders: new Headers({ 'user-agent': 'Phone Browser 1.0' }) };
    await t.caller(null, undefined, ctx).customerApproval.respondToJob({
      quoteId,
      t: token,
      jobKey: job!.key,
      decision: 'APPROVED',
      authorization: { name: 'Dana Q. Driver', consent: true },
    });
    const [row] = await t.db
      .select()
      .from(quoteAuthorizations)
      .where(eq(quoteAuthorizations.quote_id, quoteId));
    expect(row).toMatchObject({
      method: 'ONLINE',
      customer_name: 'Dana Q. Driver',
      revision_number: 1,
      job_keys: [job!.key],
      ip_address: '203.0.113.9',
      user_agent: 'Phone Browser 1.0',
    });
    expect(row!.total).toBeGreaterThan(0);
    // The page's share holder sees who authorized, not where from.
    const after = await customer.quote.getQuoteAiViewOnly({ id: quoteId, t: token });
    expect(after.authorizations).toEqual([
      expect.objectContaining({ name: 'Dana Q. Driver', method: 'ONLINE' }),
    ]);
    expect(after.authorizations[0]).not.toHaveProperty('ipAddress');
  });

  it('lets the shop record a phone authorization per job; lists them newest first; refuses outsiders', async () => {
    const quoteId = await createQuote(t, s);
    await shareQuote(quoteId);
    const { jobs } = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId });
    const list = await member().estimate.recordAuthorization({
      quoteId,
      method: 'PHONE',
      customerName: 'Dana Driver',
      jobKeys: [jobs[0]!.key],
      authorizedAt: new Date(Date.now() - 3_600_000),
      note: 'Called at 9:40, approved the front brakes.',
    });
    expect(list).toEqual([
      expect.objectContaining({
        method: 'PHONE',
        name: 'Dana Driver',
        jobNames: [jobs[0]!.name],
        revision: 1,
        recordedBy: 'Sam Advisor',
        note: 'Called at 9:40, approved the front brakes.',
      }),
    ]);
    await member().estimate.recordAuthorization({
      quoteId,
      method: 'IN_PERSON',
      customerName: 'Dana Driver',
      jobKeys: jobs.map((job) => job.key),
    });
    const all = await member().estimate.getAuthorizations({ quoteId });
    expect(all.map((record) => record.method)).toEqual(['IN_PERSON', 'PHONE']);
    expect(all[0]!.totalCents).toBeGreaterThanOrEqual(all[1]!.totalCents);

    await expect(
      member().estimate.recordAuthorization({
        quoteId,
        method: 'PHONE',
        customerName: 'Dana',
        jobKeys: ['guide:NOPE'],
      }),
    ).rejects.toThrow('A job chosen is no longer on the quote. Reload the quote and choose again.');
    await expect(
      member().estimate.recordAuthorization({ quoteId, method: 'PHONE', customerName: 'Dana', jobKeys: [] }),
    ).rejects.toThrow('Choose at least one job');
    await expect(
      member().estimate.recordAuthorization({
        quoteId,
        method: 'PHONE',
        customerName: 'Dana',
        jobKeys: [jobs[0]!.key],
        authorizedAt: new Date(Date.now() + 86_400_000),
      }),
    ).rejects.toThrow('The authorization cannot be in the future');
    await expect(
      t.caller(outsider).estimate.recordAuthorization({
        quoteId,
        method: 'PHONE',
        customerName: 'X',
        jobKeys: [jobs[0]!.key],
      }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(t.caller(outsider).estimate.getAuthorizations({ quoteId })).rejects.toMatchObject(NOT_FOUND);
  });
});
