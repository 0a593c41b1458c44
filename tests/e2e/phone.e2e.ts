import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, openSignedIn, screenshot, sidewaysOverflow } from './support/browser';
import { BAYSIDE, BRAKE_JOB, F150, laborRows, newQuoteAt, shopIdOf } from './support/quote-flow';

// Every page of the app on a 390×844 phone: nothing scrolls sideways (a table becomes rows that
// fit), as an administrator sees them (the widest set of pages and controls).

let browser: BrowserContext;
let page: Page;
let baysideId: string;
let quotePath: string;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADMIN));
  baysideId = await shopIdOf(page, BAYSIDE);
  await newQuoteAt(page, BAYSIDE, BRAKE_JOB);
  await laborRows(page).first().waitFor();
  quotePath = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.setViewportSize({ width: 390, height: 844 });
});
afterAll(() => browser?.close());

describe('the app on a 390×844 phone', () => {
  const paths = () => [
    '/',
    quotePath,
    `/old?vin=${F150.vin}&shopId=${baysideId}&search=brake+pads`,
    `/settings/profile?shopId=${baysideId}`,
    `/settings/chrome-extension?shopId=${baysideId}`,
    `/settings/shop?shopId=${baysideId}`,
    `/settings/matrix?shopId=${baysideId}`,
    `/settings/users?shopId=${baysideId}`,
    `/settings/integrations?shopId=${baysideId}`,
    `/settings/knowledge-base?shopId=${baysideId}`,
    '/organizations',
    '/admin/',
    '/admin/users',
    '/admin/shops',
    '/admin/organizations',
    '/admin/quotes',
    '/admin/conversations',
    '/admin/knowledge-base',
    '/admin/app-guidelines',
    '/admin/part-catalogue',
    '/admin/auth-api',
    '/admin/app-variables',
    '/admin/app-settings',
  ];

  it('scrolls no page sideways', async () => {
    const overflowing: Array<{ path: string; over: number; culprits: string[] }> = [];
    for (const path of paths()) {
      await page.goto(path);
      await page.getByRole('banner').waitFor();
      await page.waitForLoadState('networkidle');
      const { over, culprits } = await sidewaysOverflow(page);
      if (over > 0) overflowing.push({ path, over, culprits });
    }
    expect(overflowing).toEqual([]);
  });

  it('shows every money column of the quote', async () => {
    await page.goto(quotePath);
    await laborRows(page).first().waitFor();
    for (const name of ['Labor items', 'Part items']) {
      const table = page.getByRole('table', { name });
      for (const cell of await table.locator('tbody tr td:last-child').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect((await cell.textContent())?.trim()).toMatch(/^\$\d[\d,]*\.\d{2}$/);
      }
    }
    await screenshot(page, 'phone-quote');
  });

  it('keeps the quote total at the top, and takes the advisor down to the quote', async () => {
    await page.goto(quotePath);
    await laborRows(page).first().waitFor();
    const bar = page.getByTestId('quote-total-bar');
    const shownTotal = await page
      .getByRole('article')
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .first()
      .textContent();
    await expect.poll(() => bar.textContent()).toContain(`Total due ${shownTotal}`);
    const box = (await bar.boundingBox())!;
    expect(box.y).toBeLessThan(844 / 4);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await bar.boundingBox())!.y).toBeLessThan(844 / 4);
    await bar.getByText('View quote').click();
    const title = page.getByRole('article').getByRole('heading', { level: 1 });
    await expect.poll(async () => (await title.boundingBox())!.y).toBeLessThan(844 / 2);
    await expect.poll(async () => (await title.boundingBox())!.y).toBeGreaterThan(0);
  });
});
