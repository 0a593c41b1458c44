import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openSignedIn, screenshot, withSignedIn } from './support/browser';
import { BAYSIDE, BRAKE_JOB, F150, newQuoteAt, shopIdOf } from './support/quote-flow';

// A quote link passed between advisors often carries no shopId or vehicle: the quote is one
// shop's, for one vehicle, so the page opens at those whatever this browser used last.

let browser: BrowserContext;
let page: Page;
let quotePath: string;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
  await newQuoteAt(page, BAYSIDE, BRAKE_JOB);
  quotePath = new URL(page.url()).pathname;
});
afterAll(() => browser?.close());

const header = (p: Page) => p.getByRole('banner');

describe('a quote link without shopId or vehicle', () => {
  it('opens at the quote’s shop and vehicle in a browser that has none yet', async () => {
    await withSignedIn(DEMO_ADVISOR, async (other) => {
      await other.evaluate(() => window.localStorage.clear());
      await other.goto(quotePath);
      await header(other).getByRole('link', { name: BAYSIDE }).waitFor();
      await header(other).getByTestId('vehicle-badge').getByText(F150.vin).waitFor();
      expect(await other.getByText('SMS Data is missing. Please select your shop.').count()).toBe(0);
      expect(await header(other).getByText('No vehicle selected').count()).toBe(0);
      const url = new URL(other.url());
      expect(url.searchParams.get('shopId')).toBe(await shopIdOf(other, BAYSIDE));
      expect(url.searchParams.get('vehicleId')).not.toBeNull();
      expect(url.pathname).toBe(quotePath);
      await screenshot(other, 'quote-link-without-shop');
    });
  });

  it('opens at the quote’s shop when this browser last used another one', async () => {
    await withSignedIn(DEMO_ADVISOR, async (other) => {
      const greatLakes = await shopIdOf(other, 'Great Lakes Service Center');
      await other.goto(`/?shopId=${greatLakes}`);
      await header(other).getByRole('link', { name: 'Great Lakes Service Center' }).waitFor();
      await other.goto(quotePath);
      await header(other).getByRole('link', { name: BAYSIDE }).waitFor();
      expect(new URL(other.url()).searchParams.get('shopId')).toBe(await shopIdOf(other, BAYSIDE));
    });
  });
});

describe('an older version of a quote', () => {
  it('says a newer version exists and opens it; the versions are numbered', async () => {
    await page.goto(quotePath);
    const ask = page.getByPlaceholder('Ask anything');
    await ask.fill('use premium pads');
    await ask.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(quotePath);
    const newest = new URL(page.url()).pathname;
    const notice = page.getByRole('status').filter({ hasText: 'A newer version of this quote exists' });
    expect(await notice.count()).toBe(0);
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText('Version 2').waitFor();
    expect(await log.getByText('Version 1').count()).toBe(1);

    await page.goto(quotePath);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This is version 1 of 2.');
    await screenshot(page, 'quote-older-version');
    await notice.getByRole('link', { name: 'Open version 2' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(newest);
    await notice.waitFor({ state: 'detached' });
  });
});
