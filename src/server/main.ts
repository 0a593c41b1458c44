import { serve } from '@hono/node-server';
import { createHttpApp } from './app';
import { startBackgroundWorker } from './background/worker';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { startDemoSystems } from './demo-systems';
import { createDeps } from './deps';
import { EnvError, loadEnv } from './env';
import { seedPlatformAccess } from './integrations/platform-access';
import { createLogger } from './lib/logger';
import { DEMO_ADMIN_EMAIL, DEMO_ADVISOR_EMAIL, seedDemoData } from './seed/demo';

async function main() {
  const startedAt = performance.now();
  const demoSystems = await startDemoSystems(loadEnv());
  const env = demoSystems.env;
  const logger = createLogger(env.LOG_LEVEL, !env.isProduction && process.stdout.isTTY);
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await runMigrations(database);
  const deps = createDeps(env, database, logger);
  // The platform's access to external systems: the environment fills it on the first start only.
  await seedPlatformAccess(deps.db, env);
  const seedStarted = performance.now();
  const seeded = await seedDemoData(deps, {
    onStart: () =>
      process.stdout.write(
        'First start: creating the demo accounts, shops and repair network (about 30 s)…\n',
      ),
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const app = createHttpApp(deps);
  // Verify-all and source-all run here, outside requests; unfinished work resumes after a restart.
  const worker = startBackgroundWorker(deps);

  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    const lines = [
      '',
      `  Repair Quotes is running at ${env.APP_URL} (port ${info.port}, ready in ${ms} ms)`,
      `  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL in ${env.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  E-mail: ${env.SMTP_URL ? 'SMTP' : 'stored in the outbox and printed in this log (SMTP_URL not set)'}`,
    ];
    for (const line of demoSystems.lines) lines.push(`  ${line}`);
    if (!env.isProduction) {
      lines.push(
        `  Demo accounts${seeded ? ` (just created with the demo network in ${seedSeconds.toFixed(1)} s)` : ''}: ${DEMO_ADVISOR_EMAIL} (advisor), ${DEMO_ADMIN_EMAIL} (admin)`,
        `  Demo password: ${env.DEMO_PASSWORD}`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await worker.stop();
    await demoSystems.close();
    deps.mailer?.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
