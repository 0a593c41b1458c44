import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const SCREENSHOT_DIR = 'test-results/screenshots';
const OUTBOX_LOG_MESSAGE = 'e-mail stored in outbox (SMTP_URL not set)';
const OUTBOX_TIMEOUT_MS = 10_000;

/**
 * Debian's Chromium in a throw-away profile, pointed at the server the global setup started;
 * `extraArgs` are added to its command line (e.g. --host-resolver-rules).
 */
export async function launchBrowser(
  baseURL = inject('baseURL'),
  extraArgs: string[] = [],
): Promise<BrowserContext> {
  const profileDir = mkdtempSync(join(tmpdir(), 'rq-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    baseURL,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  // Fail within the test timeout with the locator in the message, not at the test timeout.
  context.setDefaultTimeout(15_000);
  // Chromium still writes its profile when the 'close' event fires, so the profile is removed
  // only once close() has resolved (the browser process has then exited).
  const closeBrowser = context.close.bind(context);
  context.close = async (options) => {
    await closeBrowser(options);
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 3 });
  };
  return context;
}

/** Signs in through the form on /login and waits for the app shell's header. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('banner').waitFor();
}

/** Creates an account through the form on /signup; the new user ends up signed in. */
export async function signUp(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email address', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('banner').waitFor();
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Without SMTP the server logs every e-mail it stores (pino JSON, one object a line). Returns the
 * first URL matching `pattern` in the most recent e-mail to `email`, waiting for it to arrive.
 */
export async function readOutboxLink(serverLog: string, email: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + OUTBOX_TIMEOUT_MS;
  for (;;) {
    const body = latestEmailBody(readFileSync(serverLog, 'utf8'), email);
    const link = body?.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${email} with a link matching ${pattern} in ${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function latestEmailBody(log: string, email: string): string | undefined {
  let body: string | undefined;
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; to?: string; body?: string };
      if (entry.msg === OUTBOX_LOG_MESSAGE && entry.to === email) body = entry.body;
    } catch {
      // a line that is not a log object (the start-up banner)
    }
  }
  return body;
}
