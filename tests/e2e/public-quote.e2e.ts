import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, DEMO_ADVISOR, openPage, openSignedIn, screenshot } from './support/browser';
import { BAYSIDE, BRAKE_JOB, F150, laborRows, newQuoteAt, partRows, shownTotal } from './support/quote-flow';

let advisor: BrowserContext;
let advisorPage: Page;
let customer: BrowserContext;
let page: Page;
let quoteId: string;
let advisorTotal: string;
let quoteTitle: string;

beforeAll(async () => {
  ({ browser: advisor, page: advisorPage } = await openSignedIn(DEMO_ADVISOR));
  quoteId = await newQuoteAt(advisorPage, BAYSIDE, BRAKE_JOB);
  await laborRows(advisorPage).first().waitFor();
  advisorTotal = (await shownTotal(advisorPage, 'Total due')) ?? '';
  quoteTitle = (await advisorPage.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // The customer: a separate browser, never signed in.
  ({ browser: customer, page } = await openPage());
});
afterAll(() => closeAll(advisor, customer));

/** The pages of the page printed on Letter paper, with the print styles a browser's Print uses. */
async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
  await page.emulateMedia({ media: 'screen' });
  return pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

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
    const labor = await laborRows(page).allTextContents();
    expect(labor.length).toBeGreaterThan(0);
    for (const row of labor) expect(row).toContain('$165.00');
    const parts = await partRows(page).allTextContents();
    expect(parts.some((row) => /pad/i.test(row))).toBe(true);
    expect(parts.some((row) => /rotor/i.test(row))).toBe(true);
    expect(advisorTotal).toMatch(/^\$\d[\d,]*\.\d{2}$/);
    expect(await shownTotal(page, 'Total due')).toBe(advisorTotal);
    // Bayside's fees and its city's sales tax on parts, as the shop set them (the demo's settings).
    expect(await shownTotal(page, 'Subtotal')).toMatch(/^\$\d/);
    expect(await page.getByLabel('Quote totals').getByText('Tax on parts (9.625%)').count()).toBe(1);
    expect(await page.getByText(/^Estimate #\d+$/).count()).toBe(1);

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
    expect(await printedPages(page)).toBe(1);
  });

  it('names no supplier until the shop turns “Show suppliers to customers” on', async () => {
    // Every part sourced from the shop's suppliers, as an advisor does before sending.
    const parts = advisorPage.getByRole('region', { name: 'Parts', exact: true });
    await parts.getByRole('button', { name: 'Find best match for all parts' }).click();
    await parts.getByText('Finding the best supplier parts…').waitFor({ state: 'detached', timeout: 20_000 });
    await partRows(advisorPage).first().getByText('Sourced from').waitFor();
    await page.reload();
    const supplierOf = async () =>
      (await partRows(page).allTextContents()).filter((row) => row.includes(' · from ')).length;
    await partRows(page).first().waitFor();
    expect(await supplierOf()).toBe(0);
    // The sourced part's own name still shows under the line.
    expect((await partRows(page).first().textContent())?.length).toBeGreaterThan(0);

    const show = advisorPage.getByRole('switch', { name: 'Show suppliers to customers' });
    const setShown = async (on: boolean) => {
      if ((await show.getAttribute('aria-checked')) !== String(on)) await show.click();
      await expect.poll(() => show.getAttribute('aria-checked')).toBe(String(on));
      await expect.poll(() => show.isDisabled()).toBe(false);
    };
    await advisorPage.goto(`/settings/shop?shopId=${new URL(advisorPage.url()).searchParams.get('shopId')}`);
    try {
      await setShown(true);
      await page.reload();
      await partRows(page).first().waitFor();
      expect(await supplierOf()).toBe(await partRows(page).count());
      await screenshot(page, 'public-quote-suppliers-shown');
      // Sourced parts, each with its part name and supplier under the line: still one page.
      expect(await printedPages(page)).toBe(1);
    } finally {
      await setShown(false);
    }
    await page.reload();
    await partRows(page).first().waitFor();
    expect(await supplierOf()).toBe(0);
  });

  it("says 'Quote not found' for an unknown id", async () => {
    await page.goto('/quote/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Quote not found' }).waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
    await screenshot(page, 'public-quote-not-found');
  });
});
