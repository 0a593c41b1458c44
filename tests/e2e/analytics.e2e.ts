import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PostHogEmulator,
  type ReceivedEvent,
  startPostHogEmulator,
} from '../../dev/emulators/posthog/server';
import { type AppServer, startAppServer } from './support/analytics-server';
import { DEMO_ADVISOR, launchBrowser, signIn } from './support/browser';

// A host name (not localhost, not an IP address) that Chromium maps to the loopback server.
const HOST = 'analytics-e2e.test';
const KEY = 'phc_e2e_test';
// posthog-js sends its batch every few seconds; this is longer.
const QUIET_MS = 6_000;

let emulator: PostHogEmulator;
let server: AppServer;
const browsers: BrowserContext[] = [];

beforeAll(async () => {
  emulator = await startPostHogEmulator();
  server = await startAppServer({
    env: (port) => ({
      APP_URL: `http://${HOST}:${port}`,
      // The app is also opened at localhost, where analytics must stay off.
      TRUSTED_ORIGINS: `http://localhost:${port}`,
      POSTHOG_KEY: KEY,
      POSTHOG_HOST: emulator.url,
    }),
  });
}, 200_000);
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
  await emulator?.close();
});

// posthog-js drops the events of a browser that looks automated (a 'HeadlessChrome' user agent,
// navigator.webdriver): this one looks like a person's Chrome.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

async function openApp(origin: string): Promise<Page> {
  const browser = await launchBrowser(origin, [
    `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
    `--user-agent=${USER_AGENT}`,
    '--disable-blink-features=AutomationControlled',
  ]);
  browsers.push(browser);
  return browser.newPage();
}

const pageviews = () => emulator.events.filter((event) => event.event === '$pageview');
const pathOf = (event: ReceivedEvent) => new URL(String(event.properties.$current_url)).pathname;

async function readMe(page: Page): Promise<{ id: string; email: string; name: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/trpc/user.getMe');
    const body = (await response.json()) as {
      result: { data: { json: { id: string; email: string; name: string } } };
    };
    return body.result.data.json;
  });
}

describe('usage analytics', () => {
  let page: Page;
  let advisorId: string;

  it('identifies the signed-in advisor and captures a page view per route on a real host name', async () => {
    const origin = `http://${HOST}:${server.port}`;
    page = await openApp(origin);
    await signIn(page, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
    const me = await readMe(page);
    advisorId = me.id;
    expect(me).toMatchObject({ email: DEMO_ADVISOR.email, name: DEMO_ADVISOR.name });

    // Two more pages, through the app's own links (route changes, no reload).
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings/profile');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'My Shop' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/shop');

    await expect
      .poll(() => pageviews().map(pathOf))
      .toEqual(['/', '/settings', '/settings/profile', '/settings/shop']);
    const identify = emulator.events.find((event) => event.event === '$identify');
    expect(identify).toMatchObject({
      distinctId: advisorId,
      token: KEY,
      set: { email: DEMO_ADVISOR.email, name: DEMO_ADVISOR.name },
    });
    // The user is known before the first page view, and every page view is theirs.
    expect(emulator.events.indexOf(identify!)).toBeLessThan(emulator.events.indexOf(pageviews()[0]!));
    for (const event of pageviews()) {
      expect(event.distinctId).toBe(advisorId);
      expect(event.token).toBe(KEY);
      expect(new URL(String(event.properties.$current_url)).origin).toBe(origin);
    }
    // Page views only: no clicks, page leaves or recordings.
    expect(new Set(emulator.events.map((event) => event.event))).toEqual(new Set(['$identify', '$pageview']));
  });

  it('forgets the user on sign-out, and sends nothing more', async () => {
    const storedDistinctId = () =>
      page.evaluate((key) => {
        const stored = localStorage.getItem(`ph_${key}_posthog`);
        return stored ? (JSON.parse(stored) as { distinct_id?: string }).distinct_id : undefined;
      }, KEY);
    expect(await storedDistinctId()).toBe(advisorId);

    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings/profile');
    await expect.poll(() => pageviews().length).toBe(6); // '/settings' and '/settings/profile' again
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(storedDistinctId).not.toBe(advisorId);

    const count = emulator.events.length;
    await page.waitForTimeout(QUIET_MS);
    expect(emulator.events.length).toBe(count);
  });

  it('sends nothing when the app is opened at localhost', async () => {
    const eventsBefore = emulator.events.length;
    const requestsBefore = emulator.requests.length;
    const local = await openApp(`http://localhost:${server.port}`);
    const configCalls: string[] = [];
    local.on('request', (request) => {
      if (request.url().includes('analytics.getConfig')) configCalls.push(request.url());
    });

    await signIn(local, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
    await local.getByRole('link', { name: 'Profile', exact: true }).click();
    await local.waitForURL((url) => url.pathname === '/settings/profile');
    await local.waitForTimeout(QUIET_MS);

    expect(emulator.events.length).toBe(eventsBefore);
    expect(emulator.requests.slice(requestsBefore)).toEqual([]);
    // The host alone decides: the config is not even asked for.
    expect(configCalls).toEqual([]);
    expect(
      await local.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ph_'))),
    ).toEqual([]);
  });
});
