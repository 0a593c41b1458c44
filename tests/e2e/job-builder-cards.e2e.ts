import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openSignedIn } from './support/browser';
import { jobCards, pastJob, searchBrakePads, similarityScores } from './support/network-jobs';
import { BAYSIDE, shopIdOf } from './support/quote-flow';

// The job cards of /old feed the Enhanced Job (spec 001 §2, §4), and its parts are sourced from
// the shop's suppliers (§3, §8). Needs the route wiring of src/web/app/routes/old.tsx
// (src/web/features/job-builder/sourcing/WIRING.md).

const SCREENSHOTS = 'test-results/screenshots';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
});
afterAll(() => browser?.close());

const cards = () => jobCards(page);
const toggle = (card: Locator) => card.locator('button[aria-expanded]');
const panel = () => page.getByRole('region', { name: 'Repair Quotes Enhanced Job' });
const laborLines = () => panel().getByRole('listitem', { name: /^Labor line \d+$/ });
const partLines = () => panel().getByRole('listitem', { name: /^Part \d+$/ });
const cellTexts = async (table: Locator, column: number) =>
  (await table.locator(`tbody tr td:nth-child(${column})`).allTextContents()).map((t) => t.trim());

/** What the advisor sees in the window (the full page is many cards long). */
async function view(name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

describe('job cards feed the Enhanced Job (/old)', () => {
  it('shows an advisor no similarity score: it is for dev mode (tests/e2e/admin-home.e2e.ts)', async () => {
    await searchBrakePads(page, await shopIdOf(page, BAYSIDE));
    await panel().getByText('No parts or labor items selected').waitFor();
    expect(await cards().count()).toBeGreaterThan(0);
    expect(await similarityScores(page).count()).toBe(0);
    await view('job-builder-cards');
  });

  it('adds a past labor row and a past part row once each; a second click does nothing', async () => {
    const first = cards().nth(0);
    await toggle(first).click();
    const labor = first.getByRole('table', { name: /^Labor of / });
    const parts = first.getByRole('table', { name: /^Parts of / });
    await labor.waitFor();

    const [laborName] = await cellTexts(labor, 2);
    const addLabor = labor.getByRole('button', { name: `Add ${laborName} to the job` }).first();
    expect((await addLabor.textContent())!.trim()).toBe('Add');
    await addLabor.click();
    await expect.poll(() => laborLines().count()).toBe(1);
    expect((await addLabor.textContent())!.trim()).toBe('Added');
    // Clicking the 'Added' button (aria-disabled, so forced) or its row again adds nothing.
    await addLabor.click({ force: true });
    await labor.locator('tbody tr').first().locator('td').nth(1).click();
    expect(await laborLines().count()).toBe(1);
    expect(await laborLines().first().getByRole('textbox').first().inputValue()).toBe(laborName);
    // At Bayside's own rate (spec 001 §9), whatever the shop that did the past job charged.
    expect(await laborLines().first().getByLabel('Rate').inputValue()).toBe('165');

    // A part row by keyboard: the 'Add' button is reachable and Enter adds the part.
    const [partName] = await cellTexts(parts, 2);
    const addPart = parts.getByRole('button', { name: `Add ${partName} to the job` }).first();
    await addPart.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => partLines().count()).toBe(1);
    expect((await addPart.textContent())!.trim()).toBe('Added');
    await page.keyboard.press('Enter');
    await parts.locator('tbody tr').first().locator('td').nth(1).click();
    expect(await partLines().count()).toBe(1);
    expect(await partLines().first().getByLabel('Name', { exact: true }).inputValue()).toBe(partName);
    await view('job-builder-cards-rows-added');
  });

  it('adds a whole job: rows already in are merged, the job is named and the interaction recorded', async () => {
    const first = cards().nth(0);
    const labor = first.getByRole('table', { name: /^Labor of / });
    const parts = first.getByRole('table', { name: /^Parts of / });
    const laborCount = await labor.locator('tbody tr').count();
    const partCount = await parts.locator('tbody tr').count();
    const title = (await first.locator('[id$="-title"]').textContent())!.trim();
    const summary = first.locator('[id$="-summary"]');
    const interactionsBefore = Number((await summary.textContent())!.match(/(\d+) interactions?/)![1]);

    await first.getByRole('button', { name: `Add whole job – ${title}` }).click();
    // Said where the advisor is looking (on a phone the Enhanced Job is below the cards).
    await page.getByText(`Added “${title}” to the Enhanced Job`).waitFor();
    await expect.poll(() => laborLines().count()).toBe(laborCount);
    expect(await partLines().count()).toBe(partCount);
    expect(await panel().getByLabel('Job name').inputValue()).toBe(title);
    for (const button of await first.getByRole('button', { name: /^Add .* to the job$/ }).all()) {
      expect((await button.textContent())!.trim()).toBe('Added');
    }
    // The job list is read again with the new interaction.
    await expect
      .poll(async () => Number((await summary.textContent())!.match(/(\d+) interactions?/)![1]))
      .toBe(interactionsBefore + 1);

    // A second whole job adds its own lines to the same Enhanced Job.
    const second = cards().nth(1);
    await toggle(second).click();
    const secondJob = await pastJob(second);
    await second.getByRole('button', { name: `Add whole job – ${secondJob.title}` }).click();
    await expect.poll(() => laborLines().count()).toBe(laborCount + secondJob.labor);
    expect(await partLines().count()).toBe(partCount + secondJob.parts);
    expect(await panel().getByLabel('Job name').inputValue()).toBe(secondJob.title);
    await view('job-builder-cards-whole-job');
  });

  it('finds a supplier part for a part: the chosen part replaces it and its source is PARTS_TECH', async () => {
    const line = partLines().first();
    const name = await line.getByLabel('Name', { exact: true }).inputValue();
    const quantity = await line.getByLabel('Quantity', { exact: true }).inputValue();
    await line.getByRole('button', { name: `Find part for ${name}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Find part' });
    await sheet.waitFor();
    expect(await sheet.getByLabel('Search parts').inputValue()).toBe(name);
    // The shop's suppliers, the preferred active store chosen.
    const stores = sheet.getByRole('radiogroup', { name: 'Supplier store' });
    await stores.waitFor();
    expect(await stores.getByRole('radio', { checked: true }).count()).toBe(1);

    // Searching by a keyword the catalogue knows.
    await sheet.getByLabel('Search parts').fill('brake pad');
    const results = sheet.getByRole('list', { name: 'Supplier parts' });
    await results.locator('li').first().waitFor();
    const chosen = results.locator('li').first();
    const label = (await chosen.getAttribute('aria-label'))!;
    const chosenName = (await chosen.locator('p').first().textContent())!.trim();
    expect(await chosen.textContent()).toMatch(/Cost \$\d/);
    expect(await chosen.textContent()).toMatch(/List \$\d/);
    await view('job-builder-cards-find-part');

    await chosen.getByRole('button', { name: `Select ${label}` }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await line.getByLabel('Name', { exact: true }).inputValue()).toBe(chosenName);
    expect(await line.getByLabel('Part number', { exact: true }).inputValue()).toBe(label.split(' ').at(-1));
    expect(await line.getByLabel('Quantity', { exact: true }).inputValue()).toBe(quantity);
    const source = line.getByRole('button', { name: 'Revert to the original part' });
    expect(await source.getAttribute('title')).toMatch(/^PartsTech/);

    // A keyword nothing matches: 'No parts found..'.
    await line.getByRole('button', { name: `Find part for ${chosenName}` }).click();
    await sheet.getByLabel('Search parts').fill('zzzz qqqq');
    await sheet.getByText('No parts found..').waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
  });

  it('applies PartsTech to all parts and says which were replaced and which not', async () => {
    const total = await partLines().count();
    await panel().getByRole('button', { name: 'Apply PartsTech to parts' }).click();
    const status = panel().getByRole('status').filter({ hasText: 'replaced with PartsTech parts' });
    await status.waitFor();
    const replaced = Number((await status.textContent())!.match(/(\d+) parts? replaced/)![1]);
    expect(replaced).toBeGreaterThan(0);
    expect(replaced).toBeLessThanOrEqual(total);
    const sources = panel().getByRole('button', { name: 'Revert to the original part' });
    let fromPartsTech = 0;
    for (const source of await sources.all()) {
      if ((await source.getAttribute('title'))?.startsWith('PartsTech')) fromPartsTech += 1;
    }
    expect(fromPartsTech).toBeGreaterThanOrEqual(replaced);
    if (replaced < total) expect(await status.textContent()).toMatch(/Not found: /);
    await status.scrollIntoViewIfNeeded();
    await view('job-builder-cards-applied');
  });

  it('fits 1024×768: the cards’ Add buttons stay inside the card', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await view('job-builder-cards-1024-panel');
    await cards().nth(1).scrollIntoViewIfNeeded();
    await view('job-builder-cards-1024-card');
    const card = (await cards().nth(1).boundingBox())!;
    const add = (await cards()
      .nth(1)
      .getByRole('button', { name: /^Add .* to the job$/ })
      .first()
      .boundingBox())!;
    expect(add.x).toBeGreaterThanOrEqual(card.x);
    expect(add.x + add.width).toBeLessThanOrEqual(card.x + card.width);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
