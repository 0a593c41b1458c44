import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../db/schema';
import { bestGuideMatch } from '../modules/quote/service/labor-guide';
import { createTestApp, type TestApp } from '../test/harness';
import { seedQuoting } from '../test/quote-fixture';
import { runPendingJobs } from './worker';

// A worker process killed in the middle of verify-all: the job's lease runs out, another worker
// claims it, skips the lines already done and finishes; the quote is never left 'in progress'.
// Two processes need a shared server, so this runs on PostgreSQL (TEST_DATABASE_URL).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let s: Awaited<ReturnType<typeof seedQuoting>>;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ knowledgeJobs: 200 });
  s = await seedQuoting(t);
}, 60_000);
afterAll(() => t?.close());

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onPostgres)('background work across a crash', () => {
  it('resumes verify-all after the worker process is killed mid-run', async () => {
    const call = t.caller(s.user);
    const created = await call.quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: s.shop.id,
      searchQuery: 'grinding noise front when braking',
    });
    const quoteId = created.response.quote!.id;
    for (const title of [
      'Brake fluid flush',
      'Tire rotation',
      'Engine oil and filter change',
      'Wiper blades front',
    ])
      await call.quote.addQuoteLaborItem({ quoteId, title, description: 'x', hours: 1, rate: 165 });
    const lines = (await call.quote.getBasicQuoteWithLaborItems({ quoteId })).quote_labor_items;
    const expected = new Map<string, string | null>();
    for (const line of lines) expected.set(line.id, await bestGuideMatch(t.db, line, s.vehicle.id));
    await call.quote.verifyAllLaborItemGuide({ quoteId });

    const url = (t.deps.database as { pool: pg.Pool }).pool.options.connectionString!;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/background/run-worker.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        APP_SECRET: 'test-secret-test-secret-test-secret-0123',
        LOG_LEVEL: 'silent',
        BG_LEASE_MS: '1500',
        BG_STEP_DELAY_MS: '700',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
    });
    const jobRow = async () =>
      (await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.quote_id, quoteId)))[0]!;
    // A loaded machine may take a while to start the worker process.
    for (let i = 0; i < 400 && (await jobRow()).progress < 2; i++) await wait(100);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const interrupted = await jobRow();
    expect(interrupted.status).toBe('RUNNING');
    expect(interrupted.progress).toBeGreaterThanOrEqual(2);
    expect(interrupted.progress).toBeLessThan(lines.length);
    expect((await call.quote.getBasicQuoteWithLaborItems({ quoteId })).isVerifyingLaborItemsInProgress).toBe(
      true,
    );

    expect(await runPendingJobs(t.deps, { leaseMs: 1500 })).toBe(0); // the dead worker's lease still holds
    await wait(1600);
    expect(await runPendingJobs(t.deps, { leaseMs: 1500 })).toBe(1);
    const done = await jobRow();
    expect(done).toMatchObject({ status: 'DONE', attempts: 2, progress: lines.length });
    const after = await call.quote.getBasicQuoteWithLaborItems({ quoteId });
    expect(after.isVerifyingLaborItemsInProgress).toBe(false);
    expect(new Map(after.quote_labor_items.map((l) => [l.id, l.guide_labor_item?.id ?? null]))).toEqual(
      expected,
    );
    expect([...expected.values()].filter(Boolean).length).toBeGreaterThanOrEqual(lines.length - 1);
  }, 60_000);
});
