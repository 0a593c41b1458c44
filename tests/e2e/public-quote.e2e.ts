import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLES } from '../../src/server/seed/catalog/vehicles';
import { launchBrowser, screenshot, signIn } from './support/browser';

const ADVISOR = { email: 'advisor@example.com', password: 'demo12345' };
const F150 = VEHICLES.find((v) => v.make === 'Ford' && v.model === 'F-150' && v.year === 2013)!;
const QUOTE_PATH = /^\/conversation\/([0-9a-f-]{36})\/quote\/([0-9a-f-]{36})$/;

let advisor: BrowserContext;
let customer: BrowserContext;
let page: Page;
let quoteId: string;
let advisorTotal: string;
let quoteTitle: string;

const totalOf = (p: Page) =>
  p
    .getByLabel('Quote totals')
    .locator('div')
    .filter({ has: p.locator('dt', { hasText: /^Total$/ }) })
    .locator('dd')
    .textContent();

beforeAll(async () => {
  advisor = await launchBrowser();
  const advisorPage = await advisor.newPage();
  await signIn(advisorPage, ADVISOR.email, ADVISOR.password);
  const baysideId = await advisorPage.evaluate(async () => {
    const response = await (await fetch('/trpc/shop.getMyShops')).json();
    const memberships: Array<{ shop: { id: string; name: string } }> = response.result.data.json;
    return memberships.find((m) => m.shop.name === 'Bayside Auto Care')!.shop.id;
  });
  await advisorPage.goto(`/?vin=${F150.vin}&shopId=${baysideId}`);
  const concern = advisorPage.getByPlaceholder('Type any concern...');
  // A job asked for by name is quoted as asked; a symptom would start with a diagnosis.
  await concern.fill('replace front brake pads and rotors');
  await concern.press('Enter');
  await advisorPage.waitForURL((url) => QUOTE_PATH.test(url.pathname), { timeout: 30_000 });
  quoteId = QUOTE_PATH.exec(new URL(advisorPage.url()).pathname)![2]!;
  await advisorPage.getByRole('table', { name: 'Labor items' }).locator('tbody tr').first().waitFor();
  advisorTotal = (await totalOf(advisorPage)) ?? '';
  quoteTitle = (await advisorPage.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // The customer: a separate browser, never signed in.
  customer = await launchBrowser();
  page = await customer.newPage();
});
afterAll(async () => {
  await advisor?.close();
  await customer?.close();
});

describe('public quote page (/quote/{id})', () => {
  it('shows the shop, the vehicle and the quote without signing in', async () => {
    await page.goto(`/quote/${quoteId}`);
    const shopName = page.getByRole('heading', { level: 1, name: 'Bayside Auto Care' });
    await shopName.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/quote/${quoteId}`);
    const address = (await page.getByLabel('Shop address').textContent()) ?? '';
    expect(address).toMatch(/\d+ \w+/);
    expect(address).toMatch(/, [A-Z]{2} \d{5}/);
    const phone = page.locator('a[href^="tel:"]');
    expect(await phone.count()).toBe(1);
    expect(await phone.textContent()).toMatch(/\d{3}.*\d{4}/);

    const vehicle = (await page.getByLabel('Vehicle').textContent()) ?? '';
    expect(vehicle).toContain('2013 Ford F-150');
    expect(vehicle).toContain(F150.vin);
    expect(quoteTitle).not.toBe('');
    expect(await page.getByRole('heading', { level: 2, name: quoteTitle }).count()).toBe(1);
    expect(await page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).count()).toBe(1);
  });

  it('lists labor and parts without suggestions, and the advisor’s total', async () => {
    const labor = await page
      .getByRole('table', { name: 'Labor items' })
      .locator('tbody tr')
      .allTextContents();
    expect(labor.length).toBeGreaterThan(0);
    for (const row of labor) expect(row).toContain('$165.00');
    const parts = await page.getByRole('table', { name: 'Part items' }).locator('tbody tr').allTextContents();
    expect(parts.some((row) => /pad/i.test(row))).toBe(true);
    expect(parts.some((row) => /rotor/i.test(row))).toBe(true);
    expect(advisorTotal).toMatch(/^\$\d[\d,]*\.\d{2}$/);
    expect(await totalOf(page)).toBe(advisorTotal);
    expect(await page.getByText('No tax included').count()).toBe(1);

    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toContain('Brake System - Flush and Bleed');
    expect(text).not.toContain('Sam Advisor');
    expect(text).not.toContain('replace front brake pads and rotors');
    // No app shell: no header bar, no sidebar.
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('button', { name: /sidebar/i }).count()).toBe(0);
    await screenshot(page, 'public-quote-desktop');
  });

  it('fits a phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('table', { name: 'Labor items' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'public-quote-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('prints without the Print button', async () => {
    const print = page.getByRole('button', { name: 'Print' });
    expect(await print.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await print.isVisible()).toBe(false);
    await screenshot(page, 'public-quote-print');
    // A short quote fits on one printed page.
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length).toBe(1);
    await page.emulateMedia({ media: 'screen' });
  });

  it("says 'Quote not found' for an unknown id", async () => {
    await page.goto('/quote/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Quote not found' }).waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
    await screenshot(page, 'public-quote-not-found');
  });
});
