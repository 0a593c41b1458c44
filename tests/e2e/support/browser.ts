import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const SCREENSHOT_DIR = 'test-results/screenshots';
const OUTBOX_TIMEOUT_MS = 10_000;
const VIEWPORT = { width: 1280, height: 800 };

/**
 * A fresh browser context (its own cookies and storage) in the run's one Chromium, pointed at the
 * server the global setup started. `extraArgs` (a command-line switch such as
 * --host-resolver-rules) need a Chromium of their own, in a throw-away profile.
 */
export async function launchBrowser(
  baseURL = inject('baseURL'),
  extraArgs: string[] = [],
): Promise<BrowserContext> {
  const context = extraArgs.length
    ? await launchOwnChromium(baseURL, extraArgs)
    : await openSharedContext(baseURL);
  // Fail within the test timeout with the locator in the message, not at the test timeout.
  context.setDefaultTimeout(15_000);
  origins.set(context, new URL(baseURL).origin);
  return context;
}

// The origin each context's pages are on: better-auth checks a sign-in's Origin header.
const origins = new WeakMap<BrowserContext, string>();

async function openSharedContext(baseURL: string): Promise<BrowserContext> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL });
  const closeContext = context.close.bind(context);
  context.close = async (options) => {
    await closeContext(options);
    await browser.close(); // disconnects this file from the shared Chromium; it keeps running
  };
  return context;
}

async function launchOwnChromium(baseURL: string, extraArgs: string[]): Promise<BrowserContext> {
  const profileDir = mkdtempSync(join(tmpdir(), 'rq-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: VIEWPORT,
    baseURL,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  // Chromium still writes its profile when the 'close' event fires, so the profile is removed
  // only once close() has resolved (the browser process has then exited).
  const closeBrowser = context.close.bind(context);
  context.close = async (options) => {
    await closeBrowser(options);
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 3 });
  };
  return context;
}

/**
 * Signs in as the browser would through /login, by the same better-auth endpoint the form posts
 * to (its session cookie lands in the page's context), then opens the app shell. The sign-in
 * form itself is what auth.e2e.ts tests.
 */
export async function signIn(page: Page, email: string, password: string) {
  const context = page.context();
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: origins.get(context) ?? new URL(inject('baseURL')).origin },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: HTTP ${response.status()}`);
  await page.goto('/');
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
