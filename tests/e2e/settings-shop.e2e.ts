import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_APPROVAL_LABEL, PENDING_NETWORK_MESSAGE } from '../../src/shared/network-access';
import { DEMO_ADVISOR, openSignedIn, screenshot, screenshotAtBothSizes, signUp } from './support/browser';
import { BAYSIDE, refreshFromTekmetric, shopIdOf } from './support/quote-flow';

// My Shop, Check Now against the in-process Tekmetric emulator (Bayside comes connected), the
// settings menu, the extension marker and Add New Shop. Bayside is shared with the other browser
// tests: every field edited here is one Check Now restores from Tekmetric.
const SHOP = BAYSIDE;
const MENU = [
  'My Profile',
  'Chrome Extension',
  'My Shop',
  'Matrices',
  'Users',
  'Integrations',
  'Knowledge Base',
];

let browser: BrowserContext;
let page: Page;
let shopId: string;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
  shopId = await shopIdOf(page, SHOP);
});
afterAll(async () => {
  // Whatever failed above, Bayside goes back to Tekmetric's details for the other browser tests.
  const advisor = await openSignedIn(DEMO_ADVISOR);
  await refreshFromTekmetric(advisor.page, shopId);
  await advisor.browser.close();
  await browser?.close();
});

const details = () => page.getByRole('definition');
const detail = async (label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

describe('Settings as the demo advisor', () => {
  it('lists the seven settings pages in order, keeps the query string, and /settings opens the profile', async () => {
    await page.goto(`/settings?shopId=${shopId}`);
    await page.waitForURL((url) => url.pathname === '/settings/profile');
    expect(new URL(page.url()).searchParams.get('shopId')).toBe(shopId);
    const menu = page.getByRole('navigation', { name: 'Settings' });
    await menu.getByRole('link', { name: 'Knowledge Base' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(MENU);
    for (const link of await menu.getByRole('link').all()) {
      expect(new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('shopId')).toBe(shopId);
    }
    await menu.getByRole('link', { name: 'My Shop' }).click();
    await page.getByRole('heading', { name: 'Shop Details', exact: true }).waitFor();
    // The page's title once: the card of the shop's facts has its own name.
    expect(await page.getByRole('heading', { name: /^shop details$/i }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Shop profile', level: 2 }).waitFor();
    expect(await detail('Shop system')).toBe('Tekmetric');
    expect(await details().allTextContents()).not.toContain('TEKMETRIC');
  });

  it('edits the shop: Cancel restores, Save keeps the rate, phone and name, the quote rate follows', async () => {
    const open = async () => {
      await page.getByRole('button', { name: 'Edit Shop' }).click();
      return page.getByRole('dialog', { name: 'Edit Shop' });
    };
    let dialog = await open();
    await dialog.getByLabel('Shop name').fill('Changed and cancelled');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    dialog = await open();
    expect(await dialog.getByLabel('Shop name').inputValue()).toBe(SHOP);

    const rate = dialog.getByLabel('Standard labor rate ($ per hour)');
    expect(await rate.getAttribute('step')).toBe('0.01');
    expect(await rate.getAttribute('min')).toBe('0');
    await rate.fill('-5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Labor rate must be 0 or more').waitFor();
    await rate.fill('172.5');
    await dialog.getByLabel('Shop name').fill('Bayside Auto Care & Tire');
    await dialog.getByLabel('Phone').fill('(650) 555-9999');
    await screenshot(page, 'settings-shop-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => detail('Standard labor rate')).toBe('$172.50 / hour');
    expect(await detail('Name')).toBe('Bayside Auto Care & Tire');
    expect(await detail('Phone')).toBe('(650) 555-9999');
    // Website links get https:// (spec 001 §2).
    expect(await page.getByRole('link', { name: 'baysideautocare.example' }).getAttribute('href')).toBe(
      'https://baysideautocare.example',
    );
    await page.reload();
    await expect.poll(() => detail('Name')).toBe('Bayside Auto Care & Tire');
  });

  it('switches sourcing on quote creation on and off, kept across a reload', async () => {
    const sourcing = page.getByRole('switch', { name: 'Source parts on quote creation' });
    expect(await sourcing.getAttribute('aria-checked')).toBe('false');
    await sourcing.click();
    await expect.poll(() => sourcing.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => sourcing.isDisabled()).toBe(false);
    await page.reload();
    await expect.poll(() => sourcing.getAttribute('aria-checked')).toBe('true');
    await sourcing.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => sourcing.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => sourcing.isDisabled()).toBe(false);
  });

  it("Check Now brings back Tekmetric's name, phone and labor rate and shows the update time", async () => {
    // Another browser test may have refreshed Bayside already.
    await page.getByText(/^(Not updated from Tekmetric yet|Last updated from Tekmetric on )/).waitFor();
    await page.getByRole('button', { name: 'Check Now' }).click();
    // The answer or the error shows in the check's status region; its text is in a failure's message.
    const result = page.getByRole('status', { name: 'Check result' });
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).not.toBe('');
    // Also 'labor matrix' and 'parts matrix' when no other test has refreshed Bayside before.
    expect(await result.textContent()).toMatch(/^Updated from Tekmetric: name, phone(,| and) labor rate/);
    expect(await detail('Name')).toBe(SHOP);
    expect(await detail('Phone')).toBe('(650) 555-0142');
    expect(await detail('Standard labor rate')).toBe('$165.00 / hour');
    expect(await detail('Auto-apply labor matrix')).toBe('Labor Matrix (#301)');
    await page.getByText(/^Last updated from Tekmetric on /).waitFor();
    await screenshotAtBothSizes(page, 'settings-shop');
  });

  it('shows the extension as not installed, then installed with the version its marker carries', async () => {
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Chrome Extension' })
      .click();
    await page.getByText('Not installed').waitFor();
    expect(await page.getByRole('link', { name: /Chrome Web Store/ }).getAttribute('target')).toBe('_blank');
    await page.evaluate(() => {
      const marker = document.createElement('meta');
      marker.id = 'repair-quotes-extension';
      marker.setAttribute('data-version', '2.4.1');
      document.head.append(marker);
    });
    await page.getByText('Installed, version 2.4.1').waitFor();
    await screenshot(page, 'settings-chrome-extension');
  });
});

describe('Add New Shop as a new user', () => {
  const user = {
    name: 'Nora Newshop',
    email: `e2e-newshop-${randomBytes(4).toString('hex')}@example.com`,
    password: 'new-shop-pass-1',
  };
  const tekmetricId = 600_000 + Math.floor(Math.random() * 300_000);

  it('asks for the URL of a Tekmetric shop, adds it, resets the form and lists the shop', async () => {
    await page.context().clearCookies();
    await signUp(page, user);
    await page.getByRole('button', { name: 'Change shop' }).click();
    const shops = page.getByRole('dialog', { name: 'Shops' });
    await shops.getByText('No shops found').waitFor();
    await shops.getByRole('button', { name: 'Add New Shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Shop' });
    const system = dialog.getByLabel('Shop system');
    expect(await system.inputValue()).toBe('TEKMETRIC');
    expect(await system.locator('option').allTextContents()).toEqual([
      'Tekmetric',
      'Shop-Ware',
      'Sun Auto',
      'Demo shop',
    ]);
    const url = dialog.getByLabel('Shop settings URL');
    expect(await url.getAttribute('placeholder')).toBe('https://shop.tekmetric.com/admin/shop/1234');
    await dialog.getByLabel('Shop name').fill('Nora Auto Works');
    await dialog.getByRole('button', { name: 'Add Shop' }).click();
    await dialog.getByText("Enter the address of the shop's settings page in Tekmetric").waitFor();
    await system.selectOption('SHOP_WARE');
    expect(await url.getAttribute('placeholder')).toBe('https://yourshop.shop-ware.com/settings/shops/1234');
    await system.selectOption('TEKMETRIC');
    await url.fill(`https://shop.tekmetric.com/admin/shop/${tekmetricId}`);
    await screenshot(page, 'settings-add-shop');
    await dialog.getByRole('button', { name: 'Add Shop' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shops.getByRole('button', { name: 'Select Nora Auto Works' }).waitFor();
    expect(await shops.getByText('No address · Tekmetric').count()).toBe(1);
    // A shop added by its user waits for the network (shop-roles.e2e.ts follows it to approval).
    await page.getByText(PENDING_NETWORK_MESSAGE).waitFor();
    await shops
      .getByRole('listitem')
      .filter({ hasText: 'Nora Auto Works' })
      .getByText(PENDING_APPROVAL_LABEL)
      .waitFor();

    await shops.getByRole('button', { name: 'Add New Shop' }).click();
    expect(await dialog.getByLabel('Shop name').inputValue()).toBe('');
    expect(await system.inputValue()).toBe('TEKMETRIC');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await shops.getByRole('button', { name: 'Select Nora Auto Works' }).click();
    await page.goto(`/settings/shop${new URL(page.url()).search}`);
    await page
      .getByText('Set your labor rate: new quotes charge labor at $0.00 an hour until you do.')
      .waitFor();
    await screenshot(page, 'settings-shop-new');
  });
});
