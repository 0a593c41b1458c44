// `npm run seed [-- --size small|demo|large] [--jobs N] [--seed N]`: migrate the configured
// database, seed the demo accounts when it has none, and the repair knowledge and network history
// when it has no network jobs yet.
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { jobs } from '../db/schema';
import { createDeps } from '../deps';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { seedDemoData } from './demo';
import { DEFAULT_SEED, SEED_SIZES, type SeedSize, seedRepairKnowledge } from './generate';
import { finishNetworkImport } from './generate/finish';

const { values } = parseArgs({
  options: { size: { type: 'string', default: 'demo' }, jobs: { type: 'string' }, seed: { type: 'string' } },
});
if (!(values.size! in SEED_SIZES)) {
  console.error(`--size must be one of ${Object.keys(SEED_SIZES).join(', ')}`);
  process.exit(1);
}
const jobCount = values.jobs ? Number(values.jobs) : SEED_SIZES[values.size as SeedSize];
const seed = values.seed ? Number(values.seed) : DEFAULT_SEED;

const env = loadEnv();
const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  const deps = createDeps(env, database, createLogger(env.LOG_LEVEL, false));
  console.log(
    (await seedDemoData(deps, { networkJobs: 0 }))
      ? 'Demo accounts and shops seeded.'
      : 'Accounts exist; none added.',
  );
  const [existing] = await deps.db.select({ value: count() }).from(jobs);
  if ((existing?.value ?? 0) > 0) {
    console.log(
      `The network already holds ${existing!.value.toLocaleString('en-US')} jobs; nothing generated. Use an empty database.`,
    );
  } else {
    let last = 0;
    const report = await seedRepairKnowledge(deps.db, {
      jobs: jobCount,
      seed,
      onProgress: (done) => {
        if (done - last >= 50_000 || done === jobCount) {
          last = done;
          console.log(`  ${done.toLocaleString('en-US')} jobs`);
        }
      },
    });
    const finished = await finishNetworkImport(deps.db);
    console.log(
      `Seeded ${report.jobs.toLocaleString('en-US')} network jobs (seed ${seed}) in ${report.seconds.toFixed(1)} s; indexes and statistics in ${finished.seconds.toFixed(1)} s.`,
    );
  }
} finally {
  await database.close();
  release();
}
