import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDeps } from '../deps';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { seedDemoData } from '../seed/demo';
import { createScratchDatabase } from '../test/scratch-postgres';
import { openPostgres } from './client';
import { runMigrations } from './migrate';
import { shops, userShops, users } from './schema';

// Two app instances starting at once on one empty PostgreSQL database (scale-out): both migrate
// and both find no demo accounts. Two processes need a shared server, so this runs on PostgreSQL
// (TEST_DATABASE_URL).

const serverUrl = process.env.TEST_DATABASE_URL;
const scratches: Array<Awaited<ReturnType<typeof createScratchDatabase>>> = [];
async function emptyDatabase() {
  const scratch = await createScratchDatabase(serverUrl!, 'rq_start');
  scratches.push(scratch);
  return scratch.url;
}
afterAll(async () => {
  for (const scratch of scratches) await scratch.drop();
});

/** One instance's start-up as main.ts does it, on its own pool; the demo without its network. */
async function startInstance(url: string, steps: { migrate: boolean } = { migrate: true }) {
  const database = openPostgres(url, 4);
  try {
    if (steps.migrate) await runMigrations(database);
    const env = loadEnv({
      NODE_ENV: 'development',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: '.data/unused',
      LOG_LEVEL: 'silent',
    });
    return await seedDemoData(createDeps(env, database, createLogger('silent', false)), { networkJobs: 0 });
  } finally {
    await database.close();
  }
}

/** Both start-ups succeed, one of them seeds, and the database holds one set of demo data. */
async function expectOneDemo(url: string, started: Array<PromiseSettledResult<boolean>>) {
  expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status))).toEqual([
    'fulfilled',
    'fulfilled',
  ]);
  expect(started.map((s) => (s as PromiseFulfilledResult<boolean>).value).sort()).toEqual([false, true]);
  const database = openPostgres(url, 1);
  try {
    const total = async (table: typeof shops | typeof users | typeof userShops) =>
      (await database.db.select({ value: count() }).from(table))[0]!.value;
    expect(await total(shops)).toBe(3);
    // The admin, the advisor who owns the three shops and a plain member, each in all three.
    expect(await total(users)).toBe(3);
    expect(await total(userShops)).toBe(9);
  } finally {
    await database.close();
  }
}

describe.skipIf(!serverUrl)('two instances starting at once', () => {
  it('on an empty database: migrate one after the other and seed one set of demo data', async () => {
    const url = await emptyDatabase();
    await expectOneDemo(url, await Promise.allSettled([startInstance(url), startInstance(url)]));
  }, 60_000);

  it('on a migrated database without accounts: seed the demo shops and accounts once', async () => {
    const url = await emptyDatabase();
    const database = openPostgres(url, 2);
    await runMigrations(database);
    await database.close();
    const seedOnly = { migrate: false };
    await expectOneDemo(
      url,
      await Promise.allSettled([startInstance(url, seedOnly), startInstance(url, seedOnly)]),
    );
  }, 60_000);
});
