import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR, openPage, screenshot, screenshotAtBothSizes, signIn } from './support/browser';
import { newQuoteAt, selectShop } from './support/quote-flow';
import { answerProcedure } from './support/trpc-route';

const SHOP = 'Bayside Auto Care';
const DATE = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;
const ENTRY = {
  title: 'Loaner cars',
  description: 'Offer a loaner car for jobs over four hours.\nBook it when the quote is approved.',
};
const EDITED_DESCRIPTION = 'Offer a loaner car or a ride for jobs over four hours.';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openPage());
});
afterAll(() => browser?.close());

const url = () => new URL(page.url());
const list = () => page.getByRole('list', { name: `Knowledge Base in ${SHOP}` });
const entry = (title: string) => list().getByRole('listitem', { name: title, exact: true });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

const screenshots = (name: string) => screenshotAtBothSizes(page, name);

describe('Knowledge Base settings as the demo advisor', () => {
  it("asks for a shop first, then lists the shop's seeded entries from the settings menu", async () => {
    await signIn(page, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
    await page.goto('/settings/knowledge-base');
    await page.getByText('Select a shop to see its knowledge base.').waitFor();
    await screenshot(page, 'settings-knowledge-base-no-shop');

    await page.goto('/settings/profile');
    await selectShop(page, SHOP);
    await expect.poll(() => url().searchParams.get('shopId')).toMatch(/^[0-9a-f-]{36}$/);
    const shopId = url().searchParams.get('shopId');

    const menuLink = page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Knowledge Base' });
    await menuLink.click();
    await page.getByRole('heading', { name: `Knowledge Base in ${SHOP}`, level: 1 }).waitFor();
    expect(url().pathname).toBe('/settings/knowledge-base');
    expect(url().searchParams.get('shopId')).toBe(shopId);
    expect(await menuLink.getAttribute('aria-current')).toBe('page');

    const brakeFluid = entry('Brake fluid with pad jobs');
    await brakeFluid.waitFor();
    expect(await brakeFluid.textContent()).toContain('Offer a brake fluid flush with every brake pad job');
    expect(await brakeFluid.textContent()).toMatch(new RegExp(`Created by Alex Admin on ${DATE.source}`));
    expect(await brakeFluid.textContent()).not.toContain('Updated on');
    await entry('Synthetic oil on newer vehicles').waitFor();
    // Another shop's knowledge stays there.
    expect(await list().textContent()).not.toContain('Road salt corrosion');
    await screenshots('settings-knowledge-base');
  });

  it('adds an entry: the spec messages on a blank form, the server message in red, then saved', async () => {
    await page.getByRole('button', { name: 'Add Knowledge Base Entry' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Knowledge Base Entry' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Description is required').waitFor();
    expect(await dialog.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'settings-knowledge-base-add-blank');

    await dialog.getByLabel('Title').fill(`  ${ENTRY.title}  `);
    await dialog.getByLabel('Description').fill(ENTRY.description);
    // A refusal from the server shows its message in the form.
    await page.route('**/trpc/knowledgeBase.createKnowledgeBase**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              json: {
                message: "Shop not found or you don't have access to this shop.",
                code: -32003,
                data: { code: 'FORBIDDEN', httpStatus: 403 },
              },
            },
          },
        ]),
      }),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Shop not found or you don't have access to this shop.");
    expect(await alert.getAttribute('class')).toContain('text-red-700');
    await page.unrouteAll();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const added = entry(ENTRY.title);
    await added.waitFor();
    expect(await list().getByRole('listitem').first().getAttribute('aria-labelledby')).toBe(
      await added.getAttribute('aria-labelledby'),
    );
    expect(await added.textContent()).toMatch(new RegExp(`Created by Sam Advisor on ${DATE.source}`));
    expect(await added.textContent()).not.toContain('Updated on');
    // The line break typed in the description is kept on screen.
    expect(await added.getByText(/^Offer a loaner car/).innerText()).toBe(ENTRY.description);
    await screenshots('settings-knowledge-base-added');
  });

  it('edits the entry in place: validation, Cancel restores, Save shows Updated on', async () => {
    const editButton = page.getByRole('button', { name: `Edit ${ENTRY.title}` });
    await editButton.click();
    const form = page.getByRole('form', { name: `Edit ${ENTRY.title}` });
    const title = form.getByLabel('Title');
    await expect.poll(() => isFocused(title)).toBe(true);
    await title.fill('   ');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Title is required').waitFor();
    await screenshots('settings-knowledge-base-edit');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(await entry(ENTRY.title).textContent()).toContain('Book it when the quote is approved.');
    await expect.poll(() => isFocused(editButton)).toBe(true);

    await page.keyboard.press('Enter');
    await form.getByLabel('Description').fill(EDITED_DESCRIPTION);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const edited = entry(ENTRY.title);
    await edited.getByText(EDITED_DESCRIPTION).waitFor();
    expect(await edited.textContent()).toMatch(new RegExp(`Updated on ${DATE.source}`));

    await page.reload();
    await entry(ENTRY.title).getByText(EDITED_DESCRIPTION).waitFor();
    expect(await entry(ENTRY.title).textContent()).toContain('Updated on');
    await screenshots('settings-knowledge-base-edited');
  });

  it('deletes the entry after a confirmation, and it stays deleted', async () => {
    const deleteButton = page.getByRole('button', { name: `Delete ${ENTRY.title}` });
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', { name: `Delete "${ENTRY.title}"?` });
    await confirm.waitFor();
    await screenshot(page, 'settings-knowledge-base-delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await entry(ENTRY.title).count()).toBe(1);

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => entry(ENTRY.title).count()).toBe(0);

    await page.reload();
    await entry('Brake fluid with pad jobs').waitFor();
    expect(await list().textContent()).not.toContain(ENTRY.title);
  });

  it("explains an empty knowledge base and says 'Error' when the list cannot be read", async () => {
    const list = 'knowledgeBase.getKnowledgeBases';
    await answerProcedure(page, list, { result: { data: { json: [] } } });
    await page.reload();
    await page.getByText(/^No entries yet\. .* appear here too\.$/).waitFor();
    await screenshots('settings-knowledge-base-empty');
    await page.unrouteAll();

    await answerProcedure(
      page,
      list,
      { error: { json: { message: 'boom', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR' } } } },
      500,
    );
    await page.reload();
    await page.getByText('Error', { exact: true }).waitFor();
    await page.unrouteAll();
  });

  it('shows the rule Learn from Conversation kept, marked as learned and linked to its conversation', async () => {
    await newQuoteAt(page, SHOP, 'replace front brake pads');
    const conversationPath = url().pathname.replace(/\/quote\/.*$/, '');
    // Only a rule the advisor states is learned; a discussion-mode message leaves the quote as it is.
    const messages = page.getByRole('log', { name: 'Messages' }).locator('ol > li');
    // The concern and the assistant's answer are listed before the count is taken.
    await messages.nth(1).waitFor();
    const count = await messages.count();
    await page.getByRole('button', { name: 'Discussion mode' }).click();
    await page
      .getByPlaceholder('Ask anything')
      .fill('From now on, always quote wiper blades as a suggestion.');
    await page.getByPlaceholder('Ask anything').press('Enter');
    await expect.poll(() => messages.count()).toBe(count + 2);
    await page.getByRole('button', { name: 'Learn from Conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Learn from Conversation' });
    await dialog.getByRole('button', { name: 'Start Learning' }).click();
    await dialog.getByText('Analysis Complete!').waitFor();
    expect(await dialog.locator('li p').allTextContents()).toEqual([
      'Quote wiper blades as a suggestion',
      'Always quote wiper blades as a suggestion.',
    ]);
    const learnedTitle = 'Quote wiper blades as a suggestion';
    const search = url().search;
    await dialog.getByRole('link', { name: 'See them in the Knowledge Base' }).waitFor();
    await screenshot(page, 'settings-knowledge-base-learn-dialog');
    await dialog.getByRole('link', { name: 'See them in the Knowledge Base' }).click();

    await page.getByRole('heading', { name: `Knowledge Base in ${SHOP}`, level: 1 }).waitFor();
    expect(url().pathname).toBe('/settings/knowledge-base');
    expect(url().search).toBe(search);
    const learned = entry(learnedTitle);
    await learned.getByText('Learned from conversation').waitFor();
    await screenshots('settings-knowledge-base-learned');

    await learned.getByRole('link', { name: /^Open conversation / }).click();
    await expect.poll(() => url().pathname.startsWith(conversationPath)).toBe(true);
    expect(url().searchParams.get('shopId')).toBe(new URLSearchParams(search).get('shopId'));
  });
});
