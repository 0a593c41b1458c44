import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const SCREENSHOT_DIR = 'test-results/screenshots';
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

/**
 * Creates an account through the form on /signup, then opens the confirmation link it e-mails
 * (sign-up itself signs nobody in); the new user ends up signed in on the app shell.
 */
export async function signUp(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email address', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Check your e-mail to finish creating your account.').waitFor();
  await page.goto(await readOutboxLink(inject('outboxFile'), user.email, /\/api\/auth\/verify-email\?/));
  await page.getByRole('banner').waitFor();
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Without SMTP the server keeps every e-mail in its outbox file (DATA_DIR/outbox.jsonl, one JSON
 * object a line; the log never holds a link). Returns the first URL matching `pattern` in the
 * most recent e-mail to `email`, waiting for it to arrive.
 */
export async function readOutboxLink(outboxFile: string, email: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + OUTBOX_TIMEOUT_MS;
  for (;;) {
    const body = latestEmailBody(outboxFile, email);
    const link = body?.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${email} with a link matching ${pattern} in ${outboxFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function latestEmailBody(outboxFile: string, email: string): string | undefined {
  if (!existsSync(outboxFile)) return undefined;
  let body: string | undefined;
  for (const line of readFileSync(outboxFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { channel?: string; to?: string; body?: string };
    if (entry.channel === 'EMAIL' && entry.to === email) body = entry.body;
  }
  return body;
}
