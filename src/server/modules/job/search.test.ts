import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { laborLineTotal } from '../../../shared/network-job-totals';
import { forgetNetworkReads } from '../../db/kept-reads';
import { jobLaborItems, jobPartItems, jobs } from '../../db/schema';
import { finishNetworkImport } from '../../seed/generate/finish';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { insertNetworkJob } from '../../test/network-fixture';
import { isKeptAnswer } from '../../trpc/kept-answers';
import { refreshSearchWords } from './search-words';

let t: TestApp;
let user: Awaited<ReturnType<TestApp['createUser']>>;
let myShop: Awaited<ReturnType<TestApp['createShop']>>;

setUpTestApp({}, async (app) => {
  t = app;
  user = await t.createUser();
  myShop = await t.createShop({ name: 'My Shop', state: 'MI' });
  await t.addMember(user, myShop);
  await insertNetworkJob(t, {
    title: 'Front Brake Pads Replacement',
    make: 'Ford',
    model: 'F-150',
    year: 2013,
    daysAgo: 40,
  });
  await insertNetworkJob(t, {
    title: 'Front Brake Pads Replacement',
    make: 'Toyota',
    model: 'Camry',
    year: 2015,
    daysAgo: 5,
  });
  await insertNetworkJob(t, {
    title: 'Brake Pads, Rotors, Calipers and Hardware Kit - All Four Wheels with Fluid Flush',
    make: 'Toyota',
    model: 'Camry',
    year: 2015,
    daysAgo: 3,
  });
  await insertNetworkJob(t, {
    title: 'Engine Oil and Filter Change',
    make: 'Ford',
    model: 'F-150',
    year: 2013,
    daysAgo: 1,
    shopId: myShop.id,
    state: 'MI',
  });
  await insertNetworkJob(t, {
    title: 'Spark Plugs Replacement',
    make: 'Ford',
    model: 'F-150',
    year: 2014,
    daysAgo: 2,
    state: 'FL',
  });
  await insertNetworkJob(t, {
    title: 'Catalytic Converter Replacement',
    concern: 'Check engine light on, code P0420',
    make: 'Honda',
    model: 'Accord',
    year: 2012,
  });
  await refreshSearchWords(t.db);
});

const search = (input: Parameters<ReturnType<TestApp['caller']>['job']['getJobs']>[0]) =>
  t.caller(user).job.getJobs(input);

describe('job.getJobs', () => {
  it('ranks the same vehicle first, then an exact title above a loose one', async () => {
    const jobs = await search({ search: 'front brake pads', make: 'Ford', model: 'F-150', year: 2013 });
    expect(jobs.map((j) => [j.title, j.vehicle.make])).toEqual([
      ['Front Brake Pads Replacement', 'Ford'],
      ['Front Brake Pads Replacement', 'Toyota'],
    ]);
    expect(jobs[0]!.similarityScore).toBeGreaterThan(jobs[1]!.similarityScore);

    const loose = await search({ search: 'brake pads' });
    expect(loose.map((j) => j.title)).toContain(
      'Brake Pads, Rotors, Calipers and Hardware Kit - All Four Wheels with Fluid Flush',
    );
    const exact = loose.find((j) => j.title === 'Front Brake Pads Replacement')!;
    const broad = loose.find((j) => j.title.startsWith('Brake Pads, Rotors'))!;
    expect(exact.similarityScore).toBeGreaterThan(broad.similarityScore);
    for (const job of loose) expect(job.similarityScore).toBeGreaterThan(0);
    for (const job of loose) expect(job.similarityScore).toBeLessThanOrEqual(1);
  });

  it('matches the customer’s words and trouble codes, and corrects a misspelling', async () => {
    const byCode = await search({ search: 'P0420' });
    expect(byCode.map((j) => j.title)).toEqual(['Catalytic Converter Replacement']);
    const typo = await search({ search: 'break pads' });
    expect(typo.length).toBeGreaterThanOrEqual(2);
    expect(typo.every((j) => /brake pads/i.test(j.title))).toBe(true);
    expect(await search({ search: 'xylophone' })).toEqual([]);
  });

  it('returns the job with its labor, parts, category and repair order', async () => {
    const [job] = await search({ search: 'spark plugs' });
    expect(job).toMatchObject({
      title: 'Spark Plugs Replacement',
      vehicle: { make: 'Ford', model: 'F-150', model_year: 2014 },
      repair_order: { shop: { state: 'FL' } },
      labor_items: [
        { description: 'Spark Plugs Replacement', hours: 1.5, rate: 150, technician: 'Mike R.', total: 225 },
      ],
      part_items: [{ name: 'Part', brand: 'Bosch', quantity: 2, retail: 40 }],
    });
  });

  it('returns every line of a result as stored (read as JSON, decision 027)', async () => {
    const [job] = await search({ search: 'spark plugs' });
    await t.db.insert(jobLaborItems).values({
      id: crypto.randomUUID(),
      job_id: job!.id,
      description: 'Diagnose "misfire" \\ Ünïcode',
      hours: 0.33,
      rate: 149.99,
      technician: null,
    });
    forgetNetworkReads(); // as an import does
    const [read] = await search({ search: 'spark plugs' });
    const labor = await t.db.select().from(jobLaborItems).where(eq(jobLaborItems.job_id, job!.id));
    const parts = await t.db.select().from(jobPartItems).where(eq(jobPartItems.job_id, job!.id));
    expect(labor).toHaveLength(2);
    const withTotals = labor.map(({ job_id: _, ...l }) => ({ ...l, total: laborLineTotal(l) }));
    const asRead = parts.map(({ job_id: _, ...p }) => p);
    expect(read!.labor_items).toStrictEqual(withTotals);
    expect(JSON.stringify(read!.labor_items)).toBe(JSON.stringify(withTotals));
    expect(read!.part_items).toStrictEqual(asRead);
    expect(JSON.stringify(read!.part_items)).toBe(JSON.stringify(asRead));
  });

  it('without a search term lists the vehicle’s newest jobs, same year first', async () => {
    const jobs = await search({ make: 'Ford', model: 'F-150', year: 2013 });
    expect(jobs.map((j) => [j.title, j.vehicle.model_year])).toEqual([
      ['Engine Oil and Filter Change', 2013],
      ['Front Brake Pads Replacement', 2013],
      ['Spark Plugs Replacement', 2014],
    ]);
  });

  it('filters by state and by the caller’s own shop', async () => {
    expect((await search({ make: 'Ford', model: 'F-150', state: 'FL' })).map((j) => j.title)).toEqual([
      'Spark Plugs Replacement',
    ]);
    const mine = await search({ shopId: myShop.id });
    expect(mine.map((j) => j.title)).toEqual(['Engine Oil and Filter Change']);
    expect(mine[0]!.repair_order.shop.id).toBe(myShop.id);
  });

  it('refuses another shop’s filter, bad input and anonymous callers', async () => {
    const other = await t.createShop();
    await expect(search({ shopId: other.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(search({ state: 'TX' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Choose CA, MI or FL',
    });
    await expect(t.caller(null).job.getJobs({ search: 'brakes' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('kept search pages (issue 27)', () => {
  it('answers a search asked again from the kept page, with interaction counts as they are now', async () => {
    const query = { search: 'catalytic converter', make: 'Honda', model: 'Accord', year: 2012 };
    const [first] = await search(query);
    await t.caller(user).interaction.createInteraction({ jobId: first!.id });
    const [again] = await search(query);
    expect(again).toStrictEqual({ ...first, count_interactions: first!.count_interactions + 1 });
  });

  it('hands out the same kept answer while no count moves, and a new one (then kept) when one does', async () => {
    const query = { search: 'catalytic converter', make: 'Honda', model: 'Accord' };
    const first = await t.caller(user).job.getJobs(query);
    // A kept answer is what the transport writes and gzips once (http/trpc-reads.ts).
    expect(isKeptAnswer(first)).toBe(true);
    expect(await t.caller(user).job.getJobs(query)).toBe(first);
    // Another advisor (an advisor's second interaction with one job is not counted again).
    const colleague = await t.createUser();
    await t.addMember(colleague, myShop);
    await t.caller(colleague).interaction.createInteraction({ jobId: first[0]!.id });
    const moved = await t.caller(user).job.getJobs(query);
    expect(moved).not.toBe(first);
    expect(isKeptAnswer(moved)).toBe(true);
    expect(moved[0]!.count_interactions).toBe(first[0]!.count_interactions + 1);
    expect(await t.caller(user).job.getJobs(query)).toBe(moved);
  });

  it('shows a count another instance recorded within seconds, not on every read', async () => {
    const query = { search: 'catalytic converter', make: 'Honda' };
    const [first] = await t.caller(user).job.getJobs(query);
    // As another instance's recordInteraction does: the row changes, this process is not told.
    await t.db
      .update(jobs)
      .set({ count_interactions: first!.count_interactions + 5 })
      .where(eq(jobs.id, first!.id));
    expect((await t.caller(user).job.getJobs(query))[0]!.count_interactions).toBe(first!.count_interactions);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 2_500);
    try {
      expect((await t.caller(user).job.getJobs(query))[0]!.count_interactions).toBe(
        first!.count_interactions + 5,
      );
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps a page until an import, then reads the network again', async () => {
    const query = { search: 'catalytic converter' };
    const [first] = await search(query);
    await t.db.update(jobs).set({ title: 'Catalytic Converter R&R' }).where(eq(jobs.id, first!.id));
    expect((await search(query))[0]!.title).toBe('Catalytic Converter Replacement');
    await finishNetworkImport(t.db);
    expect((await search(query))[0]!.title).toBe('Catalytic Converter R&R');
  });
});

describe('job.getTotaljobs', () => {
  it('counts the network jobs', async () => {
    expect(await t.caller(user).job.getTotaljobs()).toBe(6);
  });
});
