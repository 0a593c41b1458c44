import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openSignedIn, screenshot, withSignedIn } from './support/browser';
import { BAYSIDE, BRAKE_JOB, F150, laborTable, newQuoteAt, partTable, shopIdOf } from './support/quote-flow';

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

/** Controls that change the quote, each shown on the newest version of the brake job. */
const EDIT_BUTTONS: Array<{ name: string | RegExp; exact?: boolean }> = [
  { name: 'Edit title' },
  { name: 'Verify all' },
  { name: 'Add labor' },
  { name: 'Add part' },
  { name: 'Find best match for all parts' },
  { name: 'Edit', exact: true },
  { name: /^More actions for / },
  { name: 'Add discount' },
  { name: 'Edit estimate details' },
];
/** How many of each edit control the quote panel shows, once its lines are in view. */
async function editControlCounts(p: Page): Promise<number[]> {
  await laborTable(p).waitFor();
  await partTable(p).waitFor();
  return Promise.all(EDIT_BUTTONS.map((button) => p.getByRole('button', button).count()));
}
/** The entries of the quote's action menu, read with the menu open, then closed again. */
async function quoteActionEntries(p: Page): Promise<string[]> {
  await p.getByRole('button', { name: 'Quote actions' }).first().click();
  const menu = p.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Download PDF' }).waitFor();
  const entries = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  await p.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return entries;
}

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

describe('a quote link opened cold', () => {
  it('asks for the quote and its messages while the page’s code loads, and once', async () => {
    await withSignedIn(DEMO_ADVISOR, async (other) => {
      const calls: string[][] = [];
      other.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/trpc/')) calls.push(pathname.slice('/trpc/'.length).split(','));
      });
      const asked = (procedure: string) => calls.filter((batch) => batch.includes(procedure)).length;
      // The conversation's and the quote's page code (conversation-*.js, conversation-quote-*.js)
      // is held back: their data must not wait for it (app/early-data.ts).
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await other.route(/\/assets\/conversation-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await other.goto(quotePath, { waitUntil: 'commit' });
      await expect.poll(() => asked('quote.getQuoteAi'), { timeout: 30_000 }).toBe(1);
      expect(asked('message.getMessages')).toBe(1);
      release();
      await laborTable(other).waitFor();
      await partTable(other).waitFor();
      // The page renders from the answers asked for early; it does not ask again.
      expect(asked('quote.getQuoteAi')).toBe(1);
      expect(asked('message.getMessages')).toBe(1);
      expect(asked('user.getMe')).toBe(1);
    });
  });
});

describe('an older version of a quote', () => {
  it('says a newer version exists and opens it; the versions are numbered', async () => {
    await page.goto(quotePath);
    const ask = page.getByPlaceholder('Ask anything');
    await ask.fill('use premium pads');
    await ask.press('Enter');
    // The follow-up quotes anew: seconds on a busy machine, not expect.poll's default second.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).not.toBe(quotePath);
    const newest = new URL(page.url()).pathname;
    const notice = page.getByRole('status').filter({ hasText: 'A newer version of this quote exists' });
    expect(await notice.count()).toBe(0);
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText('Version 2').waitFor();
    expect(await log.getByText('Version 1').count()).toBe(1);

    await page.goto(quotePath);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This is version 1 of 2.');
    expect(await notice.textContent()).toContain('This version is read-only.');
    await notice.getByRole('link', { name: 'Open version 2' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(newest);
    await notice.waitFor({ state: 'detached' });
  });

  it('is read-only: its lines and totals show without a control that changes them', async () => {
    await page.goto(quotePath);
    await page.getByRole('status').filter({ hasText: 'This version is read-only.' }).waitFor();
    expect(await editControlCounts(page)).toEqual(EDIT_BUTTONS.map(() => 0));
    await screenshot(page, 'quote-older-version');
    for (const name of [
      'Labor guide',
      'Best match',
      'Undo link',
      'Source part',
      'Change part',
      'Find best match',
    ])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    expect(await laborTable(page).getByRole('row').count()).toBeGreaterThan(1);
    expect(await partTable(page).getByRole('row').count()).toBeGreaterThan(1);
    // Reading it stays: the public page and the PDF; sending, pinning and job writing do not.
    const entries = await quoteActionEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['View public quote', 'Download PDF']));
    expect(entries.filter((e) => /Share with customer|Set quote as reference|job in/.test(e))).toEqual([]);
  });

  it('the newest version keeps every edit control', async () => {
    await page.goto(quotePath);
    await page
      .getByRole('status')
      .filter({ hasText: 'This version is read-only.' })
      .getByRole('link', { name: 'Open version 2' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).not.toBe(quotePath);
    const counts = await editControlCounts(page);
    expect(counts.map((count, i) => [EDIT_BUTTONS[i]!.name.toString(), count > 0])).toEqual(
      EDIT_BUTTONS.map((button) => [button.name.toString(), true]),
    );
    expect(await page.getByRole('status').filter({ hasText: 'read-only' }).count()).toBe(0);
    expect(await quoteActionEntries(page)).toContain('Share with customer');
  });
});
