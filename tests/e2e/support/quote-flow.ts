import type { Locator, Page } from 'playwright-core';
import { VEHICLES } from '../../../src/server/seed/catalog/vehicles';

// The steps most quote tests start with: the 2013 F-150, a demo shop's id and a new quote typed
// on the new-quote page; and what they read on the quote page.

export const BAYSIDE = 'Bayside Auto Care';
/** A job asked for by name: quoted as asked, with labor and parts lines. */
export const BRAKE_JOB = 'replace front brake pads and rotors';
export const F150 = VEHICLES.find((v) => v.make === 'Ford' && v.model === 'F-150' && v.year === 2013)!;
/** /conversation/{conversationId}/quote/{quoteId} */
export const QUOTE_PATH = /^\/conversation\/([0-9a-f-]{36})\/quote\/([0-9a-f-]{36})$/;

/** The id of one of the signed-in user's shops, by name. */
export async function shopIdOf(page: Page, shopName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const response = await (await fetch('/trpc/shop.getMyShops')).json();
    const memberships: Array<{ shop: { id: string; name: string } }> = response.result.data.json;
    return memberships.find((m) => m.shop.name === name)!.shop.id;
  }, shopName);
}

/** Picks one of the signed-in user's shops in the header's Shops dialog. */
export async function selectShop(page: Page, shopName: string) {
  await page.getByRole('button', { name: 'Change shop' }).click();
  await page
    .getByRole('dialog', { name: 'Shops' })
    .getByRole('button', { name: `Select ${shopName}` })
    .click();
}

/** 'Check Now' for a shop: it takes its name, phone, labor rate and matrices from Tekmetric. */
export async function refreshFromTekmetric(page: Page, shopId: string) {
  await page.evaluate(async (id) => {
    await fetch('/trpc/shop.updateShopTekmetric', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { shopId: id } }),
    });
  }, shopId);
}

/**
 * Types a concern for the F-150 at the shop and waits for the quote page; returns the quote's id.
 * A job asked for by name ('replace front brake pads and rotors') is quoted as asked; a symptom
 * starts with a diagnosis (the demo guideline 'Diagnosis before parts').
 */
export async function newQuoteAt(page: Page, shopName: string, concern: string): Promise<string> {
  await page.goto(`/?vin=${F150.vin}&shopId=${await shopIdOf(page, shopName)}`);
  const input = page.getByPlaceholder('Type any concern...');
  await input.fill(concern);
  await input.press('Enter');
  await page.waitForURL((url) => QUOTE_PATH.test(url.pathname), { timeout: 30_000 });
  return QUOTE_PATH.exec(new URL(page.url()).pathname)![2]!;
}

/** An amount as the quote page shows it ('$1,234.50') as a number. */
export const money = (text: string | null) => Number(text?.replace(/[^\d.-]/g, ''));
export const laborTable = (page: Page) => page.getByRole('table', { name: 'Labor items' });
export const partTable = (page: Page) => page.getByRole('table', { name: 'Part items' });
export const laborRows = (page: Page) => laborTable(page).locator('tbody tr');
export const partRows = (page: Page) => partTable(page).locator('tbody tr');

/** The text of one amount in the quote's totals box (the estimate's lines: labor, parts, subtotal, total due). */
export const shownTotal = (page: Page, term: 'Labor' | 'Parts' | 'Subtotal' | 'Total due') =>
  page
    .getByLabel('Quote totals')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd')
    .textContent();

/** The quote's labor, parts and total as its totals box shows them. */
export async function quoteTotals(page: Page) {
  const read = async (term: 'Labor' | 'Parts' | 'Subtotal' | 'Total due') =>
    money(await shownTotal(page, term));
  return {
    labor: await read('Labor'),
    parts: await read('Parts'),
    // Labor plus parts, as the quote's total was before fees and tax.
    total: await read('Subtotal'),
    totalDue: await read('Total due'),
  };
}

/**
 * Approves a job on the customer's page as a customer does: Approve, then the typed name and the
 * consent to the total the page asks for (the authorization record).
 */
export async function approveOnPublicPage(page: Page, scope: Page | Locator, name = 'Dana Driver') {
  await scope.getByRole('button', { name: 'Approve', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Approve / });
  await dialog.getByLabel('Your full name').fill(name);
  await dialog.getByRole('checkbox', { name: /^I authorize the work above for \$/ }).click();
  await dialog.getByRole('button', { name: 'Approve and authorize' }).click();
  await dialog.waitFor({ state: 'detached' });
}
