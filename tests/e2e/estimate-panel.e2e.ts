import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DEMO_ADVISOR, expectNoSidewaysScroll, openSignedIn, screenshotAtBothSizes } from './support/browser';
import { BAYSIDE, BRAKE_JOB, laborRows, money, newQuoteAt, partRows } from './support/quote-flow';

// The written estimate in the quote panel (issue 25): who it is for and the odometer, discounts
// under the totals, the share dialog filled in from the estimate, and an authorization taken by
// phone. The quote is a new one of its own, so no other test sees its discount or its customer.

const CUSTOMER = 'Dana Driver';
const CUSTOMER_EMAIL = 'dana.driver@example.com';
const REASON = 'Loyal customer';
const NOTE = 'Called at 9:40 and said go ahead.';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
  await newQuoteAt(page, BAYSIDE, BRAKE_JOB);
  await laborRows(page).first().waitFor();
  // The sidebar folds away once the mouse has left it; here the mouse never enters it.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
}, 120_000);
afterAll(() => browser?.close());

const side = () => page.getByTestId('quote-side');
const estimateCard = () => side().getByRole('region', { name: /^Estimate #\d+$/ });
const authorizationsCard = () => side().getByRole('region', { name: /^Authorizations/ });
const totalsList = () => page.getByLabel('Quote totals');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The amount of a line of the quote's totals, by its whole label. */
const totalsAmount = (label: string) =>
  totalsList()
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .locator('dd');
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

describe('the estimate in the quote panel', () => {
  it('shows the estimate number with no customer or odometer yet', async () => {
    await estimateCard().waitFor();
    await estimateCard().getByText('No customer yet').waitFor();
    await estimateCard().getByText('Not recorded').waitFor();
    // Not sent yet: nothing to be valid until.
    expect(
      await estimateCard()
        .getByText(/^Valid until/)
        .count(),
    ).toBe(0);
    await authorizationsCard().getByText('No authorization recorded yet.').waitFor();
    await screenshotAtBothSizes(page, 'estimate-panel-new', { check: expectNoSidewaysScroll });
  });

  it("edits the customer and the odometer, after the schema's messages", async () => {
    await estimateCard().getByRole('button', { name: 'Edit estimate details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Estimate details' });
    await dialog.getByLabel('Customer name').fill(CUSTOMER);
    await dialog.getByLabel('Phone').fill('555 01');
    await dialog.getByLabel('E-mail').fill('dana@');
    await dialog.getByLabel('Odometer in (miles)').fill('84.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a phone number in international format, e.g. +1 650 555 0142').waitFor();
    await dialog.getByText('Enter a valid e-mail address').waitFor();
    await dialog.getByText('Odometer must be a whole number of miles').waitFor();
    await screenshotAtBothSizes(page, 'estimate-details-dialog-errors');
    expect(await seriousViolations(page, 'estimate details dialog')).toEqual([]);

    await dialog.getByLabel('Phone').fill('(650) 555-0142');
    await dialog.getByLabel('E-mail').fill(CUSTOMER_EMAIL);
    await dialog.getByLabel('Odometer in (miles)').fill('84,210');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await estimateCard().getByText(CUSTOMER).waitFor();
    await estimateCard().getByText('(650) 555-0142').waitFor();
    await estimateCard().getByText(CUSTOMER_EMAIL).waitFor();
    await estimateCard().getByText('84,210 mi').waitFor();
    expect(await estimateCard().getByText('No customer yet').count()).toBe(0);
  });

  it('adds a 10% discount on the whole quote, shown in the totals, then removes it', async () => {
    expect(await page.getByRole('region', { name: 'Discounts' }).count()).toBe(0);
    const subtotal = money(await totalsAmount('Subtotal').textContent());
    const totalDue = money(await totalsAmount('Total due').textContent());

    await page.getByRole('button', { name: 'Add discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add discount' });
    expect(await dialog.getByLabel('Applies to').inputValue()).toBe('quote');
    expect(await dialog.getByRole('radio', { name: 'Percentage' }).isChecked()).toBe(true);
    await dialog.getByLabel('Percentage (%)').fill('120');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Discount percentage must be at most 100').waitFor();
    await dialog.getByText('Reason is required').waitFor();
    await screenshotAtBothSizes(page, 'estimate-discount-dialog-errors');
    expect(await seriousViolations(page, 'add discount dialog')).toEqual([]);

    await dialog.getByLabel('Percentage (%)').fill('10');
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const discountLine = totalsAmount(`Discount: ${REASON} (10%)`);
    await discountLine.waitFor();
    const taken = Math.round(subtotal * 10) / 100;
    expect(money((await textOf(discountLine)).replace('−', ''))).toBeCloseTo(taken, 2);
    expect(await textOf(discountLine)).toMatch(/^−\$/);
    await expect
      .poll(async () => money(await totalsAmount('Total due').textContent()))
      .toBeLessThan(totalDue);

    const discounts = page.getByRole('region', { name: 'Discounts' });
    await discounts.getByText(REASON).waitFor();
    await discounts.getByText('Whole quote · 10%').waitFor();

    // An amount larger than its line is taken only up to the line's price, and says so.
    const partName = (await partRows(page)
      .last()
      .locator('td')
      .first()
      .locator('p')
      .first()
      .textContent())!.trim();
    await discounts.getByRole('button', { name: 'Add discount' }).click();
    await dialog.getByLabel('Applies to').selectOption({ label: partName });
    await dialog.getByRole('radio', { name: 'Amount' }).click();
    await dialog.getByLabel('Amount ($)').fill('5000');
    await dialog.getByLabel('Reason').fill('Goodwill');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await discounts.getByText("Limited to the line's amount").waitFor();
    await discounts.getByText(`${partName} · $5,000.00`).waitFor();
    await totalsAmount(`Discount on ${partName}: Goodwill`).waitFor();
    await discounts.scrollIntoViewIfNeeded();
    await screenshotAtBothSizes(page, 'estimate-panel-discount', { check: expectNoSidewaysScroll });
    expect(await seriousViolations(page, 'quote panel with discounts')).toEqual([]);
    await discounts.getByRole('button', { name: 'Remove discount Goodwill' }).click();
    await discounts.getByText('Goodwill').waitFor({ state: 'detached' });

    await discounts.getByRole('button', { name: `Remove discount ${REASON}` }).click();
    await discountLine.waitFor({ state: 'detached' });
    await discounts.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add discount' }).waitFor();
    await expect.poll(async () => money(await totalsAmount('Total due').textContent())).toBe(totalDue);
  });

  it('fills the share dialog from the estimate, and once sent shows until when it is valid', async () => {
    await page.getByRole('button', { name: 'Quote actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Share with customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with customer' });
    expect(await dialog.getByLabel('Customer name').inputValue()).toBe(CUSTOMER);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(CUSTOMER_EMAIL);
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('(650) 555-0142');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(/^Quote sent by/).waitFor();
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });

    await estimateCard()
      .getByText(/^Valid until [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      .waitFor();
    await estimateCard().scrollIntoViewIfNeeded();
    await screenshotAtBothSizes(page, 'estimate-panel-sent');
  });

  it('records an authorization taken by phone and lists it', async () => {
    // By keyboard: the button opens the dialog; Space chooses a method.
    await authorizationsCard().getByRole('button', { name: 'Record authorization' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Record authorization' });
    await dialog
      .getByText('The customer authorizes the work of revision 1, as it was sent to them.')
      .waitFor();
    const byPhone = dialog.getByRole('radio', { name: 'By phone' });
    expect(await byPhone.isChecked()).toBe(true);
    // From the keyboard: focus a method and press Space.
    const inPerson = dialog.getByRole('radio', { name: 'In person' });
    await inPerson.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => inPerson.isChecked()).toBe(true);
    await byPhone.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => byPhone.isChecked()).toBe(true);
    expect(await dialog.getByLabel('Customer name').inputValue()).toBe(CUSTOMER);
    const jobs = dialog.getByRole('group', { name: 'Jobs authorized' }).getByRole('checkbox');
    expect(await jobs.count()).toBeGreaterThan(0);
    for (const job of await jobs.all()) expect(await job.isChecked()).toBe(true);
    const jobNames = await dialog
      .getByRole('group', { name: 'Jobs authorized' })
      .locator('label')
      .allTextContents();

    // A moment in the future is refused with the schema's message.
    const nextYear = new Date().getFullYear() + 1;
    await dialog.getByLabel('When').fill(`${nextYear}-01-15T09:30`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The authorization cannot be in the future').waitFor();
    await screenshotAtBothSizes(page, 'estimate-authorization-dialog');
    expect(await seriousViolations(page, 'record authorization dialog')).toEqual([]);

    const now = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await dialog.getByLabel('When').fill(now);
    await dialog.getByLabel('Note (optional)').fill(NOTE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const entry = authorizationsCard().getByRole('listitem').first();
    await entry.getByText(CUSTOMER).waitFor();
    await entry.getByText(`By phone · ${jobNames.join(', ')}`).waitFor();
    await entry.getByText(/· Revision 1$/).waitFor();
    await entry.getByText('Recorded by Sam Advisor').waitFor();
    await entry.getByText(NOTE).waitFor();
    expect(await textOf(entry)).toMatch(/\$\d/);
    expect(await authorizationsCard().getByText('No authorization recorded yet.').count()).toBe(0);
    await screenshotAtBothSizes(page, 'estimate-panel-authorized', { check: expectNoSidewaysScroll });
    expect(await seriousViolations(page, 'quote panel with the estimate')).toEqual([]);
  });
});
