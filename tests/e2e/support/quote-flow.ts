import type { Page } from 'playwright-core';
import { VEHICLES } from '../../../src/server/seed/catalog/vehicles';

// The steps most quote tests start with: the demo advisor, the 2013 F-150, a demo shop's id and a
// new quote typed on the new-quote page.

export const DEMO_ADVISOR = { email: 'advisor@example.com', password: 'demo12345' };
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
