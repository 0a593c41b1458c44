import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADVISOR, openPage, readOutboxLink, screenshot, signIn, withPage } from './support/browser';
import { selectShop } from './support/quote-flow';

// One sign-in and one sign-up (the server limits both per minute and per address).
const SHOP = 'Bayside Auto Care';
const INVITEE = {
  name: 'Nina Newhire',
  email: `e2e-invitee-${randomBytes(4).toString('hex')}@example.com`,
  password: 'brake-pads-88',
};

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openPage());
});
afterAll(() => browser?.close());

const url = () => new URL(page.url());
const usersList = (p: Page) => p.getByRole('list', { name: `Users in ${SHOP}` });

describe('Users settings as the demo advisor', () => {
  it('asks for a shop first, then lists the users of the selected shop with their join date', async () => {
    await signIn(page, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
    await page.goto('/settings/users');
    await page.getByText('Select a shop to see users linked to it.').waitFor();
    expect(await page.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'settings-users-no-shop');

    await selectShop(page, SHOP);
    await page.getByRole('heading', { name: `Users in ${SHOP}` }).waitFor();
    expect(url().pathname).toBe('/settings/users');
    expect(url().searchParams.get('shopId')).toMatch(/^[0-9a-f-]{36}$/);

    const list = usersList(page);
    await list.waitFor();
    const rows = list.getByRole('listitem');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toContain('Alex Admin');
    expect(await rows.nth(1).textContent()).toContain('Sam Advisor');
    expect(await rows.nth(1).textContent()).toContain('You');
    expect(await rows.nth(2).textContent()).toContain('Casey Member');
    // en-US short month: 'Joined on Mar 4, 2026'.
    expect(await rows.nth(0).textContent()).toMatch(/Joined on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await screenshot(page, 'settings-users');

    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'settings-users-tablet');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("shows the server's message in red in the Invite User form, then invites a new person", async () => {
    // Keyboard: the button opens the dialog and the e-mail field takes the focus.
    await page.getByRole('button', { name: 'Invite User' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    const email = dialog.getByLabel('Email', { exact: true });
    await expect.poll(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await email.getAttribute('type')).toBe('email');

    await email.fill('admin@example.com');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`admin@example.com is already a member of ${SHOP}.`);
    expect(await alert.getAttribute('class')).toContain('text-red-700');
    await screenshot(page, 'settings-users-invite-error');

    await email.fill(INVITEE.email);
    await dialog.getByLabel('Name', { exact: true }).fill(INVITEE.name);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Invitation sent to ${INVITEE.email}`).waitFor();
  });

  it('lets the invited person sign up from the e-mailed link and join the shop', async () => {
    const link = await readOutboxLink(inject('outboxFile'), INVITEE.email, /\/signup\?.*invitationToken=/);
    const shopId = url().searchParams.get('shopId');
    await withPage(async (inviteePage) => {
      const approvals: string[] = [];
      inviteePage.on('request', (request) => {
        if (request.url().includes('invitation.approveInvitation')) approvals.push(request.url());
      });
      await inviteePage.goto(link);
      await inviteePage.getByRole('heading', { name: 'Create your account' }).waitFor();
      expect(await inviteePage.getByLabel('Email address', { exact: true }).inputValue()).toBe(INVITEE.email);
      expect(await inviteePage.getByLabel('Name', { exact: true }).inputValue()).toBe(INVITEE.name);
      await screenshot(inviteePage, 'settings-users-invitee-sign-up');

      await inviteePage.getByLabel('Password', { exact: true }).fill(INVITEE.password);
      await inviteePage.getByRole('button', { name: 'Create account' }).click();
      await inviteePage.getByRole('banner').waitFor();

      // Approved once at the root: the token leaves the URL, the rest of the query stays.
      await expect.poll(() => new URL(inviteePage.url()).searchParams.has('invitationToken')).toBe(false);
      const landed = new URL(inviteePage.url());
      expect(landed.pathname).toBe('/');
      expect(landed.searchParams.get('shopId')).toBe(shopId);
      await inviteePage.getByRole('banner').getByRole('link', { name: SHOP }).waitFor();
      expect(approvals).toHaveLength(1);

      await inviteePage.goto(`/settings/users?shopId=${shopId}`);
      const rows = usersList(inviteePage).getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(4);
      expect(await rows.nth(3).textContent()).toContain(INVITEE.name);
    });
  });

  it('lists the new user for the advisor and deletes them after a confirmation', async () => {
    await page.reload();
    const list = usersList(page);
    const row = list.getByRole('listitem').filter({ hasText: INVITEE.email });
    await row.waitFor();
    expect(await row.textContent()).toContain(INVITEE.name);
    expect(await row.textContent()).toContain('Joined on');
    await screenshot(page, 'settings-users-with-invitee');

    await row.getByRole('button', { name: `Delete ${INVITEE.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove ${INVITEE.name}?` });
    await confirm.waitFor();
    await screenshot(page, 'settings-users-delete-confirm');
    // Cancel keeps the user.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: `Delete ${INVITEE.name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText(`${INVITEE.name} was removed from ${SHOP}`).waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    expect(await list.textContent()).not.toContain(INVITEE.email);
  });

  it('invites someone who already has an account to sign in, and they join the shop', async () => {
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await page.getByRole('button', { name: 'Invite User' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(INVITEE.email);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const link = await readOutboxLink(inject('outboxFile'), INVITEE.email, /\/login\?.*invitationToken=/);
    await withPage(async (inviteePage) => {
      await inviteePage.goto(link);
      await inviteePage.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
      expect(await inviteePage.getByLabel('Email address', { exact: true }).inputValue()).toBe(INVITEE.email);
      await inviteePage.getByLabel('Password', { exact: true }).fill(INVITEE.password);
      await inviteePage.getByRole('button', { name: 'Sign in', exact: true }).click();
      await inviteePage.getByRole('banner').getByRole('link', { name: SHOP }).waitFor();
      await expect.poll(() => new URL(inviteePage.url()).searchParams.has('invitationToken')).toBe(false);
    });
    await page.reload();
    await usersList(page).getByRole('listitem').filter({ hasText: INVITEE.email }).waitFor();
  });
});
