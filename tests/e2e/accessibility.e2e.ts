import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type A11yProblem, seriousViolations } from './support/axe';
import { DEMO_ADMIN, DEMO_ADVISOR, openPage, signIn } from './support/browser';
import { F150, newQuoteAt, shopIdOf } from './support/quote-flow';

// axe-core on every page of the app as its users see it: no serious or critical WCAG A/AA or
// best-practice violation anywhere. The account pages are checked in auth.e2e.ts.

const SHOP = 'Bayside Auto Care';
const ADMIN_PAGES = [
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

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openPage());
});
afterAll(() => browser?.close());

/** Waits until the page has loaded what it shows (no 'Loading...', no request in flight). */
async function settled() {
  await page.waitForLoadState('networkidle');
  await page.getByText('Loading...', { exact: true }).first().waitFor({ state: 'hidden' });
  await page.locator('[data-slot="skeleton"], .animate-pulse').first().waitFor({ state: 'hidden' });
}

async function check(name: string, path: string) {
  await page.goto(path);
  await settled();
  expect(report(await seriousViolations(page, name))).toEqual([]);
}

/** One line a problem, so a failure reads as a list of what to fix. */
const report = (problems: A11yProblem[]) =>
  problems.map((p) => `${p.page}: ${p.rule} (${p.impact}) ${p.help} → ${p.targets.join(' | ')}`);

describe('accessibility of the advisor’s pages (axe-core, serious and critical)', () => {
  let shopQuery = '';
  let quotePath = '';
  let quoteId = '';

  beforeAll(async () => {
    await signIn(page, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
    shopQuery = `?shopId=${await shopIdOf(page, SHOP)}`;
    quoteId = await newQuoteAt(page, SHOP, 'grinding noise front when braking');
    quotePath = new URL(page.url()).pathname + shopQuery;
  });

  it.each([
    ['home', '/'],
    ['settings profile', '/settings/profile'],
    ['settings shop', '/settings/shop'],
    ['settings parts matrix', '/settings/matrix'],
    ['settings users', '/settings/users'],
    ['settings integrations', '/settings/integrations'],
    ['settings PartsTech', '/settings/integrations/partstech'],
    ['settings knowledge base', '/settings/knowledge-base'],
    ['settings chrome extension', '/settings/chrome-extension'],
    ['organizations', '/organizations'],
  ])('%s', (name, path) => check(name, path + shopQuery));

  it('settings labor matrix', () =>
    check('settings labor matrix', `/settings/matrix${shopQuery}&type=LABOR`));
  it('page not found', () => check('page not found', '/no-such-page'));

  it('the quote page, its Learn dialog and the Shops dialog', async () => {
    await check('quote', quotePath);
    await page.getByRole('button', { name: 'Learn from Conversation' }).click();
    await page.getByRole('dialog', { name: 'Learn from Conversation' }).waitFor();
    expect(report(await seriousViolations(page, 'learn dialog'))).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Change shop' }).first().click();
    await page.getByRole('dialog', { name: 'Shops' }).waitFor();
    await settled();
    expect(report(await seriousViolations(page, 'shops dialog'))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('the network job search, an open job and its repair order', async () => {
    await page.goto(`/old${shopQuery}&vin=${F150.vin}`);
    await page.getByRole('heading', { name: 'Latest jobs for the 2013 Ford F-150' }).waitFor();
    await settled();
    await page.getByTestId('job-card').first().locator('button[aria-expanded]').click();
    await settled();
    expect(report(await seriousViolations(page, 'network job results, one open'))).toEqual([]);
    await page.getByRole('button', { name: 'View repair Order' }).first().click();
    await page.getByRole('dialog').waitFor();
    await settled();
    expect(report(await seriousViolations(page, 'repair order dialog'))).toEqual([]);
  });

  it('the customer’s page of a quote, and of a missing one', async () => {
    await page.context().clearCookies();
    await check('public quote', `/quote/${quoteId}`);
    await check('public quote not found', '/quote/00000000-0000-4000-8000-000000000000');
  });
});

describe('accessibility of the admin’s pages (axe-core, serious and critical)', () => {
  beforeAll(() => signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password));

  it('admin home', () => check('admin home', '/admin'));
  it.each(ADMIN_PAGES)('admin %s', (name) => check(`admin ${name}`, `/admin/${name}`));
});
