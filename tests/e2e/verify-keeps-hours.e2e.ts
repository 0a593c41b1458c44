import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openSignedIn, screenshot } from './support/browser';
import { BAYSIDE, BRAKE_JOB, laborRows, money, newQuoteAt, shownTotal } from './support/quote-flow';

// 'Verify all' charges the labor guide's time on every line; hours the advisor set on a line are
// never replaced silently: the advisor is asked, and keeping them is the default.

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
  await newQuoteAt(page, BAYSIDE, BRAKE_JOB);
  await laborRows(page).first().waitFor();
});
afterAll(() => browser?.close());

const lineTotal = async (row: Locator) => money(await row.locator('td').last().textContent());
const verifyAll = () => page.getByRole('button', { name: 'Verify all' });
const verifying = () => page.getByText('Verifying labor…');

async function verifyDone() {
  await verifying().waitFor({ state: 'detached', timeout: 20_000 });
  await expect.poll(() => verifyAll().isEnabled()).toBe(true);
}

describe('verify-all and a hand edit', () => {
  let title = '';

  it('asks before replacing hours the advisor typed, and keeps them when told to', async () => {
    const first = laborRows(page).first();
    title = (await first.locator('td').first().locator('div').first().textContent())!.trim();
    await first.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit labor' });
    await edit.getByRole('spinbutton', { name: 'Hours' }).fill('0.5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    const row = laborRows(page).filter({ hasText: title });
    await expect.poll(() => lineTotal(row)).toBe(82.5);
    // Past Quotes shows the new total at once, not one edit behind.
    const totalDue = await shownTotal(page, 'Total due');
    const pastQuotes = page.getByRole('complementary', { name: 'Quotes' });
    const pastQuote = pastQuotes.getByRole('link').filter({ hasText: /\$\d/ }).first();
    await expect.poll(() => pastQuote.textContent()).toContain(totalDue!);

    await verifyAll().click();
    const ask = page.getByRole('dialog', { name: 'Keep the hours you set?' });
    await ask.waitFor();
    expect(await ask.getByRole('listitem').allTextContents()).toEqual([`${title}0.5 h`]);
    await screenshot(page, 'verify-all-keep-hours');
    await ask.getByRole('button', { name: 'Keep my hours' }).click();
    await page.getByText('Kept your hours on 1 line').waitFor();
    await verifyDone();
    // The other lines are linked to the guide; this one still charges 0.5 h × $165.00.
    expect(await lineTotal(row)).toBe(82.5);
    expect(await row.textContent()).toContain('0.5');
    const others = laborRows(page).filter({ hasNotText: title });
    for (const other of await others.all()) expect(await other.textContent()).toMatch(/Labor guide/);
  });

  it('uses the guide’s time once the advisor says so', async () => {
    await verifyAll().click();
    const ask = page.getByRole('dialog', { name: 'Keep the hours you set?' });
    await ask.getByRole('button', { name: 'Use the guide’s times' }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect.poll(() => verifying().count()).toBe(0);
    await verifyDone();
    const row = laborRows(page).first();
    await expect.poll(() => lineTotal(row)).not.toBe(82.5);
    // Nothing left to ask about: the next Verify all starts at once.
    await verifyAll().click();
    expect(await page.getByRole('dialog', { name: 'Keep the hours you set?' }).count()).toBe(0);
    await verifyDone();
  });
});
