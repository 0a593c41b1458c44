import { createServer, type Server } from 'node:http';
import { createRequestListener } from './app';
import { startBackgroundWorker } from './background/worker';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { createDeps } from './deps';
import { EnvError, loadEnv } from './env';
import { seedPlatformAccess } from './integrations/platform-access';
import { createLogger } from './lib/logger';
import { DEMO_ADMIN_EMAIL, DEMO_ADVISOR_EMAIL, DEMO_MEMBER_EMAIL, seedDemoData } from './seed/demo';

/** How long requests in flight at a shutdown may take before their connections are cut. */
const SHUTDOWN_GRACE_MS = 5_000;
/** A shutdown that hangs past this (a stuck close) ends the process anyway, short of the usual 10 s of orchestrators. */
const SHUTDOWN_LIMIT_MS = 9_000;

/**
 * Stops accepting connections and resolves once the requests in flight are answered. Keep-alive
 * connections are closed as soon as they are idle (they would hold the close until their timeout),
 * and whatever is still open after the grace period is cut.
 */
function closeServer(server: Server, graceMs: number) {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * SIGTERM (orchestrators, `kill`, scripts/start.mjs passing it on), SIGINT (Ctrl+C) or SIGHUP stop
 * the server; so does the end of the IPC channel when scripts/start.mjs or dev.mjs started it: a
 * parent that died, even by SIGKILL, must not leave this server holding its port. Until the server
 * is up there is nothing to finish, and a stop ends the process at once.
 */
function onStopRequest() {
  let stop: (reason: string) => unknown = () => process.exit(0);
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  process.on('disconnect', () => stop('Parent process gone'));
  return (graceful: (reason: string) => Promise<void>) => {
    stop = graceful;
  };
}

async function main() {
  const startedAt = performance.now();
  const whenStopped = onStopRequest();
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL, !env.isProduction && process.stdout.isTTY);
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    readUrl: env.DATABASE_READ_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await runMigrations(database);
  const deps = createDeps(env, database, logger);
  // The platform's access to external systems: the environment fills it on the first start only.
  await seedPlatformAccess(deps.db, env);
  const seedStarted = performance.now();
  const seeded = await seedDemoData(deps, {
    onStart: () =>
      process.stdout.write(
        'First start: creating the demo accounts, shops and repair network (about 10 s)…\n',
      ),
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  // Verify-all and source-all run here, outside requests; unfinished work resumes after a restart.
  const worker = startBackgroundWorker(deps);

  const server = createServer(createRequestListener(deps));
  server.listen(env.PORT, () => {
    const address = server.address();
    const info = { port: typeof address === 'object' && address ? address.port : env.PORT };
    const ms = Math.round(performance.now() - startedAt);
    const lines = [
      '',
      `  Repair Quotes is running at ${env.APP_URL} (port ${info.port}, ready in ${ms} ms)`,
      `  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL in ${env.DATA_DIR}` : `PostgreSQL (DATABASE_URL${env.DATABASE_READ_URL ? '; network reads from DATABASE_READ_URL' : ''})`}`,
      `  E-mail: ${env.SMTP_URL ? 'SMTP' : 'stored in the outbox (DATA_DIR/outbox.jsonl; SMTP_URL not set)'}`,
    ];
    if (!env.isProduction) {
      lines.push(
        `  Demo accounts${seeded ? ` (just created with the demo network in ${seedSeconds.toFixed(1)} s)` : ''}: ${DEMO_ADVISOR_EMAIL} (advisor, owns the shops), ${DEMO_MEMBER_EMAIL} (shop member), ${DEMO_ADMIN_EMAIL} (admin)`,
        `  Demo password: ${env.DEMO_PASSWORD}`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
  });

  // Answers the requests in flight, hands background work back for the other instances, then
  // closes the rest.
  let stopping = false;
  whenStopped(async (reason) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${reason}: finishing the requests in flight, then stopping…\n`);
    setTimeout(() => {
      console.error(`Shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    await Promise.all([closeServer(server, SHUTDOWN_GRACE_MS), worker.stop()]);
    deps.mailer?.close();
    await database.close();
    releaseLock();
    process.exit(0);
  });
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
