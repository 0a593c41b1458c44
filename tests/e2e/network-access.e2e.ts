import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_MEMBERS_ONLY_MESSAGE, PENDING_NETWORK_MESSAGE } from '../../src/shared/network-access';
import { openPage, screenshot, signUp } from './support/browser';
import { F150, shopIdOf } from './support/quote-flow';

// Anyone can sign up; the network's repair history is for member shops. This file makes one
// sign-up.
const USER = {
  name: 'Nico Newcomer',
  email: `e2e-network-${randomBytes(4).toString('hex')}@example.com`,
  password: 'no-shop-yet-1',
};
const SHOP_NAME = `Nico Garage ${randomBytes(2).toString('hex')}`;

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openPage());
  await signUp(page, USER);
});
afterAll(() => browser?.close());

describe('the shop network for an account with no shop', () => {
  it('shows /old the members-only message with Add New Shop instead of an error', async () => {
    await page.goto(`/old?vin=${F150.vin}`);
    await page.getByText(NETWORK_MEMBERS_ONLY_MESSAGE).waitFor();
    expect(await page.getByRole('button', { name: 'Add New Shop' }).isVisible()).toBe(true);
    expect(await page.getByTestId('job-card').count()).toBe(0);
    expect(await page.getByText('Error fetching jobs').count()).toBe(0);
    expect(await page.getByText('Please select a shop to continue').count()).toBe(0);
    // The header's network count is network data too.
    expect(await page.getByTestId('jobs-badge').count()).toBe(0);
    await screenshot(page, 'network-members-only');
  });

  it('is refused the network by the server, not only by the page', async () => {
    const answer = await page.evaluate(async () => {
      const input = encodeURIComponent(JSON.stringify({ json: { search: 'brake pads' } }));
      const response = await fetch(`/trpc/job.getJobs?input=${input}`);
      return { status: response.status, body: await response.json() };
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.json.message).toBe(NETWORK_MEMBERS_ONLY_MESSAGE);
  });

  it('adds a shop from the message, and is told the network opens once the shop is approved', async () => {
    await page.getByRole('button', { name: 'Add New Shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Shop' });
    await dialog.getByLabel('Shop name').fill(SHOP_NAME);
    await dialog.getByLabel('Shop system').selectOption('DEMO_SHOP');
    await dialog.getByRole('button', { name: 'Add Shop' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Please select a shop to continue').waitFor();
    expect(await page.getByText(NETWORK_MEMBERS_ONLY_MESSAGE).count()).toBe(0);

    // Approval by an administrator, and the search after it: shop-roles.e2e.ts.
    await page.goto(`/old?vin=${F150.vin}&shopId=${await shopIdOf(page, SHOP_NAME)}`);
    await page.getByText(PENDING_NETWORK_MESSAGE).waitFor();
    expect(await page.getByTestId('job-card').count()).toBe(0);
    expect(await page.getByText('Error fetching jobs').count()).toBe(0);
  });
});
