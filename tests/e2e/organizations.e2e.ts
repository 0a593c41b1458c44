import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_ADMIN,
  DEMO_ADVISOR,
  expectNoSidewaysScroll,
  launchBrowser,
  openSignedIn,
  screenshot,
  screenshotAtBothSizes,
  signIn,
} from './support/browser';
import {
  type CreatedCredential,
  createCredentialThroughUi,
  createOrganizationWithMember,
  organizationCard,
  removeMemberFromOrganization,
} from './support/organizations';

const SHOP = 'Bayside Auto Care';
// Other browser tests share the server: the organizations' names are this run's own.
const RUN = Math.random().toString(36).slice(2, 8);
const ORGANIZATION = `E2E Partner ${RUN}`;
// Sorted after ORGANIZATION; it has no shops, and the advisor is taken out of it mid-test.
const LEFT_ORGANIZATION = `E2E Quiet ${RUN}`;
const NICKNAME = 'Dispatch system';
const OLD_NICKNAME = 'Old integration';

let adminBrowser: BrowserContext;
let adminPage: Page;
let browser: BrowserContext;
let page: Page;
const organizationIds: string[] = [];
/** The credential made through the UI: its client id and the secret read from the result view. */
let credential: CreatedCredential;

beforeAll(async () => {
  ({ browser: adminBrowser, page: adminPage } = await openSignedIn(DEMO_ADMIN));
  for (const [name, shopNames] of [
    [ORGANIZATION, [SHOP]],
    [LEFT_ORGANIZATION, []],
  ] as const) {
    organizationIds.push(
      await createOrganizationWithMember(adminPage, {
        name,
        memberEmail: DEMO_ADVISOR.email,
        shopNames: [...shopNames],
      }),
    );
  }
  browser = await launchBrowser();
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseURL') });
  page = await browser.newPage();
});
afterAll(async () => {
  // The advisor leaves the test in no organization of this run, even if a test failed.
  for (const id of organizationIds) {
    await removeMemberFromOrganization(adminPage, DEMO_ADVISOR.email, id).catch(() => undefined);
  }
  await browser?.close();
  await adminBrowser?.close();
});

/** Both sizes, each fitting the window: nothing sticks out sideways. */
const screenshotBothSizes = (p: Page, name: string) =>
  screenshotAtBothSizes(p, name, { check: expectNoSidewaysScroll });

const credentialsList = (card: Locator) => card.getByRole('list', { name: `Credentials of ${ORGANIZATION}` });
const credentialRow = (card: Locator, nickname: string) =>
  credentialsList(card).getByRole('listitem', { name: nickname, exact: true });

describe('My Organizations as a member of an organization', () => {
  it('opens from the profile page: the organizations by name with the API, shops and credentials', async () => {
    await signIn(page, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
    await page.goto('/settings/profile');
    const link = page.getByRole('link', { name: 'My Organizations' });
    await link.waitFor();
    await screenshot(page, 'organizations-profile-link');
    await link.click();
    await page.getByRole('heading', { name: 'My Organizations', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/organizations');
    // Not an entry of the settings menu.
    expect(await page.getByRole('navigation', { name: 'Settings' }).count()).toBe(0);

    const card = organizationCard(page, ORGANIZATION);
    await card.waitFor();
    const docs = card.getByRole('link', { name: 'API documentation' });
    expect(await docs.getAttribute('href')).toBe('/api/docs');
    expect(await docs.getAttribute('target')).toBe('_blank');
    const endpoint = `${inject('baseURL')}/api/v1`;
    expect(await card.getByRole('link', { name: endpoint }).count()).toBe(1);
    expect(await card.getByRole('list', { name: `Shops of ${ORGANIZATION}` }).textContent()).toBe(SHOP);
    await card.getByText('No credentials found').waitFor();

    const quiet = organizationCard(page, LEFT_ORGANIZATION);
    await quiet.getByText('No shops found').waitFor();
    await quiet.getByText('No credentials found').waitFor();
    const names = await page.getByRole('region').getByRole('heading', { level: 2 }).allTextContents();
    expect(names.indexOf(ORGANIZATION)).toBeLessThan(names.indexOf(LEFT_ORGANIZATION));

    await card.getByRole('button', { name: 'Copy API endpoint' }).click();
    await card.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(endpoint);
    await screenshotBothSizes(page, 'organizations');
  });

  it("checks the nickname, and shows the server's refusal in red in the form", async () => {
    const quiet = organizationCard(page, LEFT_ORGANIZATION);
    await quiet.getByRole('button', { name: `Create Credential for ${LEFT_ORGANIZATION}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Credential' });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.getByText('Nickname is required').waitFor();

    // The advisor is taken out of the organization while the page still shows it.
    await removeMemberFromOrganization(adminPage, DEMO_ADVISOR.email, organizationIds[1]!);
    await dialog.getByLabel('Nickname', { exact: true }).fill('Too late');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Organization not found.');
    expect(await alert.evaluate((el) => el.className)).toContain('text-red');
    await screenshot(page, 'organizations-create-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('creates a credential: the secret is shown once, then only masked', async () => {
    credential = await createCredentialThroughUi(page, ORGANIZATION, NICKNAME, async (result) => {
      await result.getByText('Copy the secret now: it will not be shown again.').waitFor();
      await result.getByRole('button', { name: 'Copy client secret' }).click();
      await result.getByText('Copied').waitFor();
      await screenshotBothSizes(page, 'organizations-credential-created');
    });
    expect(credential.clientId).toMatch(/^rqc_[A-Za-z0-9_-]{24}$/);
    expect(credential.clientSecret).toMatch(/^rqs_[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(credential.clientSecret);

    const card = organizationCard(page, ORGANIZATION);
    const row = credentialRow(card, NICKNAME);
    await row.waitFor();
    const masked = `${credential.clientSecret.slice(0, 8)}…${credential.clientSecret.slice(-4)}`;
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(credential.clientId);
    expect(text).toContain(masked);
    expect(text).toMatch(new RegExp(`Created by ${DEMO_ADVISOR.name} on [A-Z][a-z]{2} \\d{1,2}, \\d{4}`));
    expect(await card.getByText('No credentials found').count()).toBe(0);
    expect(await page.content()).not.toContain(credential.clientSecret);

    // Opening the dialog again starts from an empty form: the secret is gone for good.
    await card.getByRole('button', { name: `Create Credential for ${ORGANIZATION}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Credential' });
    expect(await dialog.getByLabel('Nickname', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(credential.clientSecret);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(credential.clientSecret);
    await screenshotBothSizes(page, 'organizations-credential-masked');
  });

  it('deletes another credential after a confirmation, keeping the first', async () => {
    const old = await createCredentialThroughUi(page, ORGANIZATION, OLD_NICKNAME);
    expect(old.clientId).not.toBe(credential.clientId);
    const card = organizationCard(page, ORGANIZATION);
    const rows = credentialsList(card).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);

    const row = credentialRow(card, OLD_NICKNAME);
    await row.getByRole('button', { name: `Delete ${OLD_NICKNAME}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete "${OLD_NICKNAME}"?` });
    await confirm.waitFor();
    await screenshot(page, 'organizations-delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: `Delete ${OLD_NICKNAME}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(`Credential "${OLD_NICKNAME}" was deleted`).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await credentialRow(card, NICKNAME).count()).toBe(1);

    // The organization taken away earlier is gone after a reload.
    await page.reload();
    await credentialRow(card, NICKNAME).waitFor();
    expect(await organizationCard(page, LEFT_ORGANIZATION).count()).toBe(0);
  });
});

describe('My Organizations for someone in no organization', () => {
  it('says an administrator adds them to one', async () => {
    await adminPage.goto('/organizations');
    await adminPage
      .getByText('You are not a member of any organization. An administrator adds you to one.')
      .waitFor();
    await screenshotBothSizes(adminPage, 'organizations-none');
  });
});
