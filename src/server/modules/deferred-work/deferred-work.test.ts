import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isSafetyJob } from '../../../shared/deferred-work';
import type { SessionUser } from '../../auth';
import { deferredJobs, shops, vehicles } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';
import { addShopSuppliers, answerJob, sharedQuote as sharedQuoteOf } from './test-support';

let t: TestApp;
let s: QuotingSeed;
let outsider: SessionUser;
let outsiderShopId: string;

setUpQuotingApp({ knowledgeJobs: 200, timeout: 90_000 }, async (app) => {
  ({ t, s } = app);
  await addShopSuppliers(t, s.shop.id);
  outsider = await t.createUser({ name: 'Other Shop Advisor' });
  const other = await t.createShop({ name: 'Other Shop', state: 'CA' });
  outsiderShopId = other.id;
  await t.addMember(outsider, other);
});

const sharedQuote = () => sharedQuoteOf(t, s);
const answer = (quoteId: string, token: string, jobKey: string, decision: 'APPROVED' | 'DECLINED') =>
  answerJob(t, { quoteId, token, jobKey, decision });

const listFor = (user: SessionUser, shopId = s.shop.id) =>
  t.caller(user).deferredWork.getDeferredWork({ shopId, vin: s.vehicle.vin });

describe('declined work on the vehicle', () => {
  it('keeps a job the customer declined for the shop and VIN, never for another shop', async () => {
    const { quoteId, token, page } = await sharedQuote();
    const job = page.jobs[0]!;
    await answer(quoteId, token, job.key, 'DECLINED');

    const listed = (await listFor(s.user)).find((d) => d.quoteId === quoteId)!;
    expect(listed).toMatchObject({
      jobKey: job.key,
      jobName: job.name,
      total: job.total,
      revision: 1,
      declinedBy: 'CUSTOMER',
      customerName: 'Dana Driver',
      reason: null,
    });
    expect(listed.lines.labor.length + listed.lines.parts.length).toBe(
      job.laborItemIds.length + job.partItemIds.length,
    );
    const [row] = await t.db.select().from(deferredJobs).where(eq(deferredJobs.id, listed.id));
    expect(row).toMatchObject({ customer_email: 'dana@example.test', customer_phone: '+16505550142' });

    // Another shop sees none of it, and cannot read this shop's list.
    expect(await listFor(outsider, outsiderShopId)).toEqual([]);
    await expect(listFor(outsider)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      t.caller(s.user).deferredWork.getDeferredWork({ shopId: s.shop.id, vin: 'NOT A VIN' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('leaves the list once the same job is approved later', async () => {
    const { quoteId, token, page } = await sharedQuote();
    const job = page.jobs[0]!;
    await answer(quoteId, token, job.key, 'DECLINED');
    expect((await listFor(s.user)).some((d) => d.quoteId === quoteId)).toBe(true);
    await answer(quoteId, token, job.key, 'APPROVED');
    expect((await listFor(s.user)).some((d) => d.quoteId === quoteId)).toBe(false);
    const [row] = await t.db
      .select()
      .from(deferredJobs)
      .where(and(eq(deferredJobs.quote_id, quoteId), eq(deferredJobs.job_key, job.key)));
    expect(row).toMatchObject({ resolution: 'APPROVED', resolved_quote_id: quoteId });
  });

  it('records a job the advisor marks declined with the reason, and refuses bad input and outsiders', async () => {
    const quoteId = await createQuote(t, s, 'replace serpentine belt');
    const jobKey = (await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId })).jobs[0]!.key;
    const marked = await t.caller(s.user).deferredWork.markJobDeclined({
      quoteId,
      jobKey,
      reason: 'Customer will wait until payday',
    });
    expect(marked).toMatchObject({
      declinedBy: 'SHOP',
      reason: 'Customer will wait until payday',
      revision: null,
    });
    expect((await listFor(s.user)).find((d) => d.id === marked.id)?.declinedByName).toBe('Sam Advisor');

    await expect(
      t.caller(s.user).deferredWork.markJobDeclined({ quoteId, jobKey, reason: '  ' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Reason is required') });
    await expect(
      t.caller(s.user).deferredWork.markJobDeclined({ quoteId, jobKey: 'guide:nope', reason: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.caller(outsider).deferredWork.markJobDeclined({ quoteId, jobKey, reason: 'Not my shop' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('declined again', () => {
  it('lists the latest decline of the same work once', async () => {
    const { quoteId, token, page } = await sharedQuote();
    const job = page.jobs[0]!;
    await answer(quoteId, token, job.key, 'DECLINED');
    const first = (await listFor(s.user)).find((d) => d.quoteId === quoteId)!;
    const added = await t.caller(s.user).deferredWork.addDeferredJobToQuote({ deferredJobId: first.id });
    const addedJob = (await t.caller(null).quote.getQuoteAiViewOnly({ id: added.quoteId })).jobs.find(
      (j) => j.name === job.name,
    )!;
    await t.caller(s.user).deferredWork.markJobDeclined({
      quoteId: added.quoteId,
      jobKey: addedJob.key,
      reason: 'Still waiting',
    });
    const listed = (await listFor(s.user)).filter((d) => d.id === first.id || d.quoteId === added.quoteId);
    expect(listed.map((d) => [d.quoteId, d.reason])).toEqual([[added.quoteId, 'Still waiting']]);
    const [row] = await t.db.select().from(deferredJobs).where(eq(deferredJobs.id, first.id));
    expect(row?.resolution).toBe('SUPERSEDED');
  });
});

describe('deferredWork.dismissDeferredJob', () => {
  it('takes a job off the list for members only', async () => {
    const { quoteId, token, page } = await sharedQuote();
    await answer(quoteId, token, page.jobs[0]!.key, 'DECLINED');
    const declined = (await listFor(s.user)).find((d) => d.quoteId === quoteId)!;
    await expect(
      t.caller(outsider).deferredWork.dismissDeferredJob({ deferredJobId: declined.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await listFor(s.user)).some((d) => d.id === declined.id)).toBe(true);
    await t.caller(s.user).deferredWork.dismissDeferredJob({ deferredJobId: declined.id });
    expect((await listFor(s.user)).some((d) => d.id === declined.id)).toBe(false);
    const [row] = await t.db.select().from(deferredJobs).where(eq(deferredJobs.id, declined.id));
    expect(row?.resolution).toBe('DISMISSED');
  });
});

describe('the engine and declined safety work', () => {
  it("suggests a declined brake job on the vehicle's next quote and says when it was declined", async () => {
    const { quoteId, token, page } = await sharedQuote();
    const job = page.jobs[0]!;
    expect(isSafetyJob(job.name)).toBe(true);
    await answer(quoteId, token, job.key, 'DECLINED');

    const created = await t.caller(s.user).quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: s.shop.id,
      searchQuery: 'oil change',
    });
    expect(created.response.message).toMatch(
      new RegExp(
        `Declined earlier and suggested again: ${job.name.replace(/[()]/g, '.')}, declined on \\w{3} \\d+, \\d{4} \\(estimate #\\d+, \\$`,
      ),
    );
    const next = await t.caller(s.user).quote.getQuoteAi({ id: created.response.quote!.id });
    const suggested = next.quote_labor_items.filter((l) => l.source?.guideJob?.name === job.name);
    expect(suggested.length).toBeGreaterThan(0);
    for (const line of suggested) {
      expect(line.is_suggested).toBe(true);
      expect(line.source?.reason).toMatch(/^The customer declined on /);
    }

    // Another shop quoting the same car hears nothing of it.
    const elsewhere = await t.caller(outsider).quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: outsiderShopId,
      searchQuery: 'oil change',
    });
    expect(elsewhere.response.message).not.toContain('Declined earlier');
  });
});

describe('deferredWork.addDeferredJobToQuote', () => {
  it("copies the job at today's labor rate and supplier prices, onto a new quote or the open one", async () => {
    const { quoteId, token, page } = await sharedQuote();
    const job = page.jobs[0]!;
    await answer(quoteId, token, job.key, 'DECLINED');
    const declined = (await listFor(s.user)).find((d) => d.quoteId === quoteId)!;
    // The shop's rate went up since the customer declined.
    await t.db.update(shops).set({ standard_labor_rate: 189 }).where(eq(shops.id, s.shop.id));
    try {
      const added = await t.caller(s.user).deferredWork.addDeferredJobToQuote({ deferredJobId: declined.id });
      expect(added.quoteId).not.toBe(quoteId);
      const fresh = await t.caller(s.user).quote.getQuoteAi({ id: added.quoteId });
      expect(fresh.title).toBe(job.name);
      expect(fresh.quote_labor_items.map((l) => l.title)).toEqual(declined.lines.labor.map((l) => l.title));
      for (const line of fresh.quote_labor_items) expect(line.rate).toBe(189);
      expect(fresh.quote_part_items.map((p) => p.name)).toEqual(declined.lines.parts.map((p) => p.name));
      const sourced = fresh.quote_part_items.filter((p) => p.sourced_part);
      expect(sourced.length).toBe(declined.lines.parts.length - added.keptEarlierPrice.length);
      expect(fresh.quote_labor_items[0]?.source?.note).toMatch(
        /^Declined on .+, added again at today's prices$/,
      );
      // The job stays on the list, marked as added, until that quote's job is approved.
      expect((await listFor(s.user)).find((d) => d.id === declined.id)?.addedToQuoteId).toBe(added.quoteId);

      // Onto an open quote of the same vehicle: the lines are appended.
      const openId = await createQuote(t, s, 'oil change');
      const before = await t.caller(s.user).quote.getQuoteAi({ id: openId });
      await t
        .caller(s.user)
        .deferredWork.addDeferredJobToQuote({ deferredJobId: declined.id, quoteId: openId });
      const after = await t.caller(s.user).quote.getQuoteAi({ id: openId });
      expect(after.quote_labor_items.length).toBe(
        before.quote_labor_items.length + declined.lines.labor.length,
      );
    } finally {
      await t.db.update(shops).set({ standard_labor_rate: 165 }).where(eq(shops.id, s.shop.id));
    }
  });

  it('refuses another shop, another vehicle and bad ids', async () => {
    const { quoteId, token, page } = await sharedQuote();
    await answer(quoteId, token, page.jobs[0]!.key, 'DECLINED');
    const declined = (await listFor(s.user)).find((d) => d.quoteId === quoteId)!;
    await expect(
      t.caller(outsider).deferredWork.addDeferredJobToQuote({ deferredJobId: declined.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.caller(s.user).deferredWork.addDeferredJobToQuote({ deferredJobId: 'not-an-id' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [otherVehicle] = await t.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(ne(vehicles.vin, s.vehicle.vin))
      .limit(1);
    const otherQuote = await t.caller(s.user).quote.createQuoteAi({
      vehicleId: otherVehicle!.id,
      shopId: s.shop.id,
      searchQuery: 'oil change',
    });
    await expect(
      t.caller(s.user).deferredWork.addDeferredJobToQuote({
        deferredJobId: declined.id,
        quoteId: otherQuote.response.quote!.id,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This declined work is for another vehicle than this quote.',
    });
  });
});
