import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openSignedIn, screenshot } from './support/browser';
import { BAYSIDE, BRAKE_JOB, laborRows, newQuoteAt, partRows, quoteTotals } from './support/quote-flow';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
});
afterAll(() => browser?.close());

const rowTexts = (rows: Locator) => rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
const toasts = () => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
const deletedToast = () => toasts().filter({ hasText: 'Line deleted' });

async function deleteLine(row: Locator) {
  await row.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
}

describe('undo of a deleted line', () => {
  it('opens a new quote for the 2013 F-150', async () => {
    await newQuoteAt(page, BAYSIDE, BRAKE_JOB);
    await laborRows(page).first().waitFor();
    await partRows(page).first().waitFor();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  });

  it('puts a deleted labor line back in its place with its guide link, using the keyboard', async () => {
    expect(await laborRows(page).count()).toBeGreaterThan(1);
    // The first line, so a line put back at the end would show.
    const line = laborRows(page).first();
    if ((await line.getByText('Guide', { exact: true }).count()) === 0) {
      await line.getByRole('button', { name: 'Best match' }).click();
      await line.getByText('Guide', { exact: true }).waitFor();
    }
    const before = { rows: await rowTexts(laborRows(page)), totals: await quoteTotals(page) };
    const count = before.rows.length;

    await deleteLine(line);
    await expect.poll(() => laborRows(page).count()).toBe(count - 1);
    await deletedToast().waitFor();
    await expect.poll(async () => (await quoteTotals(page)).labor).toBeLessThan(before.totals.labor);
    // Keyboard focus stays in the section rather than falling back to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('labor-section-title');

    // Alt+T moves focus to the notifications; Undo is then a few Tab presses away.
    const undo = deletedToast().getByRole('button', { name: 'Undo', exact: true });
    await page.keyboard.press('Alt+KeyT');
    const isFocused = () => undo.evaluate((button) => button === document.activeElement);
    for (let i = 0; i < 5 && !(await isFocused()); i++) await page.keyboard.press('Tab');
    expect(await isFocused()).toBe(true);
    await screenshot(page, 'undo-delete-labor-toast');
    await page.keyboard.press('Enter');

    await expect.poll(() => rowTexts(laborRows(page))).toEqual(before.rows);
    expect(await laborRows(page).first().getByText('Guide', { exact: true }).count()).toBe(1);
    expect(await quoteTotals(page)).toEqual(before.totals);
    await deletedToast().waitFor({ state: 'detached' });
  });

  it('puts a deleted part line back in its place with its sourced part', async () => {
    expect(await partRows(page).count()).toBeGreaterThan(1);
    const line = partRows(page).first();
    if (!(await line.textContent())?.includes('Sourced from')) {
      await line.getByRole('button', { name: 'Find best match' }).click();
      await expect.poll(async () => (await line.textContent())?.includes('Sourced from')).toBe(true);
    }
    const before = { rows: await rowTexts(partRows(page)), totals: await quoteTotals(page) };
    const count = before.rows.length;

    await deleteLine(line);
    await expect.poll(() => partRows(page).count()).toBe(count - 1);
    await expect.poll(async () => (await quoteTotals(page)).parts).toBeLessThan(before.totals.parts);
    await deletedToast().getByRole('button', { name: 'Undo', exact: true }).click();

    await expect.poll(() => rowTexts(partRows(page))).toEqual(before.rows);
    expect(await partRows(page).first().textContent()).toContain('Sourced from');
    expect(await quoteTotals(page)).toEqual(before.totals);
  });

  it('leaves the line deleted once the toast has gone by itself', async () => {
    const count = await laborRows(page).count();
    const line = laborRows(page).last();
    const text = await line.textContent();
    await deleteLine(line);
    await expect.poll(() => laborRows(page).count()).toBe(count - 1);
    const shown = Date.now();
    await deletedToast().waitFor();
    // Away from the notifications, which hold their timers while hovered.
    await page.mouse.move(500, 300);
    await deletedToast().waitFor({ state: 'detached', timeout: 20_000 });
    expect(Date.now() - shown).toBeGreaterThan(9_000);
    await page.reload();
    await laborRows(page).first().waitFor();
    expect(await laborRows(page).count()).toBe(count - 1);
    expect(await rowTexts(laborRows(page))).not.toContain(text);
  });
});
