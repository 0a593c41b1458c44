import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMULATOR_USER } from '../../dev/emulators/partstech/server';
import { EMULATOR_CREDENTIALS } from '../../dev/emulators/tekmetric/server';
import { DEMO_ADMIN, openSignedIn, screenshot } from './support/browser';
import { selectShop } from './support/quote-flow';

// The e2e server runs the Tekmetric, Shop-Ware and PartsTech emulators in-process (its log says
// 'Tekmetric emulator: …') and seeds Bayside (Tekmetric) and Great Lakes (Shop-Ware) connected.

let browser: BrowserContext;
let page: Page;
let shopIds: Record<string, string>;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADMIN));
  shopIds = await page.evaluate(async () => {
    const response = await (await fetch('/trpc/shop.getMyShops')).json();
    const memberships: Array<{ shop: { id: string; name: string } }> = response.result.data.json;
    return Object.fromEntries(memberships.map((m) => [m.shop.name, m.shop.id]));
  });
});
afterAll(() => browser?.close());

const row = (system: string) => page.getByRole('listitem', { name: `${system} integration` });
const heading = (shop: string) => page.getByRole('heading', { name: `Integrations in ${shop}` });

describe('Settings → Integrations as the demo admin', () => {
  it('opens from the settings menu and asks for a shop first', async () => {
    const log = readFileSync(inject('serverLog'), 'utf8');
    for (const system of ['Tekmetric', 'Shop-Ware', 'PartsTech'])
      expect(log).toContain(`${system} emulator:`);
    await page.goto('/settings/profile');
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Integrations' })
      .click();
    await page.getByText('Select a shop to see its integrations.').waitFor();
    await selectShop(page, 'Great Lakes Service Center');
    await heading('Great Lakes Service Center').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/integrations');
  });

  it('checks and re-authorizes the Shop-Ware integration', async () => {
    const shopWare = row('Shop-Ware');
    await shopWare.waitFor();
    expect(await shopWare.getByText('office@greatlakes.example').isVisible()).toBe(true);
    expect(await page.getByText('Keys are stored encrypted and never shown in full.').isVisible()).toBe(true);
    // A Shop-Ware shop that has one gets no Shop-Ware or Tekmetric button; PartsTech is offered.
    expect(await page.getByRole('button', { name: 'Connect Shop-Ware' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Connect Tekmetric' }).count()).toBe(0);

    await shopWare.getByRole('button', { name: 'Check' }).click();
    await shopWare.getByText('Login Access', { exact: true }).waitFor();
    expect(await shopWare.getByText('Shop Access', { exact: true }).isVisible()).toBe(true);
    // Check fills the shop's fees and taxes from Shop-Ware's shop: Ann Arbor's, as the demo has them.
    await shopWare.getByText(/^Tax rates filled from Shop-Ware: parts 6%, labor 0%, fees 6%\./).waitFor();

    await shopWare.getByRole('button', { name: 'Re-authorize' }).click();
    await shopWare.getByText('Successfully connected to Shopware').waitFor();

    const toggle = shopWare.getByRole('button', { name: 'Show private key' });
    await toggle.click();
    expect(await shopWare.locator('code').textContent()).toBe('••••••••0001');
    await screenshot(page, 'settings-integrations-shopware');
  });

  it('connects PartsTech on the registration page, then lists it with a masked key', async () => {
    const [tab] = await Promise.all([
      browser.waitForEvent('page'),
      page.getByRole('button', { name: 'Connect PartsTech' }).click(),
    ]);
    await tab.waitForURL(/\/settings\/integrations\/partstech\?shopId=/);
    expect(new URL(tab.url()).searchParams.get('shopId')).toBe(shopIds['Great Lakes Service Center']);
    await tab.getByRole('heading', { name: 'Connect PartsTech' }).waitFor();
    expect(await tab.getByRole('link', { name: 'Sign up at PartsTech' }).getAttribute('target')).toBe(
      '_blank',
    );

    await tab.getByLabel('PartsTech username').fill(EMULATOR_USER.id);
    await tab.getByLabel('API key').fill('not-the-right-key-0000');
    await tab.getByRole('button', { name: 'Connect PartsTech' }).click();
    await tab
      .getByText(
        'PartsTech did not accept this username and API key. Check them in your PartsTech account and try again.',
      )
      .waitFor();
    await screenshot(tab, 'settings-integrations-partstech-error');

    await tab.getByLabel('API key').fill(EMULATOR_USER.key);
    await tab.getByRole('button', { name: 'Connect PartsTech' }).click();
    await tab
      .getByText('PartsTech is connected to Great Lakes Service Center. You can close this tab.')
      .waitFor();
    await screenshot(tab, 'settings-integrations-partstech-connected');
    await tab.close();

    await page.bringToFront();
    await page.reload();
    const partsTech = row('PartsTech');
    await partsTech.waitFor();
    expect(await partsTech.getByText(EMULATOR_USER.id).isVisible()).toBe(true);
    expect(await partsTech.locator('code').textContent()).toBe('••••••••••••');
    await partsTech.getByRole('button', { name: 'Show private key' }).click();
    expect(await partsTech.locator('code').textContent()).toBe('••••••••0001');
    expect(await page.content()).not.toContain(EMULATOR_USER.key);
    expect(await page.getByRole('button', { name: 'Connect PartsTech' }).count()).toBe(0);
    await screenshot(page, 'settings-integrations-connected');
  });

  it('deletes the PartsTech integration after a confirmation', async () => {
    await row('PartsTech').getByRole('button', { name: 'Delete the PartsTech integration' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the PartsTech integration?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row('PartsTech').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Connect PartsTech' }).waitFor();
    expect(await row('Shop-Ware').isVisible()).toBe(true);
  });

  it("checks Bayside's Tekmetric integration and lists its suppliers", async () => {
    await page.goto(`/settings/integrations?shopId=${shopIds['Bayside Auto Care']}`);
    await heading('Bayside Auto Care').waitFor();
    const tekmetric = row('Tekmetric');
    await tekmetric.getByRole('button', { name: 'Check' }).click();
    await tekmetric.getByText('Login Access', { exact: true }).waitFor();
    expect(await tekmetric.getByText('Tekmetric shop: Bayside Auto Care').isVisible()).toBe(true);
    expect(await tekmetric.getByRole('button', { name: 'Re-authorize' }).count()).toBe(0);

    const suppliers = page.getByRole('table', { name: 'Suppliers' });
    await suppliers.waitFor();
    expect(await suppliers.getByRole('row').count()).toBeGreaterThan(1);
    await screenshot(page, 'settings-integrations-tekmetric');
  });

  it('connects Tekmetric again through its dialog, showing the server message on failure', async () => {
    await row('Tekmetric').getByRole('button', { name: 'Delete the Tekmetric integration' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await row('Tekmetric').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Connect Tekmetric' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Tekmetric' });
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByText('Login is required').waitFor();
    await dialog.getByLabel('Login').fill(EMULATOR_CREDENTIALS.clientId);
    await dialog.getByLabel('Password').fill('wrong-secret-0000');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByText('Tekmetric did not accept this client ID and secret.').waitFor();
    await screenshot(page, 'settings-integrations-tekmetric-dialog');

    await dialog.getByLabel('Password').fill(EMULATOR_CREDENTIALS.clientSecret);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row('Tekmetric').getByText(EMULATOR_CREDENTIALS.clientId).waitFor();
    expect(await page.getByRole('button', { name: 'Connect Tekmetric' }).count()).toBe(0);

    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'settings-integrations-tablet');
  });
});
