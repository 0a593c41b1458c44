// The JavaScript Chromium actually downloads for a page: the real server (gzip by hono/compress)
// serving a build, a cold cache for each page, and the encoded size of every script response.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { DEMO_ADVISOR_EMAIL } from '../src/server/seed/demo';
import { freePort, stopProcess, waitForHealth } from '../src/server/test/processes';
import { createScratchDatabase } from '../src/server/test/scratch-postgres';

const START_TIMEOUT_MS = 180_000; // the first start seeds the demo network
const SETTLE_MS = 500; // chunks a page asks for once it has rendered (lazy pieces, effects)
const DEMO_PASSWORD = 'demo12345'; // the server's default (env.ts), set explicitly below

export type ScriptTransfer = { url: string; transferredBytes: number; bodyBytes: number };
export type PageTransfer = { path: string; scripts: ScriptTransfer[]; transferredKb: number; bodyKb: number };

/**
 * Starts `node src/server/main.ts` on `webDist` (WEB_DIST_DIR) with a scratch database
 * (PostgreSQL at `databaseUrl` when it answers, embedded PGlite in a temp directory otherwise),
 * then measures /login signed out and / signed in as the demo advisor, each in a new context.
 */
export async function measureBundleTransfer(webDist: string, databaseUrl?: string): Promise<PageTransfer[]> {
  const server = await startServer(resolve(webDist), databaseUrl);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
    });
    const login = await measurePage(browser, server.baseURL, '/login', false, (page) =>
      page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
    );
    const home = await measurePage(browser, server.baseURL, '/', true, (page) =>
      page.getByRole('banner').waitFor(),
    );
    return [login, home];
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** One line: the gzipped bodies (the figure) and the bytes with headers as sent over HTTP/1.1. */
export function describeTransfer(page: PageTransfer): string {
  return `${page.scripts.length} scripts, ${page.bodyKb.toFixed(1)} kB gzipped (${page.transferredKb.toFixed(1)} kB with HTTP/1.1 headers)`;
}

async function measurePage(
  browser: Browser,
  baseURL: string,
  path: string,
  signedIn: boolean,
  rendered: (page: Page) => Promise<void>,
): Promise<PageTransfer> {
  // A new context has an empty HTTP cache; signing in through the API leaves it empty.
  const context = await browser.newContext({ baseURL });
  try {
    if (signedIn) {
      const response = await context.request.post('/api/auth/sign-in/email', {
        headers: { origin: baseURL },
        data: { email: DEMO_ADVISOR_EMAIL, password: DEMO_PASSWORD },
      });
      if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, { url: string; headerBytes: number }>();
    const finished: ScriptTransfer[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script')
        scripts.set(requestId, { url: response.url, headerBytes: response.encodedDataLength });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (!script) return;
      finished.push({
        url: script.url.replace(baseURL, ''),
        transferredBytes: encodedDataLength,
        bodyBytes: encodedDataLength - script.headerBytes,
      });
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(path, { waitUntil: 'networkidle' });
    await rendered(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const sum = (key: 'transferredBytes' | 'bodyBytes') =>
      finished.reduce((total, script) => total + script[key], 0) / 1024;
    return { path, scripts: finished, transferredKb: sum('transferredBytes'), bodyKb: sum('bodyBytes') };
  } finally {
    await context.close();
  }
}

async function startServer(webDist: string, databaseUrl?: string) {
  const tempDir = mkdtempSync(join(tmpdir(), 'rq-bundle-'));
  const logFile = join(tempDir, 'server.log');
  const database = databaseUrl
    ? await createScratchDatabase(databaseUrl, 'rq_bundle').catch(() => undefined)
    : undefined;
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    APP_URL: baseURL,
    DATA_DIR: join(tempDir, 'data'),
    WEB_DIST_DIR: webDist,
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
  };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  delete env.POSTHOG_KEY;
  if (database) env.DATABASE_URL = database.url;
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const stop = async () => {
    await stopProcess(child);
    await database?.drop();
    rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseURL}/api/health`, child, START_TIMEOUT_MS);
  } catch (error) {
    console.error(`The server did not start. Its log:\n${readFileSync(logFile, 'utf8')}`);
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

// `node --import tsx bench/bundle-transfer.ts [dist]`: this measure alone, with each script listed.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist/web';
  for (const page of await measureBundleTransfer(dist, process.env.BENCH_DATABASE_URL)) {
    console.log(`${page.path}: ${describeTransfer(page)}`);
    for (const script of [...page.scripts].sort((a, b) => b.bodyBytes - a.bodyBytes))
      console.log(`  ${(script.bodyBytes / 1024).toFixed(1).padStart(7)} kB  ${script.url}`);
  }
}
