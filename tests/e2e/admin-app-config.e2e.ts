import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, openSignedIn, screenshot, screenshotAtBothSizes, withPage } from './support/browser';

const REFUSED = 'Sign-up is by invitation only. Ask your shop to invite you.';

let browser: BrowserContext;
let page: Page;

/** Puts every value this file changes back to its default, through the admin's own session. */
function restoreDefaults(p: Page) {
  return p.evaluate(async () => {
    const post = (path: string, key: string) =>
      fetch(`/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { key } }),
      });
    await post('appVariable.resetAppVariable', 'new_shop_labor_rate');
    await post('appSetting.resetAppSetting', 'signup_mode');
    await post('appSetting.resetAppSetting', 'analytics_enabled');
  });
}

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADMIN));
});
afterAll(async () => {
  // Other browser tests share the server: sign-up must stay open even if a test failed.
  await (page ? restoreDefaults(page) : undefined)?.catch(() => undefined);
  await browser?.close();
});

const row = (p: Page, key: string) => p.locator(`tr[data-key="${key}"]`);
const shownValue = (r: Locator) => r.getByTestId('app-config-value').textContent();
const historyRows = (p: Page) => p.getByRole('table', { name: 'Change history' }).locator('tbody tr');
/** A history row's text on one line ('… $0.00 → to $125.50': the arrow, and 'to' for screen readers). */
const historyText = async (p: Page, index = 0) =>
  (await historyRows(p).nth(index).innerText()).replace(/\s+/g, ' ').replace(' → to ', ' → ');

async function openEditor(p: Page, label: string) {
  await p.getByRole('button', { name: `Edit ${label}` }).click();
  const dialog = p.getByRole('dialog', { name: label });
  await dialog.waitFor();
  return dialog;
}

describe('App Variables', () => {
  it('lists the variables as an admin reads them, at their defaults', async () => {
    await page.goto('/admin/app-variables');
    await page.getByRole('heading', { name: 'App Variables' }).waitFor();
    const rate = row(page, 'new_shop_labor_rate');
    await rate.waitFor();
    expect(await rate.getByText('Labor rate of a new shop').count()).toBe(1);
    expect(await shownValue(rate)).toBe('$0.00');
    expect(await rate.getByText('Default', { exact: true }).count()).toBe(1);
    expect(await shownValue(row(page, 'polish_words_descriptive'))).toBe('40 words');
    expect(await shownValue(row(page, 'polish_words_short'))).toBe('12 words');
    await page.getByText('No changes yet.').waitFor();
    await screenshotAtBothSizes(page, 'admin-app-variables');
  });

  it('refuses a bad value with its message, saves a good one and records it in the history', async () => {
    let dialog = await openEditor(page, 'Labor rate of a new shop');
    const input = dialog.getByRole('spinbutton', { name: 'Labor rate of a new shop' });
    expect(await input.getAttribute('step')).toBe('0.01');
    await input.fill('12.345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Dollars and cents only').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('-5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Must be 0 or more').waitFor();
    await screenshotAtBothSizes(page, 'admin-app-variables-invalid');

    // The save is held back, so the pending state can be seen: Save is disabled meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const saves: string[] = [];
    await page.route('**/trpc/appVariable.saveAppVariable**', async (route) => {
      saves.push(route.request().postData() ?? '');
      await held;
      await route.continue();
    });
    await input.fill('125.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => saves.length).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    expect(saves[0]).toContain('"value":125.5');
    release();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/trpc/appVariable.saveAppVariable**');

    const rate = row(page, 'new_shop_labor_rate');
    await expect.poll(() => shownValue(rate)).toBe('$125.50');
    expect(await rate.getByText('Default', { exact: true }).count()).toBe(0);
    await expect.poll(() => historyRows(page).count()).toBe(1);
    const change = await historyText(page);
    expect(change).toContain('Labor rate of a new shop');
    expect(change).toContain('$0.00 → $125.50');
    await screenshotAtBothSizes(page, 'admin-app-variables-saved');

    // Restored: 'Reset to default' puts $0.00 back, recorded too.
    dialog = await openEditor(page, 'Labor rate of a new shop');
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => shownValue(rate)).toBe('$0.00');
    await rate.getByText('Default', { exact: true }).waitFor();
    await expect.poll(() => historyRows(page).count()).toBe(2);
    expect(await historyText(page)).toContain('$125.50 → $0.00');
  });

  it('edits a word limit with a whole-number field', async () => {
    const dialog = await openEditor(page, 'Short polish: word limit');
    const input = dialog.getByRole('spinbutton', { name: 'Short polish: word limit' });
    await input.fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('At least 5 words').waitFor();
    await input.fill('7.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a whole number').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await shownValue(row(page, 'polish_words_short'))).toBe('12 words');
  });
});

describe('App Settings', () => {
  it('turns analytics off and on again with a named switch', async () => {
    await page.goto('/admin/app-settings');
    await page.getByRole('heading', { name: 'App Settings' }).waitFor();
    const analytics = row(page, 'analytics_enabled');
    await analytics.waitFor();
    expect(await shownValue(row(page, 'signup_mode'))).toBe('Open');
    expect(await shownValue(analytics)).toBe('On');
    await screenshotAtBothSizes(page, 'admin-app-settings');

    let dialog = await openEditor(page, 'Usage analytics');
    const toggle = dialog.getByRole('switch', { name: 'Usage analytics' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    // The switch slides in a transition; the screenshot waits for it to settle.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'admin-app-settings-switch');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => shownValue(analytics)).toBe('Off');

    dialog = await openEditor(page, 'Usage analytics');
    await dialog.getByRole('switch', { name: 'Usage analytics' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => shownValue(analytics)).toBe('On');
    await analytics.getByText('Default', { exact: true }).waitFor();
    await expect.poll(() => historyRows(page).count()).toBe(2);
    expect(await historyText(page)).toContain('Usage analytics Off → On');
  });

  it('makes sign-up invitation-only (a stranger is refused), then opens it again', async () => {
    const signup = row(page, 'signup_mode');
    let dialog = await openEditor(page, 'Sign-up');
    await dialog.getByRole('combobox', { name: 'Sign-up' }).selectOption({ label: 'By invitation only' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => shownValue(signup)).toBe('By invitation only');
    await screenshotAtBothSizes(page, 'admin-app-settings-invitation');

    await withPage(async (visitor) => {
      await visitor.goto('/signup');
      await visitor.getByLabel('Name', { exact: true }).fill('Sam Stranger');
      await visitor.getByLabel('Email address', { exact: true }).fill(`stranger-${Date.now()}@example.test`);
      await visitor.getByLabel('Password', { exact: true }).fill('long-enough-1');
      await visitor.getByRole('button', { name: 'Create account' }).click();
      await visitor.getByRole('alert').filter({ hasText: REFUSED }).waitFor();
    });

    dialog = await openEditor(page, 'Sign-up');
    await dialog.getByRole('combobox', { name: 'Sign-up' }).selectOption({ label: 'Open' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => shownValue(signup)).toBe('Open');
    await signup.getByText('Default', { exact: true }).waitFor();
    expect(await historyText(page)).toContain('Sign-up By invitation only → Open');
  });
});
