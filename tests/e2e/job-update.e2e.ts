import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, DEMO_ADVISOR, openPage, openSignedIn, screenshot } from './support/browser';
import { approveOnPublicPage, BAYSIDE, BRAKE_JOB, laborRows, newQuoteAt } from './support/quote-flow';

// Issue 26: the customer approves revision 2 on the public page, declining one job; the advisor
// writes the approved work into the Tekmetric job created with revision 1 (the emulator's RO).

const DECLINED = 'Cabin air filter';
const ADDED = 'Wheel alignment';

let advisor: BrowserContext;
let customer: BrowserContext;
let shop: Page;
let page: Page;
let quoteId: string;
let launch: string;

beforeAll(async () => {
  ({ browser: advisor, page: shop } = await openSignedIn(DEMO_ADVISOR));
  ({ browser: customer, page } = await openPage());
}, 120_000);
afterAll(() => closeAll(advisor, customer));

/** A tRPC mutation as the signed-in advisor's browser sends it; its answer. */
function mutate<T>(procedure: string, input: object): Promise<T> {
  return shop.evaluate(
    async ([path, json]) => {
      const response = await fetch(`/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json }),
      });
      return (await response.json()).result.data.json;
    },
    [procedure, input] as const,
  );
}

const addLabor = (title: string, hours: number) =>
  mutate('quote.addQuoteLaborItem', { quoteId, title, description: `${title} as quoted`, hours, rate: 165 });
const share = () =>
  mutate<{ link: string }>('notificationDemo.shareQuoteWithCustomer', {
    quoteId,
    customerName: 'Dana Driver',
    customerEmail: 'dana.update@example.test',
    includeAcceptanceTracking: true,
  });
const shopSystem = () => shop.getByRole('region', { name: /^Shop system/ });

async function openFromMenu(label: string) {
  await shop.getByRole('button', { name: 'Quote actions' }).click();
  await shop.getByRole('menuitem', { name: label, exact: true }).click();
  return shop.getByRole('dialog', { name: label, exact: true });
}

describe('updating the job in the shop system', () => {
  it('creates the job in Tekmetric with revision 1', async () => {
    quoteId = await newQuoteAt(shop, BAYSIDE, BRAKE_JOB);
    await laborRows(shop).first().waitFor();
    await addLabor(DECLINED, 0.3);
    await share();
    const path = new URL(shop.url()).pathname;
    const shopId = new URL(shop.url()).searchParams.get('shopId');
    const source = encodeURIComponent('https://shop.tekmetric.com/admin/shop/7001/repair-orders/90002');
    launch = `${path}?shopId=${shopId}&urlSource=${source}&shopTekmetricId=7001&repairOrderTekmetricId=90002&repairOrderNumberTekmetric=1043`;
    await shop.goto(launch);
    const dialog = await openFromMenu('Create Job in Tekmetric');
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await dialog.getByText(/^Job created in Tekmetric with revision 1 \(\$[\d,.]+\)\.$/).waitFor();
    await shop.keyboard.press('Escape');
    await shopSystem()
      .getByText(/^Holds revision 1 \(\$[\d,.]+\)$/)
      .waitFor();
  });

  it('the customer approves revision 2 on the public page and declines one job', async () => {
    await addLabor(ADDED, 1);
    const { link } = await share();
    await page.goto(link);
    const answers = page.getByRole('region', { name: 'Your approval' });
    // Revision 2 is the one with the added job.
    await answers.getByRole('region', { name: ADDED, exact: true }).waitFor();
    const cards = answers.getByRole('region');
    const count = await cards.count();
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const name = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
      if (name === DECLINED) {
        await card.getByRole('button', { name: 'Decline' }).click();
        await card.getByText('Declined', { exact: true }).waitFor();
      } else {
        await approveOnPublicPage(page, card);
        await card.getByText('Approved', { exact: true }).waitFor();
      }
    }
  });

  it("offers 'Update job in Tekmetric', says what is left out, and writes revision 2 into the same job", async () => {
    await shop.goto(launch);
    await shopSystem()
      .getByText(/^The customer approved revision 2 \(\$[\d,.]+\)\./)
      .waitFor();
    await shopSystem().scrollIntoViewIfNeeded();
    await screenshot(shop, 'job-update-offered');
    const dialog = await openFromMenu('Update job in Tekmetric');
    await dialog.getByText('Left out: declined by the customer').waitFor();
    expect(await dialog.getByRole('list', { name: 'Approved on revision 2' }).textContent()).toContain(ADDED);
    expect(await dialog.getByRole('list', { name: 'Approved on revision 2' }).textContent()).not.toContain(
      DECLINED,
    );
    await dialog.getByText('The same job on the repair order is rewritten').waitFor();
    await screenshot(shop, 'job-update-dialog');

    await dialog.getByRole('button', { name: 'Update Job' }).dblclick();
    await dialog
      .getByText(/^Job updated in Tekmetric: RO #1043 now holds revision 2 \(\$[\d,.]+\)\.$/)
      .waitFor();
    const href = (await dialog
      .getByRole('link', { name: 'View RO #1043 in Tekmetric' })
      .getAttribute('href'))!;
    await shop.keyboard.press('Escape');

    await shopSystem()
      .getByText(/^Holds the approved jobs of revision 2 \(\$[\d,.]+\)$/)
      .waitFor();
    await shopSystem()
      .getByText(/^Updated to revision 2 \(\$[\d,.]+\) · /)
      .waitFor();
    await shopSystem().getByText(`Left out: ${DECLINED} (declined)`).waitFor();
    await shopSystem().scrollIntoViewIfNeeded();
    await screenshot(shop, 'job-update-card');
    await shop.getByRole('button', { name: 'Quote actions' }).click();
    expect(await shop.getByRole('menuitem', { name: 'Update job in Tekmetric' }).count()).toBe(0);
    await shop.keyboard.press('Escape');

    // The emulator's RO shows one job of this quote, with the added work and without the declined job.
    const html = await (await fetch(href)).text();
    const ours = html.split('<section>').filter((section) => section.includes(`RQ-${quoteId}`));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain(`Labor: ${ADDED}: ${ADDED} as quoted`);
    expect(ours[0]).not.toContain(DECLINED);
    expect(ours[0]).toContain('(revision 2)');
  });
});
