import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetNetworkReads } from '../db/kept-reads';
import { jobs, quoteRelatedJobs } from '../db/schema';
import type { TestApp } from '../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../test/quote-fixture';

// A guide job's network history is kept for a minute (db/kept-reads.ts): the next quote of the
// same job on the same car reads it from memory, until an import forgets it.
let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 200 }, (app) => {
  t = app.t;
  s = app.s;
});

const relatedJobIds = async (quoteId: string) =>
  (
    await t.db
      .select({ id: quoteRelatedJobs.job_id })
      .from(quoteRelatedJobs)
      .where(eq(quoteRelatedJobs.quote_id, quoteId))
      .orderBy(asc(quoteRelatedJobs.position))
  ).map((r) => r.id);

describe("quote generation's reads of the network", () => {
  it('keeps the similar jobs for the next quote of the same job on the same car, until an import', async () => {
    const first = await relatedJobIds(await createQuote(t, s));
    expect(first.length).toBeGreaterThan(0);
    // The top similar job leaves the guide job's history (as if re-imported under another).
    await t.db.update(jobs).set({ guide_job_id: null }).where(eq(jobs.id, first[0]!));

    expect(await relatedJobIds(await createQuote(t, s))).toEqual(first);
    forgetNetworkReads(); // as finishNetworkImport does
    expect(await relatedJobIds(await createQuote(t, s))).not.toContain(first[0]);
  });
});
