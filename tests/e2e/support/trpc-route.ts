import type { Page } from 'playwright-core';

type Answer = { result: unknown } | { error: unknown };

/**
 * Answers one tRPC procedure with `answer` (its batch entry, e.g. `{ result: { data: { json: [] } } }`)
 * and leaves every other call real. The web client batches concurrent queries, so the procedure
 * may share a request with others (a poll that happens to fire at the same moment): the real
 * answer of the batch is fetched and only this procedure's entry replaced.
 */
export async function answerProcedure(page: Page, procedure: string, answer: Answer, status = 200) {
  const procedures = (url: URL) => decodeURIComponent(url.pathname.replace(/^.*\/trpc\//, '')).split(',');
  await page.route(
    (url) => url.pathname.includes('/trpc/') && procedures(url).includes(procedure),
    async (route) => {
      const names = procedures(new URL(route.request().url()));
      if (names.length === 1) {
        await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify([answer]) });
        return;
      }
      const real = await route.fetch();
      const entries = (await real.json()) as Answer[];
      entries[names.indexOf(procedure)] = answer;
      const statuses = new Set(entries.map((entry) => ('error' in entry ? 'error' : 'ok')));
      await route.fulfill({
        status: statuses.size > 1 ? 207 : status,
        contentType: 'application/json',
        body: JSON.stringify(entries),
      });
    },
  );
}
