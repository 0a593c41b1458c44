import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type A11yProblem, seriousViolations } from './support/axe';
import {
  DEMO_ADVISOR,
  launchBrowser,
  readOutboxLink,
  screenshot,
  screenshotAtBothSizes,
  signUp,
} from './support/browser';

// The server rate-limits sign-in (10/min), sign-up (10/min) and reset requests (5/min) per IP:
// this file makes 6 sign-ins, 2 sign-ups and 1 reset request.
const PASSWORD_UPDATED = 'Your password has been updated. Sign in with your new password.';
const LINK_USED = 'This link has expired or was already used. Request a new link.';

const uniqueEmail = (label: string) => `e2e-${label}-${randomBytes(4).toString('hex')}@example.com`;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).search;

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
});

beforeEach(async () => {
  await context.clearCookies();
  await page?.close();
  page = await context.newPage();
});

describe('account pages', () => {
  it('signs a new user up, lands on the app shell and is asked to add a shop first', async () => {
    await page.goto('/signup');
    await screenshot(page, 'sign-up');
    await signUp(page, { name: 'Pat Mechanic', email: uniqueEmail('signup'), password: 'torque-wrench-8' });

    expect(pathOf(page)).toBe('/');
    expect(await page.getByRole('heading', { name: 'Sign in to your account' }).count()).toBe(0);
    expect(await page.getByRole('banner').isVisible()).toBe(true);

    // An account in no shop adds its shop first; the shop it adds is selected.
    const onboarding = page.getByRole('region', { name: 'Add your shop first' });
    await onboarding.waitFor();
    expect(await page.getByRole('heading', { name: 'Select a vehicle' }).count()).toBe(0);
    await screenshot(page, 'onboarding-no-shop');
    await onboarding.getByRole('button', { name: 'Add New Shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Shop' });
    await dialog.getByLabel('Shop system').selectOption('DEMO_SHOP');
    await dialog.getByLabel('Shop name').fill('Pat’s Garage');
    await dialog.getByRole('button', { name: 'Add Shop' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('link', { name: 'Pat’s Garage' }).waitFor();
    await onboarding.waitFor({ state: 'detached' });
    // Next: the vehicle, as for everyone.
    await page.getByRole('heading', { name: 'Select a vehicle' }).waitFor();
  });

  it("shows the server's message for a wrong password, then signs in with the right one", async () => {
    await page.goto('/login');
    await page.getByLabel('Email address', { exact: true }).fill(DEMO_ADVISOR.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid email or password');
    expect(await alert.getAttribute('class')).toContain('bg-red-50');
    await screenshot(page, 'sign-in-error');

    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADVISOR.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('banner').waitFor();
    // The new session renders the app a moment before the navigation to '/' lands.
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await page.getByRole('heading', { name: 'Sign in to your account' }).count()).toBe(0);
  });

  it('shows the sign-in screen in place of a protected page, keeps the query string and signs in there', async () => {
    await page.goto('/settings/profile?shopId=x');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    expect(pathOf(page)).toBe('/settings/profile');
    expect(searchOf(page)).toBe('?shopId=x');
    await screenshot(page, 'sign-in');

    await page.getByRole('link', { name: 'Create a new account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(pathOf(page)).toBe('/signup');
    expect(searchOf(page)).toBe('?shopId=x');

    // Signing in right there replaces the screen with the app and goes to '/'.
    await page.goBack();
    await page.getByLabel('Email address', { exact: true }).fill(DEMO_ADVISOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADVISOR.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('banner').waitFor();
    // The new session renders the app a moment before the navigation to '/' lands.
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await page.getByRole('heading', { name: 'Sign in to your account' }).count()).toBe(0);
  });

  it('rejects a short password on sign-up without calling the server', async () => {
    const signUpCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up')) signUpCalls.push(request.url());
    });
    const email = uniqueEmail('short');
    await page.goto(`/signup?email=${encodeURIComponent(email)}&name=Sam%20Short`);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Sam Short');
    expect(await page.getByLabel('Email address', { exact: true }).inputValue()).toBe(email);

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-describedby')).toBe('sign-up-password-error');
    await screenshot(page, 'sign-up-validation');

    expect(pathOf(page)).toBe('/signup');
    expect(signUpCalls).toEqual([]);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const email = uniqueEmail('reset');
    await signUp(page, { name: 'Robin Reset', email, password: 'old-password-1' });
    await context.clearCookies();

    await page.goto(`/reset-password?email=${encodeURIComponent(email)}`);
    expect(await page.getByLabel('Email address', { exact: true }).inputValue()).toBe(email);
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await page.getByText('Password reset instructions have been sent to your email address.').waitFor();
    await screenshot(page, 'reset-password-sent');

    const link = await readOutboxLink(inject('outboxFile'), email, /\/reset-password\/[^/?#\s]+$/);
    await page.goto(link);
    expect(pathOf(page)).toMatch(/^\/reset-password\/[^/]+$/);
    await page.getByRole('heading', { name: 'Update your password' }).waitFor();
    await screenshot(page, 'update-password');

    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('new-password-3');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm new password', { exact: true }).fill('new-password-2');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Your password has been successfully updated.').waitFor();
    await screenshot(page, 'update-password-done');
    // The page waits 2 seconds before going to the sign-in page, which confirms the change.
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 3_500 });
    const confirmation = page.getByText(PASSWORD_UPDATED, { exact: true });
    await confirmation.waitFor();
    expect(await confirmation.getAttribute('role')).toBe('status');
    expect(await confirmation.getAttribute('class')).toContain('bg-green-50');
    await screenshotAtBothSizes(page, 'sign-in-password-updated');

    // The confirmation is this page's only: the way into the app does not carry it.
    await fillSignIn(page, email, 'new-password-2');
    await page.getByRole('banner').waitFor();
    expect(pathOf(page)).toBe('/');
    expect(searchOf(page)).toBe('');

    // The e-mailed link is spent: opening it again says so at once (no form to fill in for
    // nothing) and offers a new one.
    await context.clearCookies();
    await page.goto(link);
    const used = page.getByRole('alert');
    await used.waitFor();
    expect(await used.textContent()).toBe(LINK_USED);
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    // Nothing on the page invites a new password any more.
    expect(await page.getByText('Choose a new password for your account.').count()).toBe(0);
    await screenshotAtBothSizes(page, 'update-password-link-used');
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(pathOf(page)).toBe('/reset-password');
  });

  it('signs in at 127.0.0.1 as well as at localhost', async () => {
    const loopback = new URL(inject('baseURL'));
    loopback.hostname = '127.0.0.1';
    await page.goto(new URL('/login', loopback).href);
    await screenshotAtBothSizes(page, 'sign-in-page');
    await fillSignIn(page, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
    await page.getByRole('banner').waitFor();
    expect(new URL(page.url()).host).toBe(loopback.host);
    expect(pathOf(page)).toBe('/');
    expect(await page.getByRole('heading', { name: 'Sign in to your account' }).count()).toBe(0);
  });

  it('asks for a new link when the update page has no token', async () => {
    await page.goto('/update-password');
    await page.getByText('Invalid or missing reset token.').waitFor();
    await screenshot(page, 'update-password-no-token');
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(pathOf(page)).toBe('/reset-password');
  });

  // Ten page states, each loaded and scanned: longer than one flow.
  it('has no serious or critical accessibility problems on the account pages (axe-core)', async () => {
    const problems: A11yProblem[] = [];
    const check = async (name: string, heading: string) => {
      await page.getByRole('heading', { name: heading }).waitFor();
      problems.push(...(await seriousViolations(page, name)));
    };
    for (const [name, path, heading] of [
      ['sign-in', '/login?email=pat%40example.com', 'Sign in to your account'],
      ['sign-in after a password update', '/login?updated=1', 'Sign in to your account'],
      ['sign-in in place of a protected page', '/settings/profile', 'Sign in to your account'],
      ['sign-up', '/signup', 'Create your account'],
      ['reset password', '/reset-password', 'Reset your password'],
      ['update password', '/reset-password/not-a-token', 'Update your password'],
      ['update password without a token', '/update-password', 'Update your password'],
    ] as const) {
      await page.goto(path);
      await check(name, heading);
    }

    // The states after a submit: the fields' errors, the server's answer.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Password is required').waitFor();
    await check('sign-in with field errors', 'Sign in to your account');
    await fillSignIn(page, DEMO_ADVISOR.email, 'not-the-password');
    await page.getByRole('alert').waitFor();
    await check('sign-in refused', 'Sign in to your account');
    await page.goto('/reset-password/not-a-token');
    await page.getByText(LINK_USED).waitFor();
    await check('update password with a dead link', 'Update your password');

    const report = problems.map(
      (p) => `${p.page}: ${p.rule} (${p.impact}) ${p.help} → ${p.targets.join(' | ')}`,
    );
    expect(report).toEqual([]);
  }, 180_000);

  it("shows 'Page not found' for an unknown path, with working buttons", async () => {
    await page.goto('/login');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'not-found');

    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/login');

    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  });
});
