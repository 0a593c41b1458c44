import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  closeAll,
  DEMO_ADVISOR,
  openPage,
  openSignedIn,
  readOutboxLink,
  screenshot,
  screenshotAtBothSizes,
} from './support/browser';
import { approveOnPublicPage, BAYSIDE, BRAKE_JOB, newQuoteAt, partRows } from './support/quote-flow';

// Decision 009: the customer's link shows the revision sent until the shop sends again, and the
// advisor sees when the quote has changed since.

const CUSTOMER_EMAIL = `rev.${Date.now()}@example.test`;
const MONEY = /\$[\d,]+\.\d{2}/;

let advisor: BrowserContext;
let customer: BrowserContext;
let shop: Page;
let page: Page;
let quoteId: string;
let sentTotal: string;
let newTotal: string;
let link: string;

const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';
const shareDialog = () => shop.getByRole('dialog', { name: 'Share with customer' });
const quoteTotal = async () =>
  (
    await textOf(
      shop.locator('header').getByText('Total due', { exact: true }).locator('xpath=following-sibling::*[1]'),
    )
  ).trim();

async function share() {
  await shop.getByRole('button', { name: 'Quote actions' }).first().click();
  await shop.getByRole('menuitem', { name: 'Share with customer' }).click();
  await shareDialog().waitFor();
  await shareDialog().getByLabel('Customer name').fill('Robin Rivera');
  await shareDialog().getByLabel('Email').fill(CUSTOMER_EMAIL);
}

async function sendAndWait() {
  await shareDialog().getByRole('button', { name: 'Send' }).click();
  await shareDialog().getByText('Quote sent by e-mail.', { exact: false }).waitFor();
  await shareDialog().waitFor({ state: 'hidden', timeout: 5_000 });
}

beforeAll(async () => {
  ({ browser: advisor, page: shop } = await openSignedIn(DEMO_ADVISOR));
  quoteId = await newQuoteAt(shop, BAYSIDE, BRAKE_JOB);
  await partRows(shop).first().waitFor();
}, 120_000);
afterAll(() => closeAll(advisor, customer));

describe('revisions of a shared quote', () => {
  it('sends revision 1 and the customer sees it', async () => {
    sentTotal = await quoteTotal();
    expect(sentTotal).toMatch(MONEY);
    await share();
    await shareDialog().getByText(`The customer will see revision 1 of this quote (${sentTotal}).`).waitFor();
    await sendAndWait();
    await shop.getByText(/^Revision 1 sent [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();

    link = await readOutboxLink(inject('outboxFile'), CUSTOMER_EMAIL, new RegExp(`/quote/${quoteId}\\?t=`));
    ({ browser: customer, page } = await openPage());
    await page.goto(link);
    await page.getByText(/^Revision 1 · sent [A-Z][a-z]{2} \d{1,2}, \d{4}Valid until /).waitFor();
    expect(await textOf(page.getByLabel('Quote totals').getByRole('definition').last())).toBe(sentTotal);
  });

  it('an edit after sending shows the advisor the drift and leaves the customer page as sent', async () => {
    const firstPart = partRows(shop).first();
    await firstPart.getByRole('button', { name: 'Edit' }).click();
    const dialog = shop.getByRole('dialog', { name: 'Edit part' });
    const retail = dialog.getByLabel('Retail ($)');
    const price = Number(await retail.inputValue());
    await retail.fill((price + 25).toFixed(2));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await shop.getByText('Changed since sent').waitFor();
    newTotal = await quoteTotal();
    expect(newTotal).not.toBe(sentTotal);
    await shop.getByText(`Revision 1 sent at ${sentTotal} · now ${newTotal}`).waitFor();
    await shop.getByText('Changed since sent').scrollIntoViewIfNeeded();
    await screenshotAtBothSizes(shop, 'revisions-changed-since-sent');

    await page.reload();
    await page.getByText(/^Revision 1 · sent /).waitFor();
    expect(await textOf(page.getByLabel('Quote totals').getByRole('definition').last())).toBe(sentTotal);
    expect(await textOf(page.locator('body'))).not.toContain(newTotal);
    // The customer answers the revision they were sent.
    const job = page
      .getByRole('region')
      .filter({ has: page.getByRole('button', { name: 'Approve' }) })
      .first();
    await approveOnPublicPage(page, job, 'Robin Rivera');
    await job.getByText('Approved', { exact: true }).waitFor();
  });

  it('sending again makes revision 2, which the customer sees and is asked to approve again', async () => {
    await share();
    await shareDialog()
      .getByText(
        `Changed since revision 1 was sent (${sentTotal}). A new revision, 2, will be sent at ${newTotal}.`,
      )
      .waitFor();
    await screenshot(shop, 'revisions-share-dialog-new-revision');
    await sendAndWait();
    await shop.getByText(/^Revision 2 sent /).waitFor();
    expect(await shop.getByText('Changed since sent').count()).toBe(0);

    await page.reload();
    await page.getByText(/^Revision 2 · sent /).waitFor();
    expect(await textOf(page.getByLabel('Quote totals').getByRole('definition').last())).toBe(newTotal);
    await expect.poll(() => page.getByText('Waiting for your answer').count()).toBeGreaterThan(0);
    expect(await page.getByText('Approved', { exact: true }).count()).toBe(0);
    await screenshot(page, 'revisions-customer-revision-2');

    const history = shop.getByRole('region', { name: /^Revision history/ });
    const revisions = history.getByRole('list', { name: 'Revisions' }).locator(':scope > li');
    await expect.poll(() => revisions.count()).toBe(2);
    expect(await textOf(revisions.nth(0))).toContain(`Revision 2${newTotal}`);
    expect(await textOf(revisions.nth(1))).toContain(`Revision 1${sentTotal}`);
    expect(await textOf(revisions.nth(1))).toMatch(/Approved on revision 1 \(\$[\d,]+\.\d{2}\)/);
    expect(await textOf(revisions.nth(0))).toContain('No answer from the customer');
    const response = shop.getByRole('region', { name: /^Customer response/ });
    expect(await textOf(response)).toContain('Jobs of revision 2');
    expect(await textOf(response)).not.toContain('Approved on revision 1');
    await history.scrollIntoViewIfNeeded();
    await screenshot(shop, 'revisions-history');
  });
});
