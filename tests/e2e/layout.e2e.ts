import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADVISOR, openSignedIn, screenshot } from './support/browser';
import { BAYSIDE, laborRows, newQuoteAt } from './support/quote-flow';

// Issue 'Counter-ready', item 1: the quoting page on a 1280×800 laptop and a 1024×768 tablet,
// with a real quote of many lines (a diagnosis, an oil change, suggested brake work).

const CONCERN = 'grinding noise front when braking, also due for oil change';
const SIDEBAR_EXPANDED_PX = 256; // w-64
const SIDEBAR_COLLAPSED_PX = 56; // w-14

let browser: BrowserContext;
let page: Page;
let quoteUrl: string;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
  await newQuoteAt(page, BAYSIDE, CONCERN);
  quoteUrl = page.url();
});
afterAll(() => browser?.close());

const sidebar = () => page.getByRole('complementary', { name: 'Quotes' });
const messagePanel = () =>
  page.locator('section').filter({ has: page.getByRole('log', { name: 'Messages' }) });
const linesColumn = () => page.getByTestId('quote-lines');
const sideColumn = () => page.getByTestId('quote-side');
const region = (title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });

/** The quote at this window size, the sidebar as a first visit leaves it (expanded from 1024 px). */
async function openQuote(width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => window.localStorage.removeItem('sidebarCollapsed'));
  await page.goto(quoteUrl);
  await laborRows(page).first().waitFor();
  await region('Related Jobs').waitFor();
  await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
}

/** Collapses the sidebar the way the spec says: 300 ms after the mouse leaves it. */
async function leaveSidebar() {
  // On a loaded machine a re-render between the hover and the move can swallow the leave event
  // (the CI run of stop 35), so the gesture is repeated until the sidebar collapses.
  await vi.waitFor(
    async () => {
      await sidebar().hover();
      await page.mouse.move(page.viewportSize()!.width - 20, page.viewportSize()!.height - 20);
      await page.getByRole('button', { name: 'Expand sidebar' }).waitFor({ timeout: 3_000 });
    },
    { timeout: 15_000, interval: 100 },
  );
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** The spec's proportions: the sidebar's width, then the messages one quarter of the rest. */
async function expectSpecProportions(sidebarPx: number) {
  const width = page.viewportSize()!.width;
  await expect.poll(async () => Math.round((await box(sidebar())).width)).toBe(sidebarPx);
  const quarter = (width - sidebarPx) / 4;
  await expect.poll(async () => Math.abs((await box(messagePanel())).width - quarter)).toBeLessThanOrEqual(1);
}

/** The side column to the right of the lines, the two side by side; its cards in it. */
async function expectSideBySide() {
  const lines = await box(linesColumn());
  const side = await box(sideColumn());
  expect(side.x).toBeGreaterThanOrEqual(lines.x + lines.width - 4);
  // Their vertical ranges overlap: beside the lines, not under them.
  expect(side.y).toBeLessThan(lines.y + lines.height);
  expect(lines.y).toBeLessThan(side.y + side.height);
  expect(side.y).toBeLessThan(page.viewportSize()!.height);
  // The cards (further down the side column's own scroll) are in that column, right of the lines.
  for (const card of [region('Suggested Labors'), region('Related Jobs'), region('Guide Jobs')]) {
    expect((await box(card)).x).toBeGreaterThanOrEqual(lines.x + lines.width - 4);
  }
}

/** Elements inside the page wider than their box; the line tables are meant to scroll sideways. */
function horizontalOverflow() {
  return page.evaluate(() => {
    const offenders: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      if (element.closest('[data-slot="table-container"]')) continue;
      // Visually hidden text (sr-only) is a 1 px box by design.
      if (element.getBoundingClientRect().width <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        offenders.push(
          `<${element.tagName.toLowerCase()}> ${element.scrollWidth}>${element.clientWidth} "${text}"`,
        );
      }
    }
    return offenders;
  });
}

/** Width of the composer's placeholder text against the room inside the input. */
function placeholderFit() {
  return page.getByPlaceholder('Ask anything').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
    };
  });
}

describe('quoting page on a 1280×800 laptop', () => {
  it('sets the side column beside the lines with the sidebar expanded (w-64)', async () => {
    await openQuote(1280, 800);
    await expectSpecProportions(SIDEBAR_EXPANDED_PX);
    await expectSideBySide();
    expect(await page.getByRole('button', { name: 'Quote actions' }).count()).toBe(1);
    await screenshot(page, 'layout-1280-sidebar-expanded');
  });

  it('keeps it beside the lines once the sidebar collapses (w-14) after the mouse leaves', async () => {
    await leaveSidebar();
    await expectSpecProportions(SIDEBAR_COLLAPSED_PX);
    await expectSideBySide();
    await screenshot(page, 'layout-1280-sidebar-collapsed');
  });

  it('shows the suggested labor once, apart from the lines', async () => {
    expect(await page.getByRole('heading', { name: /suggested labor/i }).count()).toBe(1);
    const names = await region('Suggested Labors').locator('li > div > span:first-child').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      // Anywhere in the quote but the guide jobs it was looked up in, the name is that one line.
      const count = await page.locator('article').evaluate((article, wanted) => {
        const guideJobs = [...article.querySelectorAll('[role="region"]')].find((r) =>
          r.textContent?.startsWith('Guide Jobs'),
        );
        return [...article.querySelectorAll('*')].filter(
          (el) => el.children.length === 0 && el.textContent?.trim() === wanted && !guideJobs?.contains(el),
        ).length;
      }, name);
      expect(count, name).toBe(1);
    }
  });
});

describe('quoting page on a 1024×768 tablet', () => {
  for (const sidebarState of ['expanded', 'collapsed'] as const) {
    it(`fits without overflow or clipped text, sidebar ${sidebarState}`, async () => {
      await openQuote(1024, 768);
      if (sidebarState === 'collapsed') await leaveSidebar();
      await expectSpecProportions(sidebarState === 'expanded' ? SIDEBAR_EXPANDED_PX : SIDEBAR_COLLAPSED_PX);

      expect(await horizontalOverflow()).toEqual([]);
      // The line tables may scroll sideways by design, but at this width they need not.
      for (const table of await page.locator('[data-slot="table-container"]').all()) {
        expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }

      // 'Learn from Conversation' lies inside the message column, by its name and with a tooltip.
      const learn = page.getByRole('button', { name: 'Learn from Conversation' });
      expect(await learn.getAttribute('title')).toBe('Learn from Conversation');
      const button = await box(learn);
      const column = await box(messagePanel());
      expect(button.x).toBeGreaterThanOrEqual(column.x);
      expect(button.x + button.width).toBeLessThanOrEqual(column.x + column.width);

      const placeholder = await placeholderFit();
      expect(placeholder.text).toBeGreaterThan(0);
      expect(placeholder.text).toBeLessThanOrEqual(placeholder.room);

      expect(await page.getByRole('heading', { name: /suggested labor/i }).count()).toBe(1);
      await screenshot(page, `layout-1024-sidebar-${sidebarState}`);
    });
  }

  it("opens 'Learn from Conversation' from its compact button", async () => {
    await openQuote(1024, 768);
    await page.getByRole('button', { name: 'Learn from Conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Learn from Conversation' });
    await dialog.getByRole('button', { name: 'Start Learning' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
