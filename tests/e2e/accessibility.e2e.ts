import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type A11yProblem, seriousViolations } from './support/axe';
import { launchBrowser, signIn } from './support/browser';
import { DEMO_ADVISOR, newQuoteAt, shopIdOf } from './support/quote-flow';

const DEMO_ADMIN = { email: 'admin@example.com', password: DEMO_ADVISOR.password };
const ADMIN_PAGES = [
  '',
  'users',
  'shops',
  'organizations',
  'quotes',
  'conversations',
  'knowledge-base',
  'app-guidelines',
  'part-catalogue',
  'auth-api',
  'app-variables',
  'app-settings',
];

let context: BrowserContext;
let page: Page;
const problems: A11yProblem[] = [];

/** Opens a page, waits for it to settle, and collects axe's serious and critical findings. */
async function check(path: string, ready?: () => Promise<unknown>) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (ready) await ready();
  problems.push(...(await seriousViolations(page, path)));
}

beforeAll(async () => {
  context = await launchBrowser();
  page = await context.newPage();
}, 60_000);
afterAll(() => context?.close());

function report() {
  return problems
    .map((p) => `${p.page}: ${p.rule} (${p.impact}) ${p.help} → ${p.targets.join(' | ')}`)
    .join('\n');
}

describe('axe-core on every page (no serious or critical violation)', () => {
  it('signed out: sign-in, sign-up, password pages, not found', async () => {
    problems.length = 0;
    for (const path of [
      '/login',
      '/signup',
      '/reset-password',
      '/reset-password/not-a-token',
      '/no-such-page',
    ])
      await check(path);
    expect(report()).toBe('');
  });

  it('the advisor’s pages: home, a quote, the network, settings, organizations, the public quote', async () => {
    problems.length = 0;
    await signIn(page, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
    const quoteId = await newQuoteAt(page, 'Bayside Auto Care', 'replace front brake pads and rotors');
    const quoteUrl = new URL(page.url());
    await check(`${quoteUrl.pathname}${quoteUrl.search}`, () =>
      page.getByRole('table', { name: 'Labor items' }).waitFor(),
    );
    const shopId = await shopIdOf(page, 'Bayside Auto Care');
    for (const path of [
      `/?shopId=${shopId}`,
      `/old?shopId=${shopId}`,
      '/settings/profile',
      `/settings/shop?shopId=${shopId}`,
      `/settings/matrix?shopId=${shopId}`,
      `/settings/users?shopId=${shopId}`,
      `/settings/integrations?shopId=${shopId}`,
      `/settings/knowledge-base?shopId=${shopId}`,
      '/settings/chrome-extension',
      '/organizations',
      `/quote/${quoteId}`,
    ])
      await check(path);
    expect(report()).toBe('');
  }, 120_000);

  it('the admin area', async () => {
    problems.length = 0;
    await page.context().clearCookies();
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    for (const segment of ADMIN_PAGES) await check(`/admin/${segment}`);
    expect(report()).toBe('');
  }, 120_000);
});
