import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/format';
import { type BuilderLabor, type BuilderPart, builderTotals } from '../../src/shared/job-builder';
import { DEMO_ADVISOR, openSignedIn, screenshot } from './support/browser';
import { jobCards, pastJob, waitForJobResults } from './support/network-jobs';
import { BAYSIDE, F150, refreshFromTekmetric, shopIdOf } from './support/quote-flow';

const JOB_NAME = 'Front brakes (builder e2e)';
const TYPED_LABOR = 'replace the front brake pads and resurface both rotors';

let browser: BrowserContext;
let page: Page;
let baysideId: string;

beforeAll(async () => {
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
  baysideId = await shopIdOf(page, BAYSIDE);
  // 'Check Now': Bayside takes its auto-apply matrices (and its labor rate) from Tekmetric.
  await refreshFromTekmetric(page, baysideId);
});
afterAll(() => browser?.close());

const panel = () => page.getByRole('region', { name: 'Repair Quotes Enhanced Job' });
const laborLines = () => panel().getByRole('listitem', { name: /^Labor line \d+$/ });
const partLines = () => panel().getByRole('listitem', { name: /^Part \d+$/ });
const createButton = () => panel().getByRole('button', { name: 'Create Job in Tekmetric' });
const total = (label: string) =>
  panel().locator(`dl[aria-label="Job totals"] dt:text-is("${label}") + dd`).textContent();
const numberIn = async (line: Locator, label: string) =>
  Number((await line.getByLabel(label, { exact: true }).inputValue()) || 0);

/** The lines as the panel shows them, in the builder's own shapes. */
async function linesOnScreen(): Promise<{ labor: BuilderLabor[]; parts: BuilderPart[] }> {
  const labor: BuilderLabor[] = [];
  for (const [i, line] of (await laborLines().all()).entries()) {
    const description = await line.getByLabel('Description', { exact: true }).inputValue();
    labor.push({
      id: `l${i}`,
      description,
      hours: await numberIn(line, 'Hours'),
      rate: await numberIn(line, 'Rate'),
    });
  }
  const parts: BuilderPart[] = [];
  for (const [i, line] of (await partLines().all()).entries()) {
    const fields = {
      name: await line.getByLabel('Name', { exact: true }).inputValue(),
      part_number: '',
      brand: '',
      description: '',
      quantity: await numberIn(line, 'Quantity'),
      retail: await numberIn(line, 'Retail'),
      cost: await numberIn(line, 'Cost'),
      pcdb_part_type_id: null,
    };
    parts.push({ id: `p${i}`, original: fields, newPart: fields, source: '' });
  }
  return { labor, parts };
}

/** What the advisor sees without scrolling (the full page is as long as the result list). */
async function viewShot(name: string) {
  await screenshot(page, name);
  await page.screenshot({ path: `test-results/screenshots/${name}-view.png` });
}

async function noSidewaysScroll() {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

describe('the Enhanced Job panel on /old', () => {
  it('starts empty beside the results, with the create button disabled', async () => {
    await page.goto(
      `/old?shopId=${baysideId}&vin=${F150.vin}&urlSource=${encodeURIComponent('https://shop.tekmetric.com')}` +
        '&shopTekmetricId=7001&repairOrderTekmetricId=90001&repairOrderNumberTekmetric=1042',
    );
    await panel().getByText('No parts or labor items selected', { exact: true }).waitFor();
    expect(await panel().getByLabel('Job name').getAttribute('placeholder')).toBe(
      'New Job created by Repair Quotes',
    );
    expect(await createButton().isDisabled()).toBe(true);
    expect(await panel().getByText('The total will be calculated on save').count()).toBe(0);

    const search = page.getByPlaceholder('Search jobs across the Repair Quotes network...');
    await search.fill('brake pads');
    await search.press('Enter');
    await page.getByRole('heading', { name: 'Results for “brake pads”' }).waitFor();
    await waitForJobResults(page);
    const results = await jobCards(page).first().boundingBox();
    const builder = (await panel().boundingBox())!;
    expect(builder.x).toBeGreaterThan(results!.x + results!.width - 1);
    await viewShot('job-builder-panel-empty');
  });

  it('adds past labor and parts by clicking rows of an expanded card, once each', async () => {
    const card = jobCards(page).first();
    await card.locator('button[aria-expanded]').click();
    const laborRows = card.getByRole('table', { name: /^Labor of / }).locator('tbody tr');
    const partRows = card.getByRole('table', { name: /^Parts of / }).locator('tbody tr');
    await laborRows.first().click();
    await laborRows.first().click();
    await partRows.first().click();
    await partRows.first().click();
    await expect.poll(() => laborLines().count()).toBe(1);
    expect(await partLines().count()).toBe(1);
    expect(await panel().getByText('No parts or labor items selected').count()).toBe(0);
    expect(await createButton().isDisabled()).toBe(false);
  });

  it('marks an edited part, and reverts it to the original part', async () => {
    const part = partLines().first();
    const quantity = part.getByLabel('Quantity', { exact: true });
    const original = await quantity.inputValue();
    expect(await part.getByRole('button', { name: 'Revert to the original part' }).count()).toBe(0);
    await quantity.fill('3');
    const revert = part.getByRole('button', { name: 'Revert to the original part' });
    expect(await revert.textContent()).toBe('Edited');
    await revert.click();
    expect(await quantity.inputValue()).toBe(original);
    expect(await revert.count()).toBe(0);
    await part.getByLabel('Retail', { exact: true }).fill('74.5');
    await part.getByLabel('Retail', { exact: true }).blur();
    await revert.waitFor();
  });

  it("adds a typed labor line at the shop's rate and polishes its description", async () => {
    await panel().getByRole('button', { name: 'Add labor' }).click();
    const line = laborLines().nth(1);
    expect(await line.getByLabel('Rate', { exact: true }).inputValue()).toBe('165');
    await line.getByLabel('Description', { exact: true }).fill(TYPED_LABOR);
    await line.getByLabel('Hours', { exact: true }).fill('1.35');
    // Hold the answer so 'thinking...' can be seen.
    await page.route('**/trpc/*polishText*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await line.getByLabel('Polish style').selectOption('Concise');
    await line.getByRole('button', { name: 'Polish description' }).click();
    await expect.poll(() => line.getByLabel('Description', { exact: true }).inputValue()).toBe('thinking...');
    await expect
      .poll(() => line.getByLabel('Description', { exact: true }).inputValue())
      .not.toMatch(/^(thinking\.\.\.|)$/);
    expect(await line.getByLabel('Description', { exact: true }).inputValue()).not.toBe(TYPED_LABOR);
    await page.unroute('**/trpc/*polishText*');
  });

  it('shows the totals and GP the shared builder math gives for the lines on screen', async () => {
    await panel().getByLabel('Job name').fill(JOB_NAME);
    const { labor, parts } = await linesOnScreen();
    const expected = builderTotals(labor, parts);
    expect(await total('Labor total')).toBe(formatMoney(expected.totalLaborCost));
    expect(await total('Parts retail total')).toBe(formatMoney(expected.totalPartsRetail));
    expect(await total('Total Cost')).toBe(formatMoney(expected.totalCost));
    expect(await total('Total Retail')).toBe(formatMoney(expected.totalRetail));
    expect(await total('GP %')).toBe(`${expected.gpPercentage.toFixed(2)}%`);
    expect(await total('GP amount')).toBe(formatMoney(expected.gpAmount));
    expect(await total('GP per hour')).toBe(formatMoney(expected.gpPerHour));
    expect(expected.totalRetail).toBeGreaterThan(0);

    const laborMatrix = panel().getByRole('switch', { name: 'Labor Matrix' });
    expect(await laborMatrix.getAttribute('aria-checked')).toBe('false');
    expect(await panel().getByRole('switch', { name: 'Part Matrix' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await laborMatrix.click();
    await panel().getByText('The total will be calculated on save').waitFor();

    await viewShot('job-builder-panel-1280');
    expect(await noSidewaysScroll()).toBe(true);
    await page.setViewportSize({ width: 1024, height: 768 });
    await viewShot('job-builder-panel-1024');
    expect(await noSidewaysScroll()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('creates the job in Tekmetric once on a double click, links the RO, and resets', async () => {
    await createButton().dblclick();
    const success = panel().getByText(/^Job successfully created in Tekmetric \(Job ID: \d+\)$/);
    await success.waitFor();
    const link = panel().getByRole('link', { name: /^View RO #1042/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    await viewShot('job-builder-panel-created');
    const roPage = await (await fetch((await link.getAttribute('href'))!)).text();
    expect(roPage.match(new RegExp(`Job: ${JOB_NAME.replace(/[()]/g, '\\$&')}`, 'g'))?.length).toBe(1);
    expect(roPage).toContain('1.35 h');

    await panel().getByRole('button', { name: 'Reset' }).last().click();
    await panel().getByText('No parts or labor items selected', { exact: true }).waitFor();
    expect(await success.count()).toBe(0);
    expect(await panel().getByLabel('Job name').inputValue()).toBe('');
    expect(await createButton().isDisabled()).toBe(true);

    // The header's Reset empties the job too.
    await panel().getByRole('button', { name: 'Add labor' }).click();
    await laborLines().first().waitFor();
    await panel().getByRole('button', { name: 'Reset' }).click();
    await panel().getByText('No parts or labor items selected', { exact: true }).waitFor();
    expect(await laborLines().count()).toBe(0);
  });

  it("adds a whole past job: its lines once each, and its title as the job's name", async () => {
    const card = jobCards(page).nth(1);
    await card.locator('button[aria-expanded]').click();
    const job = await pastJob(card);
    const addJob = card.getByRole('button', { name: `Add whole job – ${job.title}` });
    await addJob.click();
    await addJob.click();
    await expect.poll(() => panel().getByLabel('Job name').inputValue()).toBe(job.title);
    expect(await laborLines().count()).toBe(job.labor);
    expect(await partLines().count()).toBe(job.parts);
    await panel().getByRole('button', { name: 'Reset' }).click();
    await panel().getByText('No parts or labor items selected', { exact: true }).waitFor();
  });

  it('names the first missing Shop-Ware launch parameter in red', async () => {
    const greatLakesId = await shopIdOf(page, 'Great Lakes Service Center');
    const urlSource = encodeURIComponent('https://greatlakes.shop-ware.com/work_orders/55001');
    await page.goto(
      `/old?shopId=${greatLakesId}&vin=${F150.vin}&source=chrome-extension-shopWare&urlSource=${urlSource}` +
        '&shopWareOrderId=55001&shopWareFriendlyOrderId=2201',
    );
    await panel().getByRole('button', { name: 'Add labor' }).click();
    expect(await createButton().count()).toBe(0);
    await panel().getByRole('button', { name: 'Create Job in ShopWare' }).click();
    const error = panel().getByRole('alert');
    await expect.poll(() => error.textContent()).toBe('Error: noteId is missing');
    // The error variant of the alert: red text on red-50.
    expect(await error.getAttribute('class')).toContain('text-red-700');
  });
});
