// `DATABASE_URL=postgres://… node --import tsx src/server/background/run-worker.ts`: a worker
// process of its own (more throughput beside the app instances, which run one each).
// BG_LEASE_MS and BG_STEP_DELAY_MS tune the claim lease and slow each step (tests).
import { openPostgres } from '../db/client';
import { createDeps } from '../deps';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { startBackgroundWorker } from './worker';

const env = loadEnv();
if (!env.DATABASE_URL) {
  console.error('DATABASE_URL is required: a separate worker shares PostgreSQL with the app.');
  process.exit(1);
}
const database = openPostgres(env.DATABASE_URL, 2);
const deps = createDeps(env, database, createLogger(env.LOG_LEVEL, false));
const worker = startBackgroundWorker(deps, {
  leaseMs: env.BG_LEASE_MS,
  stepDelayMs: env.BG_STEP_DELAY_MS,
  pollMs: 200,
});
process.stdout.write('worker started\n');
const stop = async () => {
  await worker.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
