import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PENDING_APPROVAL_LABEL,
  PENDING_NETWORK_MESSAGE,
  SHOPS_PER_DAY_MESSAGE,
} from '../../src/shared/network-access';
import { lastOwnerMessage } from '../../src/shared/shop-roles';
import {
  DEMO_ADMIN,
  DEMO_ADVISOR,
  DEMO_MEMBER,
  expectNoSidewaysScroll,
  openPage,
  openSignedIn,
  screenshotAtBothSizes,
  signUp,
  withSignedIn,
} from './support/browser';
import { F150, shopIdOf } from './support/quote-flow';

// Shop roles (issue 29): the advisor owns the demo shops, Casey Member is a plain member. The
// owner's changes are undone before the file ends, so the other files find the demo as seeded.
// One sign-up: a newcomer whose shop waits for an administrator.
const SUNSHINE = 'Sunshine Car Clinic';
const BAYSIDE = 'Bayside Auto Care';
// The note beside what only owners change (components/common/owner-only-note.tsx).
const OWNER_ONLY_NOTE = "Only the shop's owners can change these settings. Ask an owner of the shop.";
const MEMBERS_NOTE = "The shop's owners manage its people. You can invite colleagues or leave the shop.";

const usersList = (p: Page, shop: string) => p.getByRole('list', { name: `Users in ${shop}` });
const personRow = (p: Page, shop: string, email: string) =>
  usersList(p, shop).getByRole('listitem').filter({ hasText: email });
const roleOf = (row: ReturnType<typeof personRow>) =>
  row.locator('[data-slot="badge"]').first().textContent();

async function openSettings(p: Page, path: string, shop: string) {
  await p.goto(`/settings/${path}?shopId=${await shopIdOf(p, shop)}`);
}

describe('Users settings as an owner', () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
  });
  afterAll(() => browser?.close());

  it("shows each person's role in words and makes a member an owner, then a member again", async () => {
    await openSettings(page, 'users', SUNSHINE);
    const casey = personRow(page, SUNSHINE, DEMO_MEMBER.email);
    await casey.waitFor();
    expect(await roleOf(personRow(page, SUNSHINE, DEMO_ADVISOR.email))).toBe('Owner');
    expect(await roleOf(casey)).toBe('Member');
    expect(await roleOf(personRow(page, SUNSHINE, DEMO_ADMIN.email))).toBe('Member');
    const listText = (await usersList(page, SUNSHINE).textContent()) ?? '';
    expect(listText).not.toMatch(/OWNER|MEMBER/);
    // An owner removes others and sets their roles; no note for them.
    expect(await page.getByText(MEMBERS_NOTE).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Delete ${DEMO_MEMBER.name}` }).count()).toBe(1);
    await screenshotAtBothSizes(page, 'shop-roles-users-owner', { check: expectNoSidewaysScroll });

    await page.getByRole('button', { name: `Make owner: ${DEMO_MEMBER.name}` }).click();
    await page.getByText(`${DEMO_MEMBER.name} is now an owner of ${SUNSHINE}`).waitFor();
    await expect.poll(() => roleOf(casey)).toBe('Owner');
    await casey.getByRole('button', { name: `Make member: ${DEMO_MEMBER.name}` }).waitFor();

    // The promotion is real: Casey now gets the owner's controls in Sunshine.
    await withSignedIn(DEMO_MEMBER, async (member) => {
      await openSettings(member, 'users', SUNSHINE);
      await member.getByRole('button', { name: `Make member: ${DEMO_ADVISOR.name}` }).waitFor();
      expect(await member.getByText(MEMBERS_NOTE).count()).toBe(0);
    });

    await casey.getByRole('button', { name: `Make member: ${DEMO_MEMBER.name}` }).click();
    await page.getByText(`${DEMO_MEMBER.name} is now a member of ${SUNSHINE}`).waitFor();
    await expect.poll(() => roleOf(casey)).toBe('Member');
  });

  it("asks before an owner makes themselves a member, and shows the server's refusal of the last owner", async () => {
    await page.getByRole('button', { name: `Make member: ${DEMO_ADVISOR.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Make yourself a member?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Make me a member' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText(lastOwnerMessage(SUNSHINE)).waitFor();
    expect(await roleOf(personRow(page, SUNSHINE, DEMO_ADVISOR.email))).toBe('Owner');
  });
});

describe('the settings of a shop as a member', () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await openSignedIn(DEMO_MEMBER));
  });
  afterAll(() => browser?.close());

  it('lists the people with their roles, with Delete only on their own row and a note', async () => {
    await openSettings(page, 'users', BAYSIDE);
    const rows = usersList(page, BAYSIDE).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByText(MEMBERS_NOTE).waitFor();
    expect(await roleOf(personRow(page, BAYSIDE, DEMO_ADVISOR.email))).toBe('Owner');
    expect(await page.getByRole('button', { name: /^Make (owner|member)/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).allTextContents()).toHaveLength(1);
    await page.getByRole('button', { name: `Delete ${DEMO_MEMBER.name}` }).waitFor();
    // Inviting stays open to members.
    expect(await page.getByRole('button', { name: 'Invite User' }).isVisible()).toBe(true);
    await screenshotAtBothSizes(page, 'shop-roles-users-member', { check: expectNoSidewaysScroll });
  });

  it('shows My Shop read-only, with the note', async () => {
    await openSettings(page, 'shop', BAYSIDE);
    await page.getByText('$165.00 / hour').waitFor();
    await page.getByText(OWNER_ONLY_NOTE).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Shop' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Check Now' }).count()).toBe(0);
    for (const name of ['Source parts on quote creation', 'Check labor guide on quote creation'])
      expect(await page.getByRole('switch', { name }).isDisabled()).toBe(true);
    // A demo shop is in the network: no pending notice.
    expect(await page.getByText(PENDING_APPROVAL_LABEL).count()).toBe(0);
    await screenshotAtBothSizes(page, 'shop-roles-my-shop-member', { check: expectNoSidewaysScroll });
  });

  it('shows both matrices without Edit, with the note', async () => {
    await openSettings(page, 'matrix', BAYSIDE);
    await page.getByText(OWNER_ONLY_NOTE).waitFor();
    await page.getByRole('tab', { name: 'Parts Matrix' }).waitFor();
    await page.getByRole('tab', { name: 'Labor Matrix' }).click();
    await page.getByRole('tabpanel').first().waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await screenshotAtBothSizes(page, 'shop-roles-matrix-member');
  });

  it('shows the integrations without connect, check or delete, with the note', async () => {
    await openSettings(page, 'integrations', BAYSIDE);
    await page.getByText(OWNER_ONLY_NOTE).waitFor();
    await page.getByRole('listitem', { name: 'Tekmetric integration' }).waitFor();
    for (const name of [/^Connect /, /^Check$/, /^Re-authorize$/, /^Delete /])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    await screenshotAtBothSizes(page, 'shop-roles-integrations-member');
  });
});

describe('a shop added by its user waits for the network', () => {
  const newcomer = {
    name: 'Pat Pending',
    email: `e2e-pending-${randomBytes(4).toString('hex')}@example.com`,
    password: 'pending-shop-1',
  };
  // Bayside's Tekmetric shop id: the administrator is told it is the same shop.
  const shopName = `Pat's Garage ${randomBytes(2).toString('hex')}`;
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ browser, page } = await openPage());
    await signUp(page, newcomer);
  });
  afterAll(() => browser?.close());

  it('says so after Add New Shop, in the shops list and on My Shop', async () => {
    await page.getByRole('button', { name: 'Change shop' }).click();
    const shops = page.getByRole('dialog', { name: 'Shops' });
    await shops.getByRole('button', { name: 'Add New Shop' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Shop' });
    await add.getByLabel('Shop name').fill(shopName);
    await add.getByLabel('Shop system').selectOption('TEKMETRIC');
    await add.getByLabel('Shop settings URL').fill('https://shop.tekmetric.com/admin/shop/7001');
    await add.getByRole('button', { name: 'Add Shop' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByText(`${shopName} added. Select it to start quoting.`).waitFor();
    await page.getByText(PENDING_NETWORK_MESSAGE).waitFor();
    const listed = shops.getByRole('listitem').filter({ hasText: shopName });
    await listed.getByText(PENDING_APPROVAL_LABEL).waitFor();
    await page.keyboard.press('Escape');

    await openSettings(page, 'shop', shopName);
    await page.getByText(PENDING_NETWORK_MESSAGE).waitFor();
    expect(await page.getByText(PENDING_APPROVAL_LABEL, { exact: true }).count()).toBe(1);
    // Its creator owns it.
    await page.getByRole('button', { name: 'Edit Shop' }).waitFor();
    expect(await page.getByText(OWNER_ONLY_NOTE).count()).toBe(0);
    await screenshotAtBothSizes(page, 'shop-roles-my-shop-pending', { check: expectNoSidewaysScroll });

    await page.goto(`/old?vin=${F150.vin}&shopId=${await shopIdOf(page, shopName)}`);
    await page.getByText(PENDING_NETWORK_MESSAGE).waitFor();
    expect(await page.getByTestId('job-card').count()).toBe(0);
  });

  it('is approved by the administrator in Admin Shops, then searches the network', async () => {
    await withSignedIn(DEMO_ADMIN, async (admin) => {
      // Shops waiting for approval come first in the list.
      await admin.goto('/admin/shops');
      const first = admin.getByRole('table', { name: 'Shops' }).getByRole('row').nth(1);
      await first.getByText(PENDING_APPROVAL_LABEL).waitFor();
      await screenshotAtBothSizes(admin, 'shop-roles-admin-shops-list', { check: expectNoSidewaysScroll });

      await admin.goto(`/admin/shops?search=${encodeURIComponent(shopName)}`);
      const row = admin.getByRole('table', { name: 'Shops' }).getByRole('row').filter({ hasText: shopName });
      await row.getByText(PENDING_APPROVAL_LABEL).waitFor();
      await row.getByText(`Same Tekmetric shop as ${BAYSIDE}`).waitFor();
      await screenshotAtBothSizes(admin, 'shop-roles-admin-shops-pending', { check: expectNoSidewaysScroll });

      await row.getByRole('button', { name: `Approve ${shopName}` }).click();
      const confirm = admin.getByRole('alertdialog', { name: `Approve ${shopName}?` });
      await confirm.getByText('joins the repair network').waitFor();
      await confirm
        .getByText(`Same Tekmetric shop as ${BAYSIDE}, which is already in the network.`, {
          exact: false,
        })
        .waitFor();
      await screenshotAtBothSizes(admin, 'shop-roles-admin-approve-confirm');
      await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      await admin.getByText(`${shopName} is in the repair network`).waitFor();
      await expect.poll(() => row.getByText(PENDING_APPROVAL_LABEL).count()).toBe(0);
      expect(await row.getByRole('button', { name: `Approve ${shopName}` }).count()).toBe(0);
    });

    await openSettings(page, 'shop', shopName);
    await page.getByRole('button', { name: 'Edit Shop' }).waitFor();
    expect(await page.getByText(PENDING_NETWORK_MESSAGE).count()).toBe(0);
    await page.goto(`/old?vin=${F150.vin}&shopId=${await shopIdOf(page, shopName)}`);
    await page.getByTestId('job-card').first().waitFor();
  });

  it("shows the server's limit of shops a day in the Add New Shop form", async () => {
    // Two more through the API make three today; the fourth is refused.
    const statuses = await page.evaluate(async (name) => {
      const add = async (suffix: string) =>
        (
          await fetch('/trpc/shop.createShop', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              json: { name: `${name} ${suffix}`, sms_name: 'DEMO_SHOP', urlShopSettings: '' },
            }),
          })
        ).status;
      return [await add('2'), await add('3')];
    }, shopName);
    expect(statuses).toEqual([200, 200]);

    await page.getByRole('button', { name: 'Change shop' }).click();
    await page.getByRole('dialog', { name: 'Shops' }).getByRole('button', { name: 'Add New Shop' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Shop' });
    await add.getByLabel('Shop name').fill(`${shopName} 4`);
    await add.getByLabel('Shop system').selectOption('DEMO_SHOP');
    await add.getByRole('button', { name: 'Add Shop' }).click();
    const alert = add.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(SHOPS_PER_DAY_MESSAGE);
  });
});
