import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openSignedIn, screenshot } from './support/browser';
import { money, newQuoteAt, partRows, QUOTE_PATH, shownTotal } from './support/quote-flow';

// Issue 12 in the browser: after 'Find best match for all parts', 'use premium pads' makes a new
// version in which the rotors and the hardware are still the supplier's parts at the same
// prices, the pads cost more and say so in their name, and the message gives both true totals.

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
});
afterAll(() => browser?.close());

const partsSection = () => page.getByRole('region', { name: 'Parts', exact: true });
const partRow = (name: RegExp) => partRows(page).filter({ hasText: name });
const messages = () => page.getByRole('log', { name: 'Messages' }).locator('ol > li');

/** A part line as the advisor reads it: name, supplier box (empty when not sourced), unit price. */
async function partLine(name: RegExp) {
  const row = partRow(name);
  await row.waitFor();
  const cells = row.locator('td');
  return {
    name: (await cells.first().locator('p').first().textContent()) ?? '',
    supplier: (await row.getByText('Sourced from').count())
      ? await cells.first().locator('div').first().textContent()
      : '',
    // The charged unit price leads the cell; a sourced line's retail follows it struck through.
    unitPrice: money(await cells.nth(2).evaluate((cell) => cell.firstChild?.textContent ?? null)),
  };
}

const total = async () => money(await shownTotal(page, 'Subtotal'));

const formatted = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

describe('a follow-up after sourcing', () => {
  let before: {
    pads: Awaited<ReturnType<typeof partLine>>;
    rotors: Awaited<ReturnType<typeof partLine>>;
    hardware: Awaited<ReturnType<typeof partLine>>;
    total: number;
  };

  it('sources every part of a new brake quote for the 2013 F-150 at Bayside Auto Care', async () => {
    await newQuoteAt(page, 'Bayside Auto Care', 'replace front brake pads and rotors');
    await partRows(page).first().waitFor();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();

    await partsSection().getByRole('button', { name: 'Find best match for all parts' }).click();
    const running = partsSection().getByText('Finding the best supplier parts…');
    await running.waitFor();
    await running.waitFor({ state: 'detached', timeout: 20_000 });
    // The best match for these pads can be the Motorcraft (OE) set, which is already the premium
    // option; as in the issue, the advisor has an aftermarket set from the supplier instead.
    await partRow(/Pad Set/)
      .getByRole('button', { name: 'Change part' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Source part' });
    const offered = sheet.getByRole('list', { name: 'Supplier parts' }).locator('li');
    await offered.first().waitFor();
    await offered
      .filter({ hasNotText: 'Motorcraft' })
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await partLine(/Pad Set/)).supplier).not.toContain('Motorcraft');
    before = {
      pads: await partLine(/Pad Set/),
      rotors: await partLine(/Rotor/),
      hardware: await partLine(/Hardware Kit/),
      total: await total(),
    };
    for (const line of [before.pads, before.rotors, before.hardware]) expect(line.supplier).not.toBe('');
    expect(before.pads.name).toMatch(/- Ceramic$/);
  });

  it('keeps the sourced rotors and hardware when asked for premium pads, and the pads cost more', async () => {
    const sourcedVersion = new URL(page.url()).pathname;
    const ask = page.getByPlaceholder('Ask anything');
    await ask.fill('use premium pads');
    await ask.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(sourcedVersion);
    expect(new URL(page.url()).pathname).toMatch(QUOTE_PATH);
    await partRow(/Pad Set.* - Premium/).waitFor();

    const rotors = await partLine(/Rotor/);
    const hardware = await partLine(/Hardware Kit/);
    const pads = await partLine(/Pad Set/);
    expect(rotors).toEqual(before.rotors);
    expect(hardware).toEqual(before.hardware);
    expect(pads.name).toMatch(/^Disc Brake Pad Set, Front - Premium (\(OE\) )?\S/);
    expect(pads.unitPrice).toBeGreaterThan(before.pads.unitPrice);
    expect(pads.supplier).toContain('Sourced from');

    const after = await total();
    expect(after).toBeCloseTo(before.total + pads.unitPrice - before.pads.unitPrice, 2);
    const sentence = `The previous version was ${formatted(before.total)}; this one is ${formatted(after)}.`;
    await expect.poll(async () => (await messages().last().textContent()) ?? '').toContain(sentence);
    expect(await messages().last().textContent()).not.toMatch(/\b[A-Z]{3}-\d{4}\b/);
    await screenshot(page, 'follow-up-keeps-work');
  });

  it('answers without a new version when the pads are already the premium option', async () => {
    const premiumVersion = new URL(page.url()).pathname;
    const count = await messages().count();
    const ask = page.getByPlaceholder('Ask anything');
    await ask.fill('use premium pads');
    await ask.press('Enter');
    await expect.poll(() => messages().count()).toBe(count + 2);
    expect(await messages().last().textContent()).toMatch(/is already the premium option at \$[\d,.]+/);
    expect(new URL(page.url()).pathname).toBe(premiumVersion);
  });
});
