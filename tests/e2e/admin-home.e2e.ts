import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreTone } from '../../src/shared/job-builder';
import { DEMO_ADMIN, DEMO_ADVISOR, openPage, screenshot, signIn, withSignedIn } from './support/browser';
import { searchBrakePads, similarityScores } from './support/network-jobs';
import { BAYSIDE, shopIdOf } from './support/quote-flow';

const SECTIONS = {
  Management: [
    ['Users', '/admin/users'],
    ['Shops', '/admin/shops'],
    ['Organizations', '/admin/organizations'],
    ['Quotes', '/admin/quotes'],
    ['Conversations', '/admin/conversations'],
  ],
  Content: [
    ['Knowledge Base', '/admin/knowledge-base'],
    ['App Guidelines', '/admin/app-guidelines'],
    ['Part catalogue', '/admin/part-catalogue'],
  ],
  System: [
    ['Auth APIs', '/admin/auth-api'],
    ['App Variables', '/admin/app-variables'],
    ['App Settings', '/admin/app-settings'],
  ],
  Legacy: [['Network job search', '/old']],
} as const;

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openPage());
});
afterAll(async () => {
  // Other browser tests share the server: the admin leaves dev mode off even if a test failed.
  await page
    ?.evaluate(() =>
      fetch('/trpc/user.setDevMode', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { enabled: false } }),
      }),
    )
    .catch(() => undefined);
  await browser?.close();
});

const devModeSwitch = (p: Page) => p.getByRole('switch', { name: 'Dev Mode' });
const urlPanelTrigger = (p: Page) => p.getByRole('button', { name: /^URL parameters \(\d+\)$/ });

/** /old searched for brake pads at Bayside Auto Care, as `p`'s user. */
const searchOld = async (p: Page) => searchBrakePads(p, await shopIdOf(p, BAYSIDE));

describe('Admin home as the demo admin', () => {
  it('groups the admin tools as cards whose links keep the query string', async () => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/admin?x=1&y=2');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    for (const [heading, links] of Object.entries(SECTIONS)) {
      const section = page.getByRole('region', { name: heading });
      expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(heading);
      const cards = section.getByRole('link');
      expect(await cards.allTextContents()).toEqual(links.map(([title]) => title));
      for (const [title, path] of links) {
        const href = await section.getByRole('link', { name: title, exact: true }).getAttribute('href');
        expect(href).toBe(`${path}?x=1&y=2`);
      }
    }
    expect(await page.getByText('Knowledge base entries, shop level.').count()).toBe(1);
    expect(await page.getByText('Guidelines for the whole app, app level.').count()).toBe(1);

    // Dev mode is off: the switch says so and there is no URL parameters panel.
    expect(await devModeSwitch(page).getAttribute('aria-checked')).toBe('false');
    expect(
      await page
        .getByText('Shows similarity scores on the network job search and the URL parameters panel.')
        .count(),
    ).toBe(1);
    expect(await urlPanelTrigger(page).count()).toBe(0);
    await screenshot(page, 'admin-home');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'admin-home-1024');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('answers an unknown admin page plainly, with a link back to the admin home', async () => {
    await page.goto('/admin/no-such-page?x=1&y=2');
    await page.getByText('There is no such admin page.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/no-such-page');
    expect(await devModeSwitch(page).count()).toBe(0);
    await screenshot(page, 'admin-sub-page');

    await page.locator('[data-slot="card"]').getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('region', { name: 'Management' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(new URL(page.url()).search).toBe('?x=1&y=2');
  });

  it('turns Dev Mode on: the URL parameters panel appears and the choice survives a reload', async () => {
    // The save is held back, so the pending state can be seen: already on, and not clickable.
    const saves: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let continued: Promise<void> = Promise.resolve();
    await page.route('**/trpc/user.setDevMode**', async (route) => {
      saves.push(route.request().postData() ?? '');
      continued = held.then(() => route.continue());
      await continued;
    });
    await devModeSwitch(page).click();
    await expect.poll(() => saves.length).toBe(1);
    expect(await devModeSwitch(page).getAttribute('aria-checked')).toBe('true');
    expect(await devModeSwitch(page).isDisabled()).toBe(true);
    expect(saves[0]).toContain('"enabled":true');
    release();
    await continued;
    await page.unroute('**/trpc/user.setDevMode**');

    await urlPanelTrigger(page).waitFor();
    expect(await urlPanelTrigger(page).textContent()).toBe('URL parameters (2)');
    await expect.poll(() => devModeSwitch(page).isEnabled()).toBe(true);
    expect(await devModeSwitch(page).getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => window.localStorage.getItem('devMode'))).toBe('true');

    await urlPanelTrigger(page).click();
    const panel = page.locator('[data-slot="collapsible-content"]');
    await panel.waitFor();
    expect(await panel.locator('dt').allTextContents()).toEqual(['x', 'y']);
    expect(await panel.locator('dd').allTextContents()).toEqual(['1', '2']);
    // The trigger's chevron turns in a transition; the screenshot waits for it to settle.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'admin-home-dev-mode');

    // The server keeps it: a reload, with local storage emptied, still has it on.
    await page.evaluate(() => window.localStorage.removeItem('devMode'));
    await page.reload();
    await urlPanelTrigger(page).waitFor();
    expect(await devModeSwitch(page).getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => window.localStorage.getItem('devMode'))).toBe('true');
  });

  it('shows each card’s similarity in dev mode: 0–100 with 2 decimals, coloured by its value', async () => {
    await searchOld(page);
    const bars = similarityScores(page);
    await expect.poll(() => bars.count()).toBe(await page.getByTestId('job-card').count());
    for (const bar of await bars.all()) {
      const text = (await bar.locator('span').last().textContent())!.trim();
      expect(text).toMatch(/^\d{1,3}\.\d{2}$/);
      const value = Number(text);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      const tone = scoreTone(value);
      expect(await bar.getAttribute('data-tone')).toBe(tone);
      expect(await bar.getByRole('meter', { name: 'Similarity score' }).getAttribute('value')).toBe(
        String(value),
      );
      const fill = bar.locator('[aria-hidden] > span');
      expect(await fill.getAttribute('class')).toContain(`bg-${tone}-`);
      expect(await fill.evaluate((el) => el.style.width)).toBe(`${value}%`);
    }
    await screenshot(page, 'admin-old-dev-mode');
  });

  it('turns Dev Mode off again, and the scores and the panel go', async () => {
    await page.goto('/admin?x=1&y=2');
    await urlPanelTrigger(page).waitFor();
    await devModeSwitch(page).click();
    await urlPanelTrigger(page).waitFor({ state: 'detached' });
    await expect.poll(() => devModeSwitch(page).getAttribute('aria-checked')).toBe('false');
    expect(await page.evaluate(() => window.localStorage.getItem('devMode'))).toBeNull();

    await page.reload();
    await page.getByRole('region', { name: 'Management' }).waitFor();
    expect(await devModeSwitch(page).getAttribute('aria-checked')).toBe('false');
    expect(await urlPanelTrigger(page).count()).toBe(0);

    await searchOld(page);
    expect(await similarityScores(page).count()).toBe(0);
  });
});

describe('Admin home as the demo advisor', () => {
  it('says the area is for administrators, and local storage does not put them in dev mode', async () => {
    await withSignedIn(DEMO_ADVISOR, async (advisor) => {
      await advisor.evaluate(() => window.localStorage.setItem('devMode', 'true'));

      await advisor.goto('/admin?x=1');
      await advisor.getByText('This area is for administrators.').waitFor();
      expect(await devModeSwitch(advisor).count()).toBe(0);
      expect(await advisor.getByRole('region', { name: 'Management' }).count()).toBe(0);
      expect(await urlPanelTrigger(advisor).count()).toBe(0);
      await screenshot(advisor, 'admin-home-advisor');

      await advisor.goto('/admin/users');
      await advisor.getByText('This area is for administrators.').waitFor();
      expect(await advisor.getByText('There is no such admin page.').count()).toBe(0);

      await searchOld(advisor);
      expect(await similarityScores(advisor).count()).toBe(0);
    });
  });
});
