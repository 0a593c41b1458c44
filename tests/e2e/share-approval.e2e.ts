import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfPages } from '../../src/server/test/pdf-text';
import {
  closeAll,
  DEMO_ADVISOR,
  openPage,
  openSignedIn,
  readOutboxLink,
  screenshot,
  screenshotAtBothSizes,
} from './support/browser';
import { approveOnPublicPage, BAYSIDE, BRAKE_JOB, laborTable, newQuoteAt } from './support/quote-flow';

const CUSTOMER_EMAIL = `dana.${Date.now()}@example.test`;
const EXTRA_JOB = 'Brake caliper slide pins - service';

let advisor: BrowserContext;
let customer: BrowserContext;
let shop: Page;
let page: Page;
let quoteId: string;
let quoteUrl: string;
let brakeJob: string;

const dialog = () => shop.getByRole('dialog', { name: 'Share with customer' });
const sendButton = () => dialog().getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });
const responseSection = () => shop.getByRole('region', { name: /^Customer response/ });
const jobCard = (name: string) => page.getByRole('region', { name, exact: true });
const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

async function openShareDialog() {
  await shop.getByRole('button', { name: 'Quote actions' }).click();
  await shop.getByRole('menuitem', { name: 'Share with customer' }).click();
  await dialog().waitFor();
}

beforeAll(async () => {
  ({ browser: advisor, page: shop } = await openSignedIn(DEMO_ADVISOR));
  quoteId = await newQuoteAt(shop, BAYSIDE, BRAKE_JOB);
  quoteUrl = shop.url();
  // A second job: a labor line of the advisor's own, outside the labor guide's brake job.
  const added = await shop.evaluate(
    async ({ id, title }) => {
      const response = await fetch('/trpc/quote.addQuoteLaborItem', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          json: {
            quoteId: id,
            title,
            description: 'Clean and lubricate the slide pins',
            hours: 0.5,
            rate: 165,
          },
        }),
      });
      return response.ok;
    },
    { id: quoteId, title: EXTRA_JOB },
  );
  expect(added).toBe(true);
  await shop.reload();
  await laborTable(shop).getByText(EXTRA_JOB).waitFor();
}, 120_000);
afterAll(() => closeAll(advisor, customer));

describe('Share with customer', () => {
  it('keeps Send disabled without a name or a contact, with the spec messages', async () => {
    await openShareDialog();
    expect(await sendButton().isDisabled()).toBe(true);
    expect(await dialog().getByLabel('Phone').getAttribute('placeholder')).toBe('+1 555 123 4567');
    const name = dialog().getByLabel('Customer name');
    await name.focus();
    await shop.keyboard.press('Tab');
    await dialog().getByText('Customer name is required').waitFor();
    await dialog().getByLabel('Email').focus();
    await shop.keyboard.press('Tab');
    await dialog().getByText('At least one contact method (email or phone) is required').waitFor();
    await name.fill('  Dana Driver ');
    expect(await sendButton().isDisabled()).toBe(true);
    await dialog().getByLabel('Phone').fill('+1 555 123 4567');
    await expect
      .poll(() => dialog().getByText('At least one contact method (email or phone) is required').count())
      .toBe(0);
    expect(await sendButton().isDisabled()).toBe(false);
    await dialog().getByLabel('Phone').fill('   ');
    expect(await sendButton().isDisabled()).toBe(true);
    await screenshot(shop, 'share-dialog-validation');
  });

  it("shows the server's message when sending fails", async () => {
    await shop.route(
      (target) => target.pathname.includes('notificationDemo.shareQuoteWithCustomer'),
      (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify([
            {
              error: {
                json: {
                  message: 'E-mail: the mail server refused the message',
                  code: -32603,
                  data: {
                    code: 'BAD_GATEWAY',
                    httpStatus: 502,
                    path: 'notificationDemo.shareQuoteWithCustomer',
                  },
                },
              },
            },
          ]),
        }),
    );
    await dialog().getByLabel('Email').fill('nobody@example.test');
    await sendButton().click();
    await dialog().getByRole('alert').filter({ hasText: 'the mail server refused the message' }).waitFor();
    expect(await dialog().isVisible()).toBe(true);
    await shop.unroute((target) => target.pathname.includes('notificationDemo.shareQuoteWithCustomer'));
  });

  it("sends by e-mail: 'Sending...', the success message, closing 2 seconds later", async () => {
    await shop.route(
      (target) => target.pathname.includes('notificationDemo.shareQuoteWithCustomer'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      },
    );
    await dialog().getByLabel('Email').fill(` ${CUSTOMER_EMAIL} `);
    await dialog().getByLabel('Message (optional)').fill('Hi Dana, here is the brake quote we discussed.');
    // Timed in the page, from the success message appearing to the dialog leaving the DOM: the
    // test's own polling would add its delay to one end only.
    const openFor = shop.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shownAt = 0;
          const observer = new MutationObserver(() => {
            const open = document.querySelector('[role="dialog"]');
            if (!shownAt && open?.textContent?.includes('Quote sent by e-mail.')) shownAt = performance.now();
            if (shownAt && !open) {
              observer.disconnect();
              resolve(performance.now() - shownAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await sendButton().click();
    await dialog().getByRole('button', { name: 'Sending...' }).waitFor();
    expect(await sendButton().isDisabled()).toBe(true);
    const success = dialog().getByText('Quote sent by e-mail. The customer sees revision 1.', {
      exact: true,
    });
    await success.waitFor();
    await screenshot(shop, 'share-dialog-sent');
    await dialog().waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await openFor).toBeGreaterThan(1_900);
    expect(await openFor).toBeLessThan(3_500);
    await shop.unrouteAll();

    const section = responseSection();
    await expect.poll(() => textOf(section)).toContain('Dana Driver');
    expect(await textOf(section)).toContain(`E-mail to ${CUSTOMER_EMAIL}`);
    expect(await textOf(section)).toContain('Not opened yet');
    expect(await textOf(section)).not.toContain('nobody@example.test');
  });
});

describe('the customer answers job by job', () => {
  it('opens the e-mailed link signed out and sees exactly the customer view', async () => {
    const link = await readOutboxLink(
      inject('outboxFile'),
      CUSTOMER_EMAIL,
      new RegExp(`/quote/${quoteId}\\?t=`),
    );
    ({ browser: customer, page } = await openPage());
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Bayside Auto Care' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    const body = await textOf(page.locator('body'));
    expect(body).not.toContain('Sam Advisor');
    expect(body).not.toContain('Quote actions');
    expect(body).not.toContain(CUSTOMER_EMAIL);
    expect(body).toContain('2 jobs wait for your approval.');
    expect(await page.getByRole('heading', { level: 2, name: 'Your approval' }).count()).toBe(1);
    // The labor guide's brake job, and the advisor's own line as a job of its own.
    const jobs = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(jobs).toHaveLength(2);
    expect(jobs).toContain(EXTRA_JOB);
    brakeJob = jobs.find((job) => job !== EXTRA_JOB)!;
    expect(brakeJob).toMatch(/brake/i);
    for (const job of [brakeJob, EXTRA_JOB]) {
      await jobCard(job).getByText('Waiting for your answer').waitFor();
      expect(await jobCard(job).getByRole('button', { name: 'Approve' }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    }
    expect(await textOf(jobCard(EXTRA_JOB))).toContain('$82.50');
    await screenshot(page, 'share-approval-customer-desktop');
  });

  it('approves one job and declines the other; the answers stay after a reload and can change', async () => {
    // Approving asks for the customer's typed name and consent to the total due first.
    await jobCard(brakeJob).getByRole('button', { name: 'Approve', exact: true }).click();
    const authorize = page.getByRole('dialog', { name: `Approve ${brakeJob}` });
    await authorize.getByRole('button', { name: 'Approve and authorize' }).click();
    await authorize.getByText('Tick the box to authorize the work').waitFor();
    expect(await authorize.getByLabel('Your full name').inputValue()).toBe('Dana Driver');
    expect(await authorize.getByRole('checkbox').getAttribute('aria-label')).toBeNull();
    await screenshotAtBothSizes(page, 'share-approval-authorize');
    await authorize.getByRole('button', { name: 'Cancel' }).click();
    await approveOnPublicPage(page, jobCard(brakeJob));
    await jobCard(brakeJob).getByText('Approved', { exact: true }).waitFor();
    expect(await textOf(jobCard(brakeJob))).toMatch(/by Dana Driver on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(
      await jobCard(brakeJob).getByRole('button', { name: 'Approve' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await approveOnPublicPage(page, jobCard(EXTRA_JOB));
    await jobCard(EXTRA_JOB).getByText('Approved', { exact: true }).waitFor();
    await jobCard(EXTRA_JOB).getByRole('button', { name: 'Decline' }).click();
    await jobCard(EXTRA_JOB).getByText('Declined', { exact: true }).waitFor();
    await page.getByText('Thank you, Bayside Auto Care has your answers.').waitFor();

    await page.reload();
    await jobCard(brakeJob).getByText('Approved', { exact: true }).waitFor();
    await jobCard(EXTRA_JOB).getByText('Declined', { exact: true }).waitFor();
    await screenshot(page, 'share-approval-customer-answered');
  });

  it('downloads the estimate as a PDF: its number, the total due and the authorization typed on the page', async () => {
    const number = ((await page.getByText(/^Estimate #\d+$/).textContent()) ?? '').replace('Estimate ', '');
    const totalDue = await page
      .getByLabel('Quote totals')
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: /^Total due$/ }) })
      .locator('dd')
      .textContent();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Estimate-${number.slice(1)}-Bayside-Auto-Care.pdf`);
    // The browser runs as a separate process: its download is saved here before it is read.
    const file = join(await mkdtemp(join(tmpdir(), 'estimate-')), 'estimate.pdf');
    await download.saveAs(file);
    const text = (await pdfPages(await readFile(file))).join('\n');
    expect(text).toContain(number);
    expect(text).toContain(`Total due ${totalDue}`);
    expect(text).toMatch(/Dana Driver authorized \$[\d,]+\.\d{2} for /);
    expect(text).toContain('Online');
    expect(text).toContain('Declined');
  });

  it('fits a phone, and prints without the buttons', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await jobCard(brakeJob).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'share-approval-customer-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ media: 'print' });
    expect(await jobCard(brakeJob).getByRole('button', { name: 'Approve' }).isVisible()).toBe(false);
    expect(await jobCard(brakeJob).getByText('Approved', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'share-approval-customer-print');
    await page.emulateMedia({ media: 'screen' });
  });

  it('shows neither answers nor buttons on the link without the token', async () => {
    await page.goto(`/quote/${quoteId}`);
    await page.getByRole('table', { name: 'Labor items' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByText('Your approval').count()).toBe(0);
    expect(await page.getByText('Dana Driver').count()).toBe(0);
  });
});

describe('the advisor sees the answers', () => {
  it('lists each job’s answer and the opened link in the quote panel', async () => {
    await shop.goto(quoteUrl);
    const section = responseSection();
    await section.waitFor();
    const answers = section.getByRole('list', { name: 'Answers per job' }).getByRole('listitem');
    await expect.poll(() => textOf(answers.filter({ hasText: brakeJob }))).toContain('Approved');
    expect(await textOf(answers.filter({ hasText: brakeJob }))).toContain('Dana Driver');
    expect(await textOf(answers.filter({ hasText: EXTRA_JOB }))).toContain('Declined');
    expect(await textOf(section)).toMatch(/Opened (once|\d+ times), last [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // The section's badge counts the two answers (one sending), and the section sits right
    // under the estimate's details, above the suggestions.
    expect(await section.locator('h3').textContent()).toBe('Customer response2');
    const side = shop.getByTestId('quote-side').getByRole('region');
    const titles = (await side.allTextContents()).map((t) => t.slice(0, 17));
    expect(titles.indexOf('Customer response')).toBeLessThan(
      titles.findIndex((t) => t.startsWith('Suggested')),
    );
    await section.scrollIntoViewIfNeeded();
    await screenshot(shop, 'share-approval-advisor-panel');
  });
});
