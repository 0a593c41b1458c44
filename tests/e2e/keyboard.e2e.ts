import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openSignedIn } from './support/browser';
import { BAYSIDE, F150, newQuoteAt, shopIdOf } from './support/quote-flow';

// Working the quote page by keyboard alone: a skip link, focus back on the control that opened a
// dialog, a sheet or a menu's dialog once it closes, and Escape closing the concern suggestions.

let browser: BrowserContext;
let page: Page;
let quotePath = '';

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
  await newQuoteAt(page, BAYSIDE, 'replace front brake pads');
  quotePath = new URL(page.url()).pathname + new URL(page.url()).search;
});
afterAll(() => browser?.close());

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const focusedName = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

describe('the quote page by keyboard', () => {
  it('starts with a skip link that moves focus to the page’s main content', async () => {
    await page.goto(quotePath);
    await page.getByRole('button', { name: 'Quote actions' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await isFocused(skip)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('returns focus to “Change shop” when the Shops dialog closes', async () => {
    const opener = page.getByRole('button', { name: 'Change shop' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Shops' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Shops' }).waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(opener)).toBe(true);
  });

  it('returns focus to the menu’s button when a dialog opened from the menu closes', async () => {
    const menuButton = page.getByRole('button', { name: 'Quote actions' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Share with customer' });
    await item.waitFor();
    await item.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await focusedName()).not.toMatch(/^Quote actions/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(menuButton)).toBe(true);
  });

  it('returns focus to “Labor guide” when the labor guide sheet closes', async () => {
    const opener = page.getByRole('button', { name: 'Labor guide' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Labor guide' });
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(focusedName).toBe('Labor guide');
    expect(await isFocused(opener)).toBe(true);
  });
});

describe('the concern suggestions by keyboard', () => {
  it('closes the suggestion list with Escape, keeping the typed text and the focus', async () => {
    await page.goto(`/?vin=${F150.vin}&shopId=${await shopIdOf(page, BAYSIDE)}`);
    const concern = page.getByPlaceholder('Type any concern...');
    await concern.fill('brake');
    const list = page.getByRole('listbox', { name: 'Suggested categories' });
    await list.getByRole('option').first().waitFor();
    await concern.press('ArrowDown');
    await concern.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await concern.inputValue()).toBe('brake');
    expect(await isFocused(concern)).toBe(true);
    expect(await concern.getAttribute('aria-expanded')).not.toBe('true');
  });
});

describe('the vehicle picker by keyboard', () => {
  it('moves between its tabs with the arrow keys, selecting the one reached; only that one is in the Tab order', async () => {
    // No vehicle remembered: the home page asks for one.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    const plate = page.getByRole('tab', { name: 'Search by Plate' });
    const vin = page.getByRole('tab', { name: 'Search by VIN' });
    await plate.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => vin.getAttribute('aria-selected')).toBe('true');
    expect(await isFocused(vin)).toBe(true);
    expect(await page.getByRole('tabpanel', { name: 'Search by VIN' }).isVisible()).toBe(true);
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    expect(await plate.getAttribute('tabindex')).toBe('-1');
    // From the last tab the arrow wraps to the first.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => plate.getAttribute('aria-selected')).toBe('true');
    expect(await isFocused(plate)).toBe(true);
    expect(await vin.getAttribute('tabindex')).toBe('-1');
  });
});
