import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openSignedIn, screenshot } from './support/browser';
import { BRAKE_JOB, laborRows, newQuoteAt } from './support/quote-flow';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
});
afterAll(() => browser?.close());

/** A brake quote at the shop, left open on its quote page; returns its path. */
async function brakeQuoteAt(shopName: string): Promise<string> {
  await newQuoteAt(page, shopName, BRAKE_JOB);
  await laborRows(page).first().waitFor();
  return new URL(page.url()).pathname;
}

async function openJobDialog(label: string) {
  await page.getByRole('button', { name: 'Quote actions' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  return page.getByRole('dialog', { name: label, exact: true });
}

/** How many jobs the shop system's RO page shows (the emulator serves the page the link opens). */
async function jobsOnRoPage(link: string, marker: RegExp): Promise<number> {
  const html = await (await fetch(link)).text();
  return html.match(new RegExp(marker.source, 'g'))?.length ?? 0;
}

describe('job creation from a quote', () => {
  it('creates the job in Tekmetric once, from a quote opened with the extension parameters', async () => {
    const path = await brakeQuoteAt('Bayside Auto Care');
    const title = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();

    // Without the extension's parameters the dialog says so at once, in words and with the first
    // missing one named, and Create Job waits for them.
    let dialog = await openJobDialog('Create Job in Tekmetric');
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('urlSource is missing. Make sure to use the browser extension.');
    await dialog.getByText('this page does not know which one yet').waitFor();
    expect(await dialog.getByRole('button', { name: 'Create Job' }).isDisabled()).toBe(true);
    await screenshot(page, 'job-creation-missing-repair-order');
    await page.keyboard.press('Escape');
    const shopId = new URL(page.url()).searchParams.get('shopId');
    await page.goto(
      `${path}?shopId=${shopId}&urlSource=https%3A%2F%2Fshop.tekmetric.com&shopTekmetricId=7001`,
    );
    dialog = await openJobDialog('Create Job in Tekmetric');
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Repair order Tekmetric ID is missing. Make sure to use the browser extension.');
    expect(await dialog.getByRole('button', { name: 'Create Job' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    const launch = `${path}?shopId=${shopId}&urlSource=https%3A%2F%2Fshop.tekmetric.com%2Fadmin%2Fshop%2F7001%2Frepair-orders%2F90001&shopTekmetricId=7001&repairOrderTekmetricId=90001&repairOrderNumberTekmetric=1042`;
    await page.goto(launch);
    dialog = await openJobDialog('Create Job in Tekmetric');
    await dialog.getByText('to repair order #1042 in Tekmetric').waitFor();
    const create = dialog.getByRole('button', { name: 'Create Job' });
    await create.dblclick();
    const link = dialog.getByRole('link', { name: 'View RO #1042 in Tekmetric' });
    await link.waitFor();
    await screenshot(page, 'job-creation-tekmetric');
    const href = (await link.getAttribute('href'))!;
    expect(await jobsOnRoPage(href, new RegExp(`Job: ${title}`))).toBe(1);

    // Trying again (a new visit, the dialog reopened) links the same job and writes nothing.
    await page.reload();
    dialog = await openJobDialog('Create Job in Tekmetric');
    await dialog.getByRole('link', { name: 'View RO #1042 in Tekmetric' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Create Job' }).count()).toBe(0);
    expect(await jobsOnRoPage(href, new RegExp(`Job: ${title}`))).toBe(1);
    await page.keyboard.press('Escape');
    // The quote shows where it was created.
    const shopSystem = page.getByRole('region', { name: /Shop system/ });
    expect(
      await shopSystem.getByRole('link', { name: 'View RO #1042 in Tekmetric' }).getAttribute('href'),
    ).toBe(href);
  });

  it('creates the job in Shop-Ware (dialog and V2) and shows the RO link', async () => {
    const path = await brakeQuoteAt('Great Lakes Service Center');
    const shopId = new URL(page.url()).searchParams.get('shopId');
    expect(
      await page
        .getByRole('button', { name: 'Quote actions' })
        .click()
        .then(() => page.getByRole('menuitem', { name: 'Create Job in ShopWare V2' }).count()),
    ).toBe(0);
    await page.keyboard.press('Escape');

    const urlSource = encodeURIComponent('https://greatlakes.shop-ware.com/work_orders/55001');
    await page.goto(
      `${path}?shopId=${shopId}&urlSource=${urlSource}&source=chrome-extension-shopWare&shopWareOrderId=55001&shopWareFriendlyOrderId=2201`,
    );
    let dialog = await openJobDialog('Create Job in ShopWare');
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Note ID is missing. Make sure to use the browser extension.');
    expect(await dialog.getByRole('button', { name: 'Create Job' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto(`${page.url()}&noteId=880`);
    dialog = await openJobDialog('Create Job in ShopWare');
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    const link = dialog.getByRole('link', { name: 'View RO #2201 in Shop Ware' });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    await page.keyboard.press('Escape');
    dialog = await openJobDialog('Create Job in ShopWare');
    await dialog.getByRole('link', { name: 'View RO #2201 in Shop Ware' }).waitFor();
    await page.keyboard.press('Escape');

    // V2 writes to the same RO: the job 'Create Job in ShopWare' wrote is the RO's job, linked
    // instead of written a second time (the parts V2 would leave out are still listed).
    dialog = await openJobDialog('Create Job in ShopWare V2');
    await dialog.getByText('Parts that will not be created (not sourced):').waitFor();
    await dialog
      .getByText(
        /Already created on this repair order on .* with revision 1 \(\$[\d,.]+\)\. It is not written twice\./,
      )
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Create Job' }).count()).toBe(0);
    await screenshot(page, 'job-creation-shopware-v2');
    expect(await dialog.getByRole('link', { name: 'View RO #2201 in Shop Ware' }).getAttribute('href')).toBe(
      href,
    );
    const roPage = await (await fetch(href)).text();
    expect(roPage.match(/RQ-/g)?.length).toBe(2); // one recommendation and its note
    await page.keyboard.press('Escape');
    const shopSystem = page.getByRole('region', { name: /^Shop system/ });
    await shopSystem.getByText(/^Holds revision 1 \(\$[\d,.]+\)$/).waitFor();
  });
});
