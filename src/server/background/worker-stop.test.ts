import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { seedQuoting } from '../test/quote-fixture';
import { runPendingJobs, startBackgroundWorker } from './worker';

// A worker stopped by a graceful shutdown (SIGTERM to the server) in the middle of verify-all: it
// hands the job back at once instead of finishing it or leaving it leased, so another instance
// resumes it right away, after the lines already done, with no attempt counted.

let t: TestApp;
let s: Awaited<ReturnType<typeof seedQuoting>>;
beforeAll(async () => {
  t = await createTestApp({ knowledgeJobs: 200 });
  s = await seedQuoting(t);
}, 60_000);
afterAll(() => t.close());

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('stopping the background worker', () => {
  it('releases the job it is running so the next worker claims it at once and resumes it', async () => {
    const call = t.caller(s.user);
    const created = await call.quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: s.shop.id,
      searchQuery: 'grinding noise front when braking',
    });
    const quoteId = created.response.quote!.id;
    for (const title of ['Brake fluid flush', 'Tire rotation', 'Engine oil and filter change'])
      await call.quote.addQuoteLaborItem({ quoteId, title, description: 'x', hours: 1, rate: 165 });
    const lines = (await call.quote.getBasicQuoteWithLaborItems({ quoteId })).quote_labor_items;
    await call.quote.verifyAllLaborItemGuide({ quoteId });
    const jobRow = async () =>
      (await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.quote_id, quoteId)))[0]!;

    const worker = startBackgroundWorker(t.deps, { pollMs: 20, stepDelayMs: 400, leaseMs: 60_000 });
    for (let i = 0; i < 100 && (await jobRow()).progress < 1; i++) await wait(50);
    const stopStarted = performance.now();
    await worker.stop();
    expect(performance.now() - stopStarted).toBeLessThan(2_000);

    const released = await jobRow();
    expect(released).toMatchObject({ status: 'QUEUED', locked_until: null, attempts: 0 });
    expect(released.progress).toBeGreaterThanOrEqual(1);
    expect(released.progress).toBeLessThan(lines.length);
    expect((await call.quote.getBasicQuoteWithLaborItems({ quoteId })).isVerifyingLaborItemsInProgress).toBe(
      true,
    );

    // No lease to wait out: the next worker takes it now.
    expect(await runPendingJobs(t.deps, { leaseMs: 60_000 })).toBe(1);
    expect(await jobRow()).toMatchObject({ status: 'DONE', attempts: 1, progress: lines.length });
    expect((await call.quote.getBasicQuoteWithLaborItems({ quoteId })).isVerifyingLaborItemsInProgress).toBe(
      false,
    );
  });
});
