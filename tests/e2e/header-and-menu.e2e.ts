import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_ADVISOR, openSignedIn, screenshot, withSignedIn } from './support/browser';
import { BAYSIDE, F150, shopIdOf } from './support/quote-flow';

// The header at a laptop's width stays one row whatever the page and the role; on a phone its
// menu reaches every section the role may open.

let browser: BrowserContext;
let page: Page;
let baysideId: string;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADMIN));
  baysideId = await shopIdOf(page, BAYSIDE);
});
afterAll(() => browser?.close());

/** The header's row and anything of it that sits outside the row (wrapped or hanging below). */
async function headerRow(p: Page) {
  return p.getByRole('banner').evaluate((header) => {
    const row = header.firstElementChild as HTMLElement;
    const box = row.getBoundingClientRect();
    const outside = [...row.querySelectorAll<HTMLElement>('a, button, [data-testid]')]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
      })
      .map((el) => el.textContent?.trim() || el.getAttribute('aria-label'));
    return { height: Math.round(box.height), outside };
  });
}

describe('the header at 1280×800', () => {
  const pages = () => [
    '/',
    `/?vin=${F150.vin}&shopId=${baysideId}`,
    '/admin/',
    '/admin/shops',
    `/old?vin=${F150.vin}&shopId=${baysideId}&search=brake+pads`,
    `/settings/shop?shopId=${baysideId}`,
  ];

  it('stays one row on every page for an administrator, with or without a vehicle', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of pages()) {
      await page.goto(path);
      await page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, ...(await headerRow(page)) }).toEqual({ path, height: 56, outside: [] });
    }
    await page.goto('/');
    await page.getByRole('banner').getByTestId('jobs-badge').waitFor();
    await screenshot(page, 'header-1280-admin');
  });
});

describe('the menu on a 390×844 phone', () => {
  const menuLinks = async (p: Page) => {
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(`/?shopId=${baysideId}`);
    await p.getByRole('button', { name: 'Menu' }).click();
    const menu = p.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    return menu.getByRole('link').allTextContents();
  };

  it('reaches the network, the admin area and the settings for an administrator', async () => {
    expect((await menuLinks(page)).map((t) => t.trim())).toEqual(['Network', 'Admin', 'Profile']);
    // The car and the shop are named in full, in their short forms.
    await screenshot(page, 'menu-390-admin');
    const banner = page.getByRole('banner');
    await banner.getByText('2013 Ford F-150', { exact: true }).waitFor();
    await banner.getByRole('link', { name: 'Bayside', exact: true }).waitFor();
    const cut = await banner.evaluate((header) =>
      [...header.querySelectorAll<HTMLElement>('.truncate')]
        .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    await screenshot(page, 'menu-390-admin');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Network' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/old');
    expect(new URL(page.url()).searchParams.get('shopId')).toBe(baysideId);
    expect(await page.getByRole('navigation', { name: 'Menu' }).count()).toBe(0);
  });

  it('reaches the network and the settings for an advisor, and no admin area', async () => {
    await withSignedIn(DEMO_ADVISOR, async (advisor) => {
      baysideId = await shopIdOf(advisor, BAYSIDE);
      expect((await menuLinks(advisor)).map((t) => t.trim())).toEqual(['Network', 'Profile']);
    });
  });
});
