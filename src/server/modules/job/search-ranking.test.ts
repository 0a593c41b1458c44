import { expect, it } from 'vitest';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { sampleSearches } from '../../test/sample-searches';
import { searchNetworkJobs } from './search';
import { refreshSearchWords } from './search-words';

// The network search's answers on a fixed, generated network: the same jobs in the same order for
// 200 queries an advisor could type (the benchmark's), at a fixed time (the recent tier moves with
// it). The snapshot was written by the search before its rework for scale (issue 27); any change
// to what a search answers shows here.
const NOW = new Date(Date.UTC(2026, 10, 27, 12));
let t: TestApp;

setUpTestApp({ knowledgeJobs: 3000 }, async (app) => {
  t = app;
  await refreshSearchWords(t.deps.db);
});

it('ranks the network as it did before the rework for scale', async () => {
  const admin = await t.createUser({ role: 'ADMIN' });
  const ctx = { db: t.deps.db, networkDb: t.deps.readDb, user: admin };
  const answers: string[] = [];
  for (const input of sampleSearches()) {
    const found = await searchNetworkJobs(ctx, input, { now: NOW });
    // Jobs of equal score may come in either order: within a score, by id.
    const ids = found
      .map((job) => ({ id: job.id.slice(0, 8), score: job.similarityScore }))
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .map((job) => `${job.id}:${job.score}`);
    answers.push(`${JSON.stringify(input)} -> ${ids.join(' ')}`);
  }
  await expect(`${answers.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/search-ranking.txt');
});
