import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteTotals } from '../../../shared/quote-totals';
import { runPendingJobs } from '../../background/worker';
import { guideJobs, jobs } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createAndReadQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 400 }, (app) => {
  ({ t, s } = app);
});

describe('quote edits', () => {
  it('edits the title, labor and part lines, returning the updated quote each time', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    expect((await call.quote.updateQuote({ id: quote.id, title: '  Front brakes  ' })).title).toBe(
      'Front brakes',
    );
    const added = await call.quote.addQuoteLaborItem({
      quoteId: quote.id,
      title: 'Caliper slides - service',
      description: 'Clean and lube',
      hours: 0.5,
      rate: 165,
    });
    const line = added.quote_labor_items.at(-1)!;
    expect(line).toMatchObject({
      title: 'Caliper slides - service',
      hours: 0.5,
      rate: 165,
      is_suggested: false,
      source: { kind: 'user' },
    });
    expect(quoteTotals(added).labor).toBe(quoteTotals(quote).labor + 82.5);
    const edited = await call.quote.updateQuoteLaborItem({
      id: line.id,
      title: 'Caliper slides',
      description: '',
      hours: 0.7,
      rate: 150,
    });
    expect(edited.quote_labor_items.find((l) => l.id === line.id)).toMatchObject({
      hours: 0.7,
      rate: 150,
      title: 'Caliper slides',
    });
    const suggested = await call.quote.updateQuoteLaborItem({ id: line.id, isSuggested: true });
    expect(suggested.quote_labor_items.find((l) => l.id === line.id)!.is_suggested).toBe(true);
    const polished = await call.quote.updateQuoteLaborItemDescriptionAi({ id: line.id });
    const description = polished.quote_labor_items.find((l) => l.id === line.id)!.description;
    expect(description).toMatch(/^Service caliper slides/);
    expect(description.split(/\s+/).length).toBeLessThanOrEqual(40);
    const removed = await call.quote.deleteQuoteLaborItem({ id: line.id });
    expect(removed.quote_labor_items.some((l) => l.id === line.id)).toBe(false);

    const withPart = await call.quote.addQuotePartItem({
      quoteId: quote.id,
      name: 'Brake fluid DOT 3',
      quantity: 1,
      retail: 12,
    });
    const part = withPart.quote_part_items.at(-1)!;
    const partEdited = await call.quote.updateQuotePartItem({
      id: part.id,
      name: 'Brake fluid DOT 4',
      quantity: 2,
      retail: 14.5,
    });
    expect(partEdited.quote_part_items.find((p) => p.id === part.id)).toMatchObject({
      name: 'Brake fluid DOT 4',
      quantity: 2,
      retail: 14.5,
      sourced_part: null,
    });
    expect(
      (await call.quote.deleteQuotePartItem({ id: part.id })).quote_part_items.some((p) => p.id === part.id),
    ).toBe(false);
  });

  it('validates input with the spec messages', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    await expect(
      call.quote.addQuoteLaborItem({ quoteId: quote.id, title: ' ', description: 'x', hours: 1, rate: 1 }),
    ).rejects.toMatchObject({ message: 'Title is required' });
    await expect(
      call.quote.addQuoteLaborItem({ quoteId: quote.id, title: 'x', description: '  ', hours: 1, rate: 1 }),
    ).rejects.toMatchObject({ message: 'Description is required' });
    await expect(
      call.quote.addQuoteLaborItem({ quoteId: quote.id, title: 'x', description: 'y', hours: -1, rate: 1 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      call.quote.addQuotePartItem({ quoteId: quote.id, name: 'x', quantity: 0, retail: 1 }),
    ).rejects.toMatchObject({ message: 'Quantity must be at least 1' });
    await expect(
      call.quote.addQuotePartItem({ quoteId: quote.id, name: 'x', quantity: 1.5, retail: 1 }),
    ).rejects.toMatchObject({ message: 'Quantity must be a whole number' });
  });

  it('copies lines of related jobs into the quote', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const job = quote.related_jobs[0]!.job;
    const labor = await call.quote.moveRelatedLaborToQuoteButton({
      laborItemId: job.labor_items[0]!.id,
      quoteId: quote.id,
    });
    expect(labor.at(-1)).toMatchObject({ title: job.labor_items[0]!.description, rate: 165 });
    const parts = await call.quote.moveRelatedPartToQuoteButton({
      partItemId: job.part_items[0]!.id,
      quoteId: quote.id,
    });
    expect(parts.at(-1)).toMatchObject({ name: job.part_items[0]!.name, retail: job.part_items[0]!.retail });
    const other = await createAndReadQuote(t, s, 'battery dead');
    await expect(
      call.quote.moveRelatedLaborToQuoteButton({
        laborItemId: other.related_jobs[0]!.job.labor_items[0]!.id,
        quoteId: quote.id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('names each related job by the guide job it was matched to, keeping the title the shop typed', async () => {
    const quote = await createAndReadQuote(t, s);
    const ids = quote.related_jobs.map(({ job }) => job.id);
    const stored = await t.db
      .select({ id: jobs.id, title: jobs.title, guideName: guideJobs.name })
      .from(jobs)
      .leftJoin(guideJobs, eq(guideJobs.id, jobs.guide_job_id))
      .where(inArray(jobs.id, ids));
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(quote.related_jobs.some(({ job }) => job.guide_job_name !== null)).toBe(true);
    for (const { job } of quote.related_jobs) {
      expect(job.title).toBe(byId.get(job.id)!.title);
      expect(job.guide_job_name).toBe(byId.get(job.id)!.guideName);
    }
  });

  it("refuses another shop's member on every edit", async () => {
    const quote = await createAndReadQuote(t, s);
    const outsider = await t.createUser();
    const otherShop = await t.createShop();
    await t.addMember(outsider, otherShop);
    const call = t.caller(outsider);
    const labor = quote.quote_labor_items[0]!;
    const part = quote.quote_part_items[0]!;
    const attempts = [
      () => call.quote.updateQuote({ id: quote.id, title: 'x' }),
      () =>
        call.quote.addQuoteLaborItem({ quoteId: quote.id, title: 'x', description: 'y', hours: 1, rate: 1 }),
      () => call.quote.updateQuoteLaborItem({ id: labor.id, isSuggested: true }),
      () => call.quote.deleteQuoteLaborItem({ id: labor.id }),
      () => call.quote.updateQuoteLaborItemDescriptionAi({ id: labor.id }),
      () => call.quote.addQuotePartItem({ quoteId: quote.id, name: 'x', quantity: 1, retail: 1 }),
      () => call.quote.updateQuotePartItem({ id: part.id, isSuggested: true }),
      () => call.quote.deleteQuotePartItem({ id: part.id }),
      () => call.quote.deleteQuotePartItemSourced({ id: part.id }),
      () => call.quote.pickBestMatchFromLaborGuide({ quoteLaborId: labor.id }),
      () => call.quote.unassignLaborGuideToLabor({ quoteLaborId: labor.id }),
      () => call.quote.verifyAllLaborItemGuide({ quoteId: quote.id }),
      () => call.quote.getBasicQuoteWithLaborItems({ quoteId: quote.id }),
      () => call.quote.getBasicQuoteWithPartItems({ quoteId: quote.id }),
      () => call.job.getJobGuides({ search: 'brake', quoteId: quote.id }),
      () => call.job.getCannedLaborItems({ tekmotorJobSmartJobId: 'BRK-0002', quoteId: quote.id }),
    ];
    // Called one at a time: a rejected call is awaited before the next starts.
    for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(null).quote.updateQuote({ id: quote.id, title: 'x' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('labor guide', () => {
  it('searches guide jobs, lists canned labor with motor time, assigns, best-matches and unassigns', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    expect(await call.job.getJobGuides({ search: '', quoteId: quote.id })).toEqual([]);
    const guides = await call.job.getJobGuides({ search: 'front brake pads', quoteId: quote.id });
    expect(guides[0]!.name).toMatch(/Front Brake Pads/);
    const canned = await call.job.getCannedLaborItems({
      tekmotorJobSmartJobId: 'BRK-0002',
      quoteId: quote.id,
    });
    expect(canned.map((c) => c.name)).toContain('Disc Brake Pads, Front - R&R');
    expect(
      await call.job.getCannedLaborItems({ tekmotorJobSmartJobId: 'NOPE-1', quoteId: quote.id }),
    ).toEqual([]);

    const line = quote.quote_labor_items.find((l) => !l.is_suggested)!;
    const rotor = canned.find((c) => /Rotors/.test(c.name))!;
    const assigned = await call.job.assignLaborGuideToLaborQuote({
      quoteLaborItemId: line.id,
      cannedLaborItem: rotor,
    });
    const linked = assigned.quote_labor_items.find((l) => l.id === line.id)!;
    expect(linked.guide_labor_item).toEqual({ id: rotor.id, name: rotor.name, motorTime: rotor.motorTime });
    // A linked line is named after the operation it is charged at.
    expect(linked.title).toBe(rotor.name);
    // The guide's motor time replaces the line's hours in the total.
    const expectedLabor =
      assigned.quote_labor_items
        .filter((l) => !l.is_suggested)
        .reduce((sum, l) => sum + Math.round((l.guide_labor_item?.motorTime ?? l.hours) * l.rate * 100), 0) /
      100;
    expect(quoteTotals(assigned).labor).toBe(expectedLabor);

    const best = await call.quote.pickBestMatchFromLaborGuide({ quoteLaborId: line.id });
    expect(best.quote_labor_items.find((l) => l.id === line.id)!.guide_labor_item!.name).toBe(linked.title);
    const unassigned = await call.quote.unassignLaborGuideToLabor({ quoteLaborId: line.id });
    expect(unassigned.quote_labor_items.find((l) => l.id === line.id)!.guide_labor_item).toBeNull();

    const odd = await call.quote.addQuoteLaborItem({
      quoteId: quote.id,
      title: 'Zzz qqq',
      description: 'Nothing',
      hours: 1,
      rate: 165,
    });
    await expect(
      call.quote.pickBestMatchFromLaborGuide({ quoteLaborId: odd.quote_labor_items.at(-1)!.id }),
    ).rejects.toMatchObject({
      message: 'No labor guide match found for "Zzz qqq"',
    });
  });

  it('verifies all labor lines in the background, once even when started twice', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const extra = await call.quote.addQuoteLaborItem({
      quoteId: quote.id,
      title: 'Brake fluid flush',
      description: 'Flush',
      hours: 1,
      rate: 165,
    });
    expect(await call.quote.verifyAllLaborItemGuide({ quoteId: quote.id })).toEqual({
      started: true,
      alreadyRunning: false,
    });
    expect(await call.quote.verifyAllLaborItemGuide({ quoteId: quote.id })).toEqual({
      started: true,
      alreadyRunning: true,
    });
    const during = await call.quote.getBasicQuoteWithLaborItems({ quoteId: quote.id });
    expect(during.isVerifyingLaborItemsInProgress).toBe(true);
    expect(await runPendingJobs(t.deps)).toBe(1);
    const after = await call.quote.getBasicQuoteWithLaborItems({ quoteId: quote.id });
    expect(after.isVerifyingLaborItemsInProgress).toBe(false);
    expect(after.verify_error).toBeNull();
    expect(after.quote_labor_items.length).toBe(extra.quote_labor_items.length);
    for (const line of after.quote_labor_items) expect(line.guide_labor_item).not.toBeNull();
    expect(after.quote_labor_items.at(-1)!.guide_labor_item!.name).toMatch(/Brake System - Flush/);
  });
});

describe('verify-all and the hours an advisor chose', () => {
  it('keeps typed hours and unlinked lines unless told to use the guide’s times', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const [typed, unlinked] = quote.quote_labor_items.filter((l) => !l.is_suggested);
    // One line unlinked and given new hours, another only unlinked.
    await call.quote.unassignLaborGuideToLabor({ quoteLaborId: typed!.id });
    await call.quote.updateQuoteLaborItem({
      id: typed!.id,
      title: typed!.title,
      description: typed!.description,
      hours: 0.5,
      rate: typed!.rate,
    });
    await call.quote.unassignLaborGuideToLabor({ quoteLaborId: unlinked!.id });
    const edited = await call.quote.getBasicQuoteWithLaborItems({ quoteId: quote.id });
    const byId = (lines: typeof edited.quote_labor_items, id: string) => lines.find((l) => l.id === id)!;
    expect(byId(edited.quote_labor_items, typed!.id)).toMatchObject({ hours: 0.5, hours_by_hand: true });
    expect(byId(edited.quote_labor_items, unlinked!.id)).toMatchObject({ hours_by_hand: true });

    await call.quote.verifyAllLaborItemGuide({ quoteId: quote.id });
    expect(await runPendingJobs(t.deps)).toBe(1);
    const kept = await call.quote.getBasicQuoteWithLaborItems({ quoteId: quote.id });
    expect(byId(kept.quote_labor_items, typed!.id)).toMatchObject({ hours: 0.5, guide_labor_item: null });
    expect(byId(kept.quote_labor_items, unlinked!.id).guide_labor_item).toBeNull();
    const readQuote = await call.quote.getQuoteAi({ id: quote.id });
    expect(readQuote.quote_labor_items.find((l) => l.id === typed!.id)!.hours).toBe(0.5);

    await call.quote.verifyAllLaborItemGuide({ quoteId: quote.id, handHours: 'replace' });
    expect(await runPendingJobs(t.deps)).toBe(1);
    const replaced = await call.quote.getBasicQuoteWithLaborItems({ quoteId: quote.id });
    for (const id of [typed!.id, unlinked!.id]) {
      expect(byId(replaced.quote_labor_items, id).guide_labor_item).not.toBeNull();
      expect(byId(replaced.quote_labor_items, id).hours_by_hand).toBe(false);
    }
  });

  it('refuses another shop’s quote and an unknown choice', async () => {
    const quote = await createAndReadQuote(t, s);
    const outsider = await t.createUser();
    await expect(
      t.caller(outsider).quote.verifyAllLaborItemGuide({ quoteId: quote.id, handHours: 'replace' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.caller(s.user).quote.verifyAllLaborItemGuide({ quoteId: quote.id, handHours: 'all' as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('bad input on the panel procedures', () => {
  it('answers BAD_REQUEST with a clear message', async () => {
    const call = t.caller(s.user);
    const admin = await t.createUser({ role: 'ADMIN' });
    const quote = await createAndReadQuote(t, s);
    const labor = quote.quote_labor_items[0]!;
    await expect(
      call.job.getCannedLaborItems({ tekmotorJobSmartJobId: ' ', quoteId: quote.id }),
    ).rejects.toMatchObject({
      message: 'Choose a guide job',
    });
    await expect(
      call.job.assignLaborGuideToLaborQuote({ quoteLaborItemId: labor.id, cannedLaborItem: { id: 'nope' } }),
    ).rejects.toMatchObject({ message: 'Invalid labor guide item' });
    await expect(call.job.getJobGuides({ search: 'brake', quoteId: 'x' })).rejects.toMatchObject({
      message: 'Invalid quote id',
    });
    await expect(
      call.quote.moveRelatedLaborToQuoteButton({ laborItemId: 'x', quoteId: quote.id }),
    ).rejects.toMatchObject({
      message: 'Invalid labor item id',
    });
    await expect(call.quote.updateQuote({ id: quote.id, title: '  ' })).rejects.toMatchObject({
      message: 'Title is required',
    });
    await expect(t.caller(admin).quote.getQuoteAdminDetails({ quoteId: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(call.quote.verifyAllLaborItemGuide({ quoteId: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('admin details and app guidelines', () => {
  it('shows how the quote was made to admins only', async () => {
    const quote = await createAndReadQuote(t, s);
    const admin = await t.createUser({ role: 'ADMIN' });
    const details = await t.caller(admin).quote.getQuoteAdminDetails({ quoteId: quote.id });
    expect(details).toMatchObject({
      title: quote.title,
      prompt: 'grinding noise front when braking',
      created_by: { name: 'Sam Advisor' },
      shop: { name: 'Bayside Test' },
      vehicle: { vin: s.vehicle.vin },
    });
    expect(details.prompt_full).toContain('Concern:');
    await expect(t.caller(s.user).quote.getQuoteAdminDetails({ quoteId: quote.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      t.caller(admin).quote.getQuoteAdminDetails({ quoteId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets admins create app guidelines that later quotes read', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    await expect(
      t.caller(admin).appGuideline.createAppGuideline({ title: ' ', description: 'x' }),
    ).rejects.toMatchObject({ message: 'Title and description are required' });
    await expect(
      t.caller(s.user).appGuideline.createAppGuideline({ title: 'x', description: 'y' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const created = await t.caller(admin).appGuideline.createAppGuideline({
      title: 'Wiper quotes',
      description: 'Offer a rear wiper blade with every front wiper blade job.',
    });
    expect(created.title).toBe('Wiper quotes');
    // A quote lists the guidelines it applied: here the rear blade it offers because of it.
    const quote = await createAndReadQuote(t, s, 'wipers streaking');
    expect(quote.app_guidelines.map((g) => g.title)).toContain('Wiper quotes');
    expect(quote.quote_labor_items.find((l) => /Rear/.test(l.title))).toMatchObject({ is_suggested: true });
  });
});

describe('markup matrix', () => {
  it('replaces and reads the rows with the spec rules enforced', async () => {
    const call = t.caller(s.user);
    expect(await call.matrix.getMatrices({ shopId: s.shop.id, type: 'PARTS' })).toEqual([]);
    const rows = [
      { startCost: 0, endCost: 10, multiplier: 2.5 },
      { startCost: 10, endCost: 100, multiplier: 1.8 },
    ];
    const saved = await call.matrix.replaceMatrices({ shopId: s.shop.id, type: 'PARTS', matrices: rows });
    expect(saved.map(({ startCost, endCost, multiplier }) => ({ startCost, endCost, multiplier }))).toEqual(
      rows,
    );
    expect(await call.matrix.getMatrices({ shopId: s.shop.id, type: 'LABOR' })).toEqual([]);
    await expect(
      call.matrix.replaceMatrices({
        shopId: s.shop.id,
        type: 'PARTS',
        matrices: [{ startCost: 5, endCost: 5, multiplier: 2 }],
      }),
    ).rejects.toMatchObject({
      message: 'End cost must be greater than start cost',
    });
    const outsider = await t.createUser();
    await expect(
      t.caller(outsider).matrix.getMatrices({ shopId: s.shop.id, type: 'PARTS' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      t.caller(outsider).matrix.replaceMatrices({ shopId: s.shop.id, type: 'PARTS', matrices: [] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await call.matrix.replaceMatrices({ shopId: s.shop.id, type: 'PARTS', matrices: [] });
  });
});
