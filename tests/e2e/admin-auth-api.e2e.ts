import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_ADVISOR, openSignedIn, screenshot, withSignedIn } from './support/browser';

// Admin → Auth APIs: the platform's switch and keys per external system. Everything changed here
// is put back (other browser tests share the server).

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADMIN));
});
afterAll(() => browser?.close());

const row = (name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openEdit(name: string) {
  await row(name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  return page.getByRole('dialog', { name: 'Edit Auth API' });
}

describe('Auth APIs as the demo admin', () => {
  it('lists the four systems with their switch and truncated keys', async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Auth APIs' }).click();
    await page.getByRole('heading', { name: 'Auth APIs' }).waitFor();
    await row('Plate lookup').waitFor();
    const names = await page.locator('tbody tr td:first-child').allTextContents();
    expect(names).toEqual(['Tekmetric', 'Shop-Ware', 'PartsTech', 'Plate lookup']);
    expect(await row('PartsTech').getByText('Enabled').count()).toBe(1);
    // The demo's PartsTech partner comes from the emulator's environment: shown in part only.
    const partnerKey = await row('PartsTech').locator('dd').nth(1).textContent();
    expect(partnerKey).toMatch(/…/);
    expect(await row('Tekmetric').getByText('Set per shop in Settings → Integrations').count()).toBe(1);
    await screenshot(page, 'admin-auth-api');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'admin-auth-api-1024');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('switches plate lookup off (a plate search says so), then on again', async () => {
    const dialog = await openEdit('Plate lookup');
    const access = dialog.getByRole('switch', { name: 'Login access' });
    await access.click();
    await expect.poll(() => access.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => access.isDisabled()).toBe(false);
    await screenshot(page, 'admin-auth-api-edit');
    await page.keyboard.press('Escape');
    await row('Plate lookup').getByText('Disabled').waitFor();

    // The server reads the switch through a cache of at most 5 seconds.
    await page.waitForTimeout(5_500);
    await page.goto('/');
    await page.getByLabel('Plate', { exact: true }).fill('7ABC123');
    await page.getByLabel('State', { exact: true }).selectOption('CA');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Plate lookup is switched off for this platform by an administrator.').waitFor();
    await screenshot(page, 'admin-auth-api-plate-off');

    await page.goto('/admin/auth-api');
    const again = await openEdit('Plate lookup');
    await again.getByRole('switch', { name: 'Login access' }).click();
    await expect
      .poll(() => again.getByRole('switch', { name: 'Login access' }).getAttribute('aria-checked'))
      .toBe('true');
    await page.keyboard.press('Escape');
    await row('Plate lookup').getByText('Enabled').waitFor();
  });

  it('sets a key inline, shows it truncated, and clears it again', async () => {
    const dialog = await openEdit('Plate lookup');
    await dialog.getByRole('button', { name: 'Change API key' }).click();
    await dialog.getByLabel('New api key').fill('plate-demo-key-0042');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('plate-…0042').waitFor();
    expect(await dialog.getByText('plate-demo-key-0042').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Change API key' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Not set').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
  });

  it('is refused to an advisor', async () => {
    await withSignedIn(DEMO_ADVISOR, async (other) => {
      await other.goto('/admin/auth-api');
      await other.getByText('This area is for administrators.').waitFor();
    });
  });
});
