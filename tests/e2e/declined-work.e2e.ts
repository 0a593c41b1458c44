import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLES } from '../../src/server/seed/catalog/vehicles';
import { seriousViolations } from './support/axe';
import { closeAll, DEMO_ADVISOR, openPage, openSignedIn, screenshotAtBothSizes } from './support/browser';
import { BAYSIDE, BRAKE_JOB, laborTable, QUOTE_PATH, shopIdOf } from './support/quote-flow';

// A car of its own, so that no other test's declined work shows on its pages.
const CAMRY = VEHICLES.find((v) => v.make === 'Toyota' && v.model === 'Camry' && v.year === 2018)!;

let advisor: BrowserContext;
let customer: BrowserContext;
let shop: Page;
let page: Page;
let baysideId: string;
let declinedJob: string;

const declinedEarlier = () => shop.getByRole('region', { name: 'Declined earlier' });

beforeAll(async () => {
  ({ browser: advisor, page: shop } = await openSignedIn(DEMO_ADVISOR));
  ({ browser: customer, page } = await openPage());
  baysideId = await shopIdOf(shop, BAYSIDE);
}, 120_000);
afterAll(() => closeAll(advisor, customer));

describe('declined work comes back', () => {
  it('the customer declines a job on the public page', async () => {
    await shop.goto(`/?vin=${CAMRY.vin}&shopId=${baysideId}`);
    const input = shop.getByPlaceholder('Type any concern...');
    await input.fill(BRAKE_JOB);
    await input.press('Enter');
    await shop.waitForURL((url) => QUOTE_PATH.test(url.pathname), { timeout: 30_000 });
    const quoteId = QUOTE_PATH.exec(new URL(shop.url()).pathname)![2]!;
    await laborTable(shop).waitFor();
    const shared = await shop.evaluate(async (id) => {
      const response = await fetch('/trpc/notificationDemo.shareQuoteWithCustomer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          json: {
            quoteId: id,
            customerName: 'Dana Driver',
            customerEmail: 'dana.camry@example.test',
            includeAcceptanceTracking: true,
          },
        }),
      });
      return (await response.json()).result.data.json as { link: string };
    }, quoteId);

    await page.goto(shared.link);
    const card = page.getByRole('region', { name: 'Your approval' }).getByRole('region').first();
    declinedJob = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('button', { name: 'Decline' }).click();
    await card.getByText('Declined', { exact: true }).waitFor();
  });

  it("shows 'Declined earlier' with the date and total on the new-quote page of the same car", async () => {
    await shop.goto(`/?vin=${CAMRY.vin}&shopId=${baysideId}`);
    await declinedEarlier().waitFor();
    const text = (await declinedEarlier().textContent()) ?? '';
    expect(text).toContain(declinedJob);
    expect(text).toMatch(
      /Declined by Dana Driver on [A-Z][a-z]{2} \d{1,2}, \d{4} · \$[\d,]+\.\d{2} · Estimate #\d+/,
    );
    await screenshotAtBothSizes(shop, 'declined-earlier-new-quote');
    expect(await seriousViolations(shop, 'new quote with declined work')).toEqual([]);

    // The vehicle dialog lists it too.
    await shop.getByTestId('vehicle-badge').click();
    const dialog = shop.getByRole('dialog', { name: 'Vehicle Information' });
    await dialog.getByRole('region', { name: 'Declined earlier' }).getByText(declinedJob).waitFor();
    await screenshotAtBothSizes(shop, 'declined-earlier-vehicle-dialog');
    await shop.keyboard.press('Escape');
  });

  it("'Add to quote' opens a new quote holding the job at today's prices", async () => {
    await declinedEarlier()
      .getByRole('button', { name: `Add to quote: ${declinedJob}` })
      .click();
    await shop.waitForURL((url) => QUOTE_PATH.test(url.pathname), { timeout: 30_000 });
    await laborTable(shop).waitFor();
    expect(await laborTable(shop).locator('tbody tr').count()).toBeGreaterThan(0);
    await shop.getByRole('heading', { name: declinedJob }).first().waitFor();
    await shop.getByText("Added at today's prices.").first().waitFor();
    // Behind this quote, the vehicle dialog says the job is on it.
    await shop.getByTestId('vehicle-badge').click();
    const dialog = shop.getByRole('dialog', { name: 'Vehicle Information' });
    await dialog.getByText('On this quote').waitFor();
    await shop.keyboard.press('Escape');
  });

  it("records a job the customer declines at the counter with 'Mark declined'", async () => {
    const answers = shop.getByRole('region', { name: /^Customer response/ });
    await answers.getByText('Not shared with a customer yet').waitFor();
    await answers.getByRole('button', { name: `Mark declined: ${declinedJob}` }).click();
    const dialog = shop.getByRole('dialog', { name: 'Mark job declined' });
    await dialog.getByRole('button', { name: 'Mark declined' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('Customer will wait until payday');
    await dialog.getByRole('button', { name: 'Mark declined' }).click();
    await dialog.waitFor({ state: 'detached' });
    await answers
      .getByText(/Marked declined by Sam Advisor · .+ · Customer will wait until payday/)
      .waitFor();
    await screenshotAtBothSizes(shop, 'declined-work-marked');
    expect(await seriousViolations(shop, 'quote with a job marked declined')).toEqual([]);
  });
});
