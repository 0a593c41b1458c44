import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort, stopProcess, waitForHealth } from '../../src/server/test/processes';
import { createScratchDatabase } from '../../src/server/test/scratch-postgres';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const HEALTH_TIMEOUT_MS = 180_000; // the first start seeds the demo network (about 10 s)
const STOP_GRACE_MS = 5_000;

/**
 * Builds the web app from the current sources, then starts the real server (one node process,
 * so teardown can stop it by pid) on a free port with a fresh data directory, and a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set (embedded PGlite otherwise).
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--logLevel',
      'warn',
      ...(process.env.WEB_DIST_DIR ? ['--outDir', process.env.WEB_DIST_DIR, '--emptyOutDir'] : []),
    ],
    {
      stdio: 'inherit',
      // A test runner's NODE_ENV (test) would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);

  const tempDir = mkdtempSync(join(tmpdir(), 'rq-e2e-'));
  const logFile = join(tempDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const database = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'rq_e2e')
    : undefined;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    APP_URL: baseURL,
    DATA_DIR: join(tempDir, 'data'),
    LOG_LEVEL: 'info',
  };
  // Every browser test signs in from 127.0.0.1; the per-address limit itself is tested in src/server/auth.test.ts.
  env.AUTH_SIGN_IN_PER_MINUTE = '200';
  // The partner's webhook endpoint in public-api.e2e.ts listens on this machine.
  env.WEBHOOK_ALLOW_LOOPBACK = 'true';
  // The tests read e-mails from the outbox file, which only happens without SMTP.
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;

  const logFd = openSync(logFile, 'a');
  const server = spawn(process.execPath, ['--import', 'tsx', 'dev/start.ts'], {
    env,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);

  // One Chromium for the whole run; each test file opens its own contexts in it (browser.ts).
  const browserServer = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });

  const teardown = async () => {
    await browserServer.close();
    await stopProcess(server, STOP_GRACE_MS);
    if (database) await database.drop();
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`${baseURL}/api/health`, server, HEALTH_TIMEOUT_MS);
  } catch (error) {
    console.error(`The e2e server did not start. Its log (${logFile}):\n${readFileSync(logFile, 'utf8')}`);
    await teardown();
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  project.provide('serverLog', logFile);
  // Where the server keeps the e-mails it does not send (no SMTP here): see notifications/outbox.ts.
  project.provide('outboxFile', join(tempDir, 'data', 'outbox.jsonl'));
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    serverLog: string;
    outboxFile: string;
    browserEndpoint: string;
  }
}
