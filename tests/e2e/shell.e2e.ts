import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_ADMIN,
  DEMO_ADVISOR,
  openPage,
  readOutboxLink,
  screenshot,
  signIn,
  withPage,
  withSignedIn,
} from './support/browser';

const ACCORD_VIN = '1HGCM82633A004352';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openPage());
});
afterAll(() => browser?.close());

const badge = () => page.getByTestId('vehicle-badge');
const url = () => new URL(page.url());

describe('app shell as the demo advisor', () => {
  it("shows 'Loading...' while the session loads, then the shell with the header", async () => {
    await signIn(page, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
    // Hold the session request so the loading state can be seen.
    await page.route('**/api/auth/get-session*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    await expect.poll(() => page.getByText('Loading...').isVisible(), { timeout: 5000 }).toBe(true);
    await page.getByRole('banner').waitFor();
    await page.unroute('**/api/auth/get-session*');

    // The demo network: 20,000 jobs, with the thousands separator.
    expect(await page.getByTestId('jobs-badge').textContent()).toBe('20,000 Jobs in the network');
    expect(await page.getByRole('link', { name: 'Profile', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await badge().textContent()).toContain('No vehicle selected');
    expect(await page.getByText('SMS Data is missing. Please select your shop.').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Select a vehicle' }).isVisible()).toBe(true);
    await screenshot(page, 'shell-vehicle-picker');
  });

  it('selects a shop in the Shops dialog', async () => {
    await page.getByRole('button', { name: 'Change shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shops' });
    await dialog.getByText('Bayside Auto Care').waitFor();
    expect(await dialog.getByRole('button', { name: 'Select' }).count()).toBe(3);
    await screenshot(page, 'shell-shops-dialog');
    await dialog.getByRole('button', { name: 'Select Great Lakes Service Center' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Great Lakes Service Center' }).waitFor();
    expect(url().searchParams.get('shopId')).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Change shop' }).click();
    await dialog.getByRole('img', { name: 'Current shop' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Select' }).count()).toBe(2);
    expect(await dialog.getByRole('button', { name: 'Select Great Lakes Service Center' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('refuses an invalid VIN with a clear message, then decodes a real one', async () => {
    await page.getByRole('tab', { name: 'Search by VIN' }).click();
    const vinInput = page.getByLabel('VIN', { exact: true });
    await vinInput.fill('1HGCM82633A00435');
    await vinInput.press('Enter');
    await page.getByText('A VIN has 17 characters; this one has 16.').waitFor();
    expect(url().searchParams.get('vin')).toBeNull();

    await vinInput.fill(ACCORD_VIN.toLowerCase());
    await vinInput.press('Enter');
    await expect.poll(() => url().searchParams.get('vin')).toBe(ACCORD_VIN);
    expect(url().searchParams.get('vehicleId')).toBeNull();
    await expect.poll(() => badge().textContent()).toContain('Honda Accord');
    expect(await badge().textContent()).toContain('2003');
    expect(await badge().textContent()).toContain(ACCORD_VIN);
    await page.getByRole('heading', { name: 'How can I help, Sam Advisor?' }).waitFor();
    await screenshot(page, 'shell-home-ready');
  });

  it("shows the 'Vehicle Information' dialog and changes the vehicle by plate", async () => {
    await badge().click();
    const dialog = page.getByRole('dialog', { name: 'Vehicle Information' });
    await dialog.getByText(ACCORD_VIN).waitFor();
    expect(await dialog.getByText('Honda Accord', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole('img').first().getAttribute('src')).toBe('/vehicle-fallback.svg');
    await screenshot(page, 'shell-vehicle-dialog');

    await dialog.getByRole('button', { name: 'Change Vehicle' }).click();
    await dialog.getByRole('heading', { name: 'Select a vehicle' }).waitFor();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Change Vehicle' }).click();

    const plate = dialog.getByLabel('Plate', { exact: true });
    await plate.fill('ZZZ 999');
    await dialog.getByLabel('State', { exact: true }).selectOption('NV');
    await plate.press('Enter');
    await dialog.getByText('No vehicle found for plate ZZZ999 in NV').waitFor();

    await dialog.getByLabel('State', { exact: true }).selectOption('CA');
    await plate.fill('7abc123');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => url().searchParams.get('vin')).toBe(ACCORD_VIN);
  });

  it('restores the last shop and vehicle from local storage', async () => {
    await page.goto('/');
    await expect.poll(() => badge().textContent()).toContain('Honda Accord');
    await page.getByRole('link', { name: 'Great Lakes Service Center' }).waitFor();
  });

  it('keeps the query string on in-app links and shows the profile', async () => {
    await page.goto(`/?vin=${ACCORD_VIN}&source=test`);
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(url().pathname).toBe('/settings/profile');
    expect(url().searchParams.get('source')).toBe('test');
    expect(await page.getByText(DEMO_ADVISOR.email).isVisible()).toBe(true);
  });

  it('shows Profile behind the menu toggle on small screens, with the network beside it', async () => {
    // The spec's Profile, and (issue 28) every other section an advisor may open.
    await page.setViewportSize({ width: 640, height: 900 });
    expect(await page.getByRole('link', { name: 'Profile', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect((await menu.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual([
      'Network',
      'Profile',
    ]);
    await screenshot(page, 'shell-small-screen');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('offers a reload when a page’s code cannot be loaded, and the reload shows the page', async () => {
    await page.goto('/');
    await page.getByRole('banner').waitFor();
    // The network search's code is not loaded yet; the connection drops as it is asked for.
    await page.route('**/assets/old-*.js', (route) => route.abort('connectionfailed'));
    await page.getByRole('link', { name: 'Network' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not load' });
    await alert.waitFor();
    await screenshot(page, 'shell-page-code-failed');
    await page.unroute('**/assets/old-*.js');
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('banner').waitFor();
    expect(url().pathname).toBe('/old');
    expect(await alert.count()).toBe(0);
  });

  it('signs out to the sign-in page', async () => {
    await page.goto('/settings/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Sign in to your account').waitFor();
    await page.goto('/');
    await page.getByText('Sign in to your account').waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
  });
});

describe('roles and invitations', () => {
  it('shows the Admin button to an admin only', async () => {
    await withSignedIn(DEMO_ADMIN, async (adminPage) => {
      await adminPage.getByRole('link', { name: 'Admin' }).click();
      await adminPage.getByRole('heading', { name: 'Admin' }).waitFor();
      expect(new URL(adminPage.url()).pathname).toBe('/admin/');
    });
  });

  it('joins an invited person to the shop when they sign up from the e-mail link', async () => {
    const email = `invited-${Date.now()}@example.test`;
    await withSignedIn(DEMO_ADVISOR, async (advisorPage) => {
      // The invite screen arrives with the settings issue; the procedure is called as the web app would.
      const status = await advisorPage.evaluate(async (invitee) => {
        const shops = await (await fetch('/trpc/shop.getMyShops')).json();
        const sunshine = shops.result.data.json.find(
          (m: { shop: { name: string } }) => m.shop.name === 'Sunshine Car Clinic',
        );
        const response = await fetch('/trpc/invitation.inviteUserToShop', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ json: { shopId: sunshine.shop.id, email: invitee, name: 'Nico New' } }),
        });
        return response.status;
      }, email);
      expect(status).toBe(200);
    });

    const link = await readOutboxLink(inject('outboxFile'), email, /\/signup\?invitationToken=/);
    await withPage(async (inviteePage) => {
      await inviteePage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      expect(await inviteePage.getByLabel('Email address', { exact: true }).inputValue()).toBe(email);
      expect(await inviteePage.getByLabel('Name', { exact: true }).inputValue()).toBe('Nico New');
      await inviteePage.getByLabel('Password', { exact: true }).fill('welcome-aboard-1');
      await inviteePage.getByRole('button', { name: 'Create account' }).click();
      await inviteePage.getByRole('link', { name: 'Sunshine Car Clinic' }).waitFor();
      await expect.poll(() => new URL(inviteePage.url()).searchParams.get('invitationToken')).toBeNull();
    });
  });
});
