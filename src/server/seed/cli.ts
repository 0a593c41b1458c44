// `npm run seed`: migrate the configured database and seed the demo data when it is empty.
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { createDeps } from '../deps';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { seedDemoData } from './demo';

const env = loadEnv();
const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  const deps = createDeps(env, database, createLogger(env.LOG_LEVEL, false));
  const seeded = await seedDemoData(deps);
  console.log(seeded ? 'Demo data seeded.' : 'The database already has users; nothing seeded.');
} finally {
  await database.close();
  release();
}
