import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openSignedIn, screenshot } from './support/browser';
import { BAYSIDE, BRAKE_JOB, laborRows, newQuoteAt } from './support/quote-flow';

// The dialogs refuse a line a customer must never receive (no name, no valid figures) before it
// is sent, and a line linked to the labor guide shows the hours it is really charged at.

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
  await newQuoteAt(page, BAYSIDE, BRAKE_JOB);
  await laborRows(page).first().waitFor();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
});
afterAll(() => browser?.close());

const isDisabled = (button: Locator) => button.isDisabled();

describe('line rules in the dialogs', () => {
  it('keeps Save of the edit-labor dialog disabled while the title is blank or a figure invalid', async () => {
    await laborRows(page).first().getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit labor' });
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await isDisabled(save)).toBe(false);

    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByText('Title is required').waitFor();
    await expect.poll(() => isDisabled(save)).toBe(true);
    await screenshot(page, 'line-rules-edit-labor-blank-title');

    await dialog.getByLabel('Title').fill('Front brake pads');
    await dialog.getByText('Title is required').waitFor({ state: 'detached' });
    await expect.poll(() => isDisabled(save)).toBe(false);

    // Without a valid figure the preview shows a dash, never a made-up or '-$0.00' total.
    const hours = dialog.getByRole('spinbutton', { name: 'Hours' });
    await hours.fill('-1');
    await dialog.getByText('Hours must be 0 or more').waitFor();
    await expect.poll(() => isDisabled(save)).toBe(true);
    await dialog.getByText('Total not available until the figures are valid').waitFor();
    expect(await dialog.textContent()).not.toContain('-$');
    await hours.fill('');
    await dialog.getByText('Hours must be a number').waitFor();
    await expect.poll(() => isDisabled(save)).toBe(true);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps Add of the add-part dialog disabled while the name is blank', async () => {
    await page.getByRole('button', { name: 'Add part' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add part' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    await expect.poll(() => isDisabled(add)).toBe(true);

    const name = dialog.getByLabel('Name');
    await name.fill('   ');
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Retail ($)').fill('12.00');
    await expect.poll(async () => dialog.getByText('Total $12.00').count()).toBe(1);
    expect(await isDisabled(add)).toBe(true);
    await screenshot(page, 'line-rules-add-part-blank-name');

    await dialog.getByLabel('Quantity').fill('1.5');
    await dialog.getByText('Quantity must be a whole number').waitFor();
    await dialog.getByText('Total not available until the figures are valid').waitFor();
    await dialog.getByLabel('Quantity').fill('2');
    await name.fill('Brake hardware kit');
    await dialog.getByText('Name is required').waitFor({ state: 'detached' });
    await expect.poll(async () => dialog.getByText('Total $24.00').count()).toBe(1);
    await expect.poll(() => isDisabled(add)).toBe(false);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("shows a linked line's hours as the guide's, and Unlink makes them editable", async () => {
    const row = laborRows(page).first();
    if ((await row.getByText('Guide', { exact: true }).count()) === 0) {
      await row.getByRole('button', { name: 'Best match' }).click();
      await row.getByText('Guide', { exact: true }).waitFor();
    }
    const motorTime = (await row.getByText(/h motor time$/).textContent())?.match(
      /([\d.]+) h motor time/,
    )?.[1];
    expect(motorTime).toBeDefined();

    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit labor' });
    await dialog.getByText(`Charged at the labor guide's ${motorTime} h`, { exact: true }).waitFor();
    expect(await dialog.getByRole('spinbutton', { name: 'Hours' }).count()).toBe(0);
    expect(await dialog.getByRole('group', { name: 'Hours' }).count()).toBe(1);
    // The preview charges the motor time.
    expect(await dialog.textContent()).toContain(`${motorTime} h × $`);
    await screenshot(page, 'line-rules-linked-hours');

    await dialog.getByRole('button', { name: 'Unlink' }).click();
    const hours = dialog.getByRole('spinbutton', { name: 'Hours' });
    await hours.waitFor();
    expect(await dialog.getByText(/Charged at the labor guide's/).count()).toBe(0);
    await row.getByText('Guide', { exact: true }).waitFor({ state: 'detached' });

    await hours.fill('2.5');
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect.poll(() => isDisabled(save)).toBe(false);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => row.locator('td').nth(1).textContent()).toBe('2.5');
  });
});
