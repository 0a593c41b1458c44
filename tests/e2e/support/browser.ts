import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const SCREENSHOT_DIR = 'test-results/screenshots';
const OUTBOX_TIMEOUT_MS = 10_000;
const VIEWPORT = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };

/** The demo's users (src/server/seed). */
export const DEMO_ADVISOR = { email: 'advisor@example.com', password: 'demo12345', name: 'Sam Advisor' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo12345', name: 'Alex Admin' };
/** A plain member (not an owner) of the three demo shops. */
export const DEMO_MEMBER = { email: 'member@example.com', password: 'demo12345', name: 'Casey Member' };

export type User = { email: string; password: string };
export type Session = { browser: BrowserContext; page: Page };

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
  if (!extraArgs.length) origins.set(context, new URL(baseURL).origin);
  return context;
}

// The origin each shared-Chromium context's pages are on: better-auth checks a sign-in's Origin
// header. A Chromium of its own may resolve host names its own way (--host-resolver-rules), which
// the context's Node-side request client does not know, so it is not in here.
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

/** A fresh context (see launchBrowser) with one page open in it, signed in as nobody yet. */
export async function openPage(): Promise<Session> {
  const browser = await launchBrowser();
  return { browser, page: await browser.newPage() };
}

/** A fresh context with one page, signed in as `user` (see signIn) and on the app shell. */
export async function openSignedIn(user: User): Promise<Session> {
  const session = await openPage();
  try {
    await signIn(session.page, user.email, user.password);
  } catch (error) {
    await session.browser.close();
    throw error;
  }
  return session;
}

/** Closes each context that was opened, one after the other (for an afterAll). */
export async function closeAll(...contexts: Array<BrowserContext | undefined>) {
  for (const context of contexts) await context?.close();
}

/** Runs `use` on the page of a fresh context (see openPage), closed afterwards even if `use` fails. */
export async function withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const { browser, page } = await openPage();
  try {
    return await use(page);
  } finally {
    await browser.close();
  }
}

/** withPage, signed in as `user` first: a second user's view next to the file's own page. */
export function withSignedIn<T>(user: User, use: (page: Page) => Promise<T>): Promise<T> {
  return withPage(async (page) => {
    await signIn(page, user.email, user.password);
    return use(page);
  });
}

/**
 * Signs in as the browser would through /login, by the same better-auth endpoint the form posts
 * to (its session cookie lands in the page's context), then opens the app shell. The sign-in
 * form itself is what auth.e2e.ts tests.
 */
export async function signIn(page: Page, email: string, password: string) {
  const context = page.context();
  const origin = origins.get(context);
  if (origin) {
    const response = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin },
    });
    if (!response.ok()) throw new Error(`sign-in of ${email} failed: HTTP ${response.status()}`);
  } else {
    // From the page itself, through the browser's own name resolution.
    await page.goto('/login');
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { email, password },
    );
    if (status !== 200) throw new Error(`sign-in of ${email} failed: HTTP ${status}`);
  }
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
 * The page as it is now at the usual 1280×800 (`wideName`, `name` unless given) and at 1024×768
 * (`name`-1024), left at 1280×800. `check` runs at each size before its screenshot.
 */
export async function screenshotAtBothSizes(
  page: Page,
  name: string,
  { wideName = name, check }: { wideName?: string; check?: (page: Page) => Promise<void> } = {},
) {
  await check?.(page);
  await screenshot(page, wideName);
  await page.setViewportSize(TABLET);
  await check?.(page);
  await screenshot(page, `${name}-1024`);
  await page.setViewportSize(VIEWPORT);
}

/** The page fits the window: nothing sticks out sideways. */
/**
 * How far the page reaches past the window's right edge, and the innermost elements that do
 * (the first three), to name what a fix must address.
 */
export async function sidewaysOverflow(page: Page): Promise<{ over: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = document.documentElement.scrollWidth - width;
    if (over <= 0) return { over, culprits: [] };
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.offsetParent !== null)
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 40)}`);
    return { over, culprits };
  });
}

export async function expectNoSidewaysScroll(page: Page) {
  const { over, culprits } = await sidewaysOverflow(page);
  expect({ over: Math.max(over, 0), culprits }).toEqual({ over: 0, culprits: [] });
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
