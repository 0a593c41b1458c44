import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interactions, jobs, quotes } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

// DATABASE_READ_URL (decision 042): the network's history is read from the replica, and nothing
// is ever written there. The replica starts as a copy of the primary; each test then makes the
// two differ where it looks, so an answer shows which database it came from.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WRITE = /^\s*(insert|update|delete|merge|create|alter|drop|truncate)\b/i;

describe.skipIf(!onPostgres)('reads of the network with a read replica', () => {
  let t: TestApp;
  let s: QuotingSeed;
  const replicaStatements: string[] = [];

  setUpQuotingApp({ knowledgeJobs: 200, readReplica: true }, async (app) => {
    t = app.t;
    s = app.s;
    const pool = t.deps.database.readPool!;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      const text = args[0];
      replicaStatements.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return query(...args);
    }) as typeof pool.query;
  });

  /** A job of the network, renamed on the replica only. */
  async function markedOnReplica(title: string) {
    const [job] = await t.deps.readDb.select().from(jobs).where(eq(jobs.make, 'Ford')).limit(1);
    await t.deps.readDb.update(jobs).set({ title, search_text: title }).where(eq(jobs.id, job!.id));
    return job!;
  }

  it('searches, counts and opens repair orders on the replica', async () => {
    const job = await markedOnReplica('Replica Marker Job');
    replicaStatements.length = 0;
    const call = t.caller(s.user);
    const found = await call.job.getJobs({ search: 'replica marker' });
    expect(found.map((j) => [j.id, j.title])).toEqual([[job.id, 'Replica Marker Job']]);
    const order = await call.repairOrder.getRepairOrder({ id: job.repair_order_id });
    expect(order.jobs.map((j) => j.title)).toContain('Replica Marker Job');

    await t.deps.readDb.delete(jobs).where(eq(jobs.id, job.id));
    const [primary] = await t.db.select({ n: count() }).from(jobs);
    expect(await call.job.getTotaljobs()).toBe(primary!.n - 1);
    expect(replicaStatements.some((q) => /from "jobs"/.test(q))).toBe(true);
  });

  it('writes an interaction and a quote to the primary only, reading the network history from the replica', async () => {
    const [job] = await t.db.select().from(jobs).where(eq(jobs.make, 'Toyota')).limit(1);
    replicaStatements.length = 0;
    await t.caller(s.user).interaction.createInteraction({ jobId: job!.id });
    const quoteId = await createQuote(t, s);

    const interactionsOn = async (db: TestApp['db']) =>
      (await db.select({ n: count() }).from(interactions).where(eq(interactions.job_id, job!.id)))[0]!.n;
    expect(await interactionsOn(t.db)).toBe(1);
    expect(await interactionsOn(t.deps.readDb)).toBe(0);
    expect(await t.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId))).toHaveLength(1);
    expect(await t.deps.readDb.select().from(quotes)).toEqual([]);
    // Quote generation read the network's similar jobs from the replica.
    expect(replicaStatements.some((q) => /from "jobs"/.test(q))).toBe(true);
    expect(replicaStatements.filter((q) => WRITE.test(q))).toEqual([]);
  });
});
