import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, DEMO_ADVISOR, openPage, openSignedIn, screenshot } from './support/browser';
import { approveOnPublicPage, BAYSIDE, newQuoteAt } from './support/quote-flow';

let advisor: BrowserContext;
let customer: BrowserContext;
let page: Page;
let quoteId: string;
let conversationId: string;
const CONCERN = 'replace serpentine belt';
const CUSTOMER = `Rita Rowe ${Date.now() % 10_000}`;

const pastQuotes = () => page.getByRole('navigation', { name: 'Past Quotes' });
const rowOf = () => pastQuotes().locator(`a[href*="/conversation/${conversationId}/"]`);

async function expandSidebar() {
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  if (await expand.isVisible()) await expand.click();
  await pastQuotes().waitFor();
}

beforeAll(async () => {
  ({ browser: advisor, page } = await openSignedIn(DEMO_ADVISOR));
  quoteId = await newQuoteAt(page, BAYSIDE, CONCERN);
  conversationId = /\/conversation\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
}, 120_000);
afterAll(() => closeAll(advisor, customer));

describe('finding things', () => {
  it("has a 'Network' link to the job search in the header", async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Network' }).click();
    await page.waitForURL((url) => url.pathname === '/old');
    await page.goBack();
    await page.waitForURL((url) => url.pathname.includes(quoteId));
  });

  it('shows each past quote’s vehicle and total, and searches them', async () => {
    await expandSidebar();
    const row = rowOf();
    await expect.poll(() => row.textContent()).toContain('2013 Ford F-150');
    expect(await row.textContent()).toMatch(/\$\d[\d,]*\.\d\d/);
    const search = pastQuotes().getByRole('textbox', { name: 'Search past quotes' });
    await search.fill('serpentine');
    await expect.poll(() => row.count()).toBe(1);
    await search.fill('zzzz-no-such-quote');
    await pastQuotes().getByText('No quotes match “zzzz-no-such-quote”').waitFor();
    await search.press('Escape');
    await expect.poll(() => search.inputValue()).toBe('');
    await rowOf().waitFor();
    await screenshot(page, 'past-quotes-list');
  });

  it('tells the advisor within 15 s when the customer answers: a toast and a badge on the quote', async () => {
    const shared = await page.evaluate(
      async ({ id, name }) => {
        const response = await fetch('/trpc/notificationDemo.shareQuoteWithCustomer', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            json: {
              quoteId: id,
              customerName: name,
              customerEmail: 'rita@example.test',
              includeAcceptanceTracking: true,
            },
          }),
        });
        return (await response.json()).result.data.json as { link: string };
      },
      { id: quoteId, name: CUSTOMER },
    );
    // The advisor moves on to a new quote while the customer reads theirs.
    await page.getByRole('link', { name: 'Create New Quote' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Shared outside the dialog (which refreshes the list itself): read the list afresh.
    await page.reload();
    await expandSidebar();
    await expect.poll(() => rowOf().textContent()).toContain('Sent');

    const { browser, page: customerPage } = await openPage();
    customer = browser;
    await customerPage.goto(shared.link);
    await approveOnPublicPage(customerPage, customerPage);
    await customerPage.getByText('Approved', { exact: true }).first().waitFor();
    const answeredAt = Date.now();

    const toast = page.getByText(`${CUSTOMER} approved 1 job`);
    await toast.waitFor({ timeout: 15_000 });
    expect(Date.now() - answeredAt).toBeLessThan(15_000);
    await rowOf().getByTestId('new-answer-badge').waitFor();
    await expect.poll(() => rowOf().textContent()).toMatch(/Approved 1 of \d/);
    await screenshot(page, 'customer-answer-notice');

    await page.getByRole('button', { name: 'Open quote' }).click();
    await page.waitForURL((url) => url.pathname.includes(quoteId));
    await expect.poll(() => rowOf().getByTestId('new-answer-badge').count()).toBe(0);
  });
});
