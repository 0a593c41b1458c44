import type { Locator, Page } from 'playwright-core';
import { F150 } from './quote-flow';

// The network job search on /old: its job cards, and what a past job's card lists.

export const jobCards = (page: Page) => page.getByTestId('job-card');

/** The cards' similarity scores: shown only with a search term and dev mode on. */
export const similarityScores = (page: Page) => page.getByTestId('score-bar');

/** Waits until /old has loaded its results: the 'Loading jobs' status gone, a first job card shown. */
export async function waitForJobResults(page: Page) {
  await page.getByRole('status', { name: 'Loading jobs' }).waitFor({ state: 'detached' });
  await jobCards(page).first().waitFor();
}

/** /old for the 2013 F-150 at the shop, searched for 'brake pads', once its results are in. */
export async function searchBrakePads(page: Page, shopId: string) {
  await page.goto(`/old?vin=${F150.vin}&shopId=${shopId}&search=brake+pads`);
  await page.getByRole('heading', { name: 'Results for “brake pads”' }).waitFor();
  await waitForJobResults(page);
}

/** An expanded card's job: its title and how many labor and part rows it lists. */
export async function pastJob(card: Locator) {
  return {
    title: (await card.locator('[id$="-title"]').textContent())!.trim(),
    labor: await card
      .getByRole('table', { name: /^Labor of / })
      .locator('tbody tr')
      .count(),
    parts: await card
      .getByRole('table', { name: /^Parts of / })
      .locator('tbody tr')
      .count(),
  };
}
