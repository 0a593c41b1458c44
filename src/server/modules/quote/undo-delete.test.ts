import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteTotals } from '../../../shared/quote-totals';
import { quoteDeletedLines, quoteLaborItems, quotes, sourcedParts } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createAndReadQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';
import { RESTORE_WINDOW_SECONDS } from './service/undo';

const GONE = { code: 'NOT_FOUND', message: 'This line can no longer be restored.' };

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 300 }, (app) => {
  ({ t, s } = app);
});

/** A quote with a labor line linked to the guide in the middle of its charged lines. */
async function quoteWithGuideLink() {
  const call = t.caller(s.user);
  const quote = await createAndReadQuote(t, s);
  await call.quote.addQuoteLaborItem({
    quoteId: quote.id,
    title: 'Caliper slides - service',
    description: 'Clean and lube',
    hours: 0.5,
    rate: 165,
  });
  const line = quote.quote_labor_items.find((l) => !l.is_suggested)!;
  const canned = await call.job.getCannedLaborItems({ tekmotorJobSmartJobId: 'BRK-0002', quoteId: quote.id });
  const rotor = canned.find((c) => /Rotors/.test(c.name))!;
  const linked = await call.job.assignLaborGuideToLaborQuote({
    quoteLaborItemId: line.id,
    cannedLaborItem: rotor,
  });
  return { quote: linked, line: linked.quote_labor_items.find((l) => l.id === line.id)! };
}

/** A quote whose first charged part line is sourced from a supplier part. */
async function quoteWithSourcedPart() {
  const quote = await createAndReadQuote(t, s);
  const part = quote.quote_part_items.find((p) => !p.is_suggested)!;
  await t.db.insert(sourcedParts).values({
    quote_part_item_id: part.id,
    partId: 'PT-77',
    partName: 'Ceramic Pad Set',
    partNumber: 'CP-1077',
    status: 'IN_STOCK',
    price_list: 89.99,
    price_cost: 41.37,
    price_cost_with_matrix: 72.4,
    supplier_id: 12,
    supplier_name: 'NAPA Auto Parts',
    brand: 'Wagner',
    brand_id: 'WG',
    pcdb_part_type_id: 1684,
    store_id: 3,
    store_name: 'NAPA Bayside',
  });
  const sourced = await t.caller(s.user).quote.getQuoteAi({ id: quote.id });
  return { quote: sourced, part: sourced.quote_part_items.find((p) => p.id === part.id)! };
}

const snapshotsOf = (lineId: string) =>
  t.db.select().from(quoteDeletedLines).where(eq(quoteDeletedLines.line_id, lineId));

describe('undo of a deleted labor line', () => {
  it('puts the line back where it was, with its guide link, and the totals as before', async () => {
    const call = t.caller(s.user);
    const { quote, line } = await quoteWithGuideLink();
    expect(line.guide_labor_item).not.toBeNull();
    expect(line.guide_motor_time).not.toBeNull();
    const index = quote.quote_labor_items.findIndex((l) => l.id === line.id);
    expect(index).toBeLessThan(quote.quote_labor_items.length - 1);

    const deleted = await call.quote.deleteQuoteLaborItem({ id: line.id });
    expect(deleted.quote_labor_items.some((l) => l.id === line.id)).toBe(false);
    expect(quoteTotals(deleted).labor).toBeLessThan(quoteTotals(quote).labor);
    const [snapshot] = await snapshotsOf(line.id);
    expect(snapshot).toMatchObject({ quote_id: quote.id, kind: 'LABOR', deleted_by: s.user.id });

    const restored = await call.quote.restoreQuoteLaborItem({ id: line.id });
    expect(restored.quote_labor_items).toEqual(quote.quote_labor_items);
    expect(restored.quote_labor_items[index]).toEqual(line);
    expect(quoteTotals(restored)).toEqual(quoteTotals(quote));
    expect(restored.updated_at.getTime()).toBeGreaterThanOrEqual(deleted.updated_at.getTime());
    expect(await snapshotsOf(line.id)).toEqual([]);
    expect(await call.quote.getQuoteAi({ id: quote.id })).toEqual(restored);
  });

  it('keeps a suggested line suggested', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const line = quote.quote_labor_items[0]!;
    const suggested = await call.quote.updateQuoteLaborItem({ id: line.id, isSuggested: true });
    await call.quote.deleteQuoteLaborItem({ id: line.id });
    const restored = await call.quote.restoreQuoteLaborItem({ id: line.id });
    expect(restored.quote_labor_items).toEqual(suggested.quote_labor_items);
    expect(restored.quote_labor_items.find((l) => l.id === line.id)!.is_suggested).toBe(true);
  });
});

describe('undo of a deleted part line', () => {
  it('puts the line back with its sourced part and its prices, and the totals as before', async () => {
    const call = t.caller(s.user);
    const { quote, part } = await quoteWithSourcedPart();
    expect(part.sourced_part).toMatchObject({
      price_list: 89.99,
      price_cost: 41.37,
      price_cost_with_matrix: 72.4,
    });

    const deleted = await call.quote.deleteQuotePartItem({ id: part.id });
    expect(deleted.quote_part_items.some((p) => p.id === part.id)).toBe(false);
    expect(
      await t.db.select().from(sourcedParts).where(eq(sourcedParts.quote_part_item_id, part.id)),
    ).toEqual([]);

    const restored = await call.quote.restoreQuotePartItem({ id: part.id });
    expect(restored.quote_part_items).toEqual(quote.quote_part_items);
    expect(restored.quote_part_items.find((p) => p.id === part.id)!.sourced_part).toEqual(part.sourced_part);
    expect(quoteTotals(restored)).toEqual(quoteTotals(quote));
  });

  it('puts a plain part back', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const part = quote.quote_part_items.at(-1)!;
    await call.quote.deleteQuotePartItem({ id: part.id });
    expect((await call.quote.restoreQuotePartItem({ id: part.id })).quote_part_items).toEqual(
      quote.quote_part_items,
    );
  });
});

describe('when a line can no longer be restored', () => {
  it('answers NOT_FOUND to a second restore, also when both come at once', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const [labor, other] = quote.quote_labor_items;
    await call.quote.deleteQuoteLaborItem({ id: labor!.id });
    await call.quote.restoreQuoteLaborItem({ id: labor!.id });
    await expect(call.quote.restoreQuoteLaborItem({ id: labor!.id })).rejects.toMatchObject(GONE);

    await call.quote.deleteQuoteLaborItem({ id: other!.id });
    const results = await Promise.allSettled([
      call.quote.restoreQuoteLaborItem({ id: other!.id }),
      call.quote.restoreQuoteLaborItem({ id: other!.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: GONE });
    expect((await call.quote.getQuoteAi({ id: quote.id })).quote_labor_items).toEqual(
      quote.quote_labor_items,
    );
  });

  it('answers NOT_FOUND when the line is back already, instead of failing on its id', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const line = quote.quote_labor_items[0]!;
    await call.quote.deleteQuoteLaborItem({ id: line.id });
    const [snapshot] = await snapshotsOf(line.id);
    await t.db.insert(quoteLaborItems).values(snapshot!.line as typeof quoteLaborItems.$inferInsert);
    await expect(call.quote.restoreQuoteLaborItem({ id: line.id })).rejects.toMatchObject(GONE);
  });

  it('answers NOT_FOUND after the window, and the next delete purges the old snapshot', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const [first, second] = quote.quote_labor_items;
    await call.quote.deleteQuoteLaborItem({ id: first!.id });
    await t.db
      .update(quoteDeletedLines)
      .set({ deleted_at: new Date(Date.now() - (RESTORE_WINDOW_SECONDS + 5) * 1000) })
      .where(eq(quoteDeletedLines.line_id, first!.id));
    await expect(call.quote.restoreQuoteLaborItem({ id: first!.id })).rejects.toMatchObject(GONE);
    expect(await snapshotsOf(first!.id)).toHaveLength(1);

    await call.quote.deleteQuoteLaborItem({ id: second!.id });
    expect(await snapshotsOf(first!.id)).toEqual([]);
    expect(await snapshotsOf(second!.id)).toHaveLength(1);
  });

  it('answers NOT_FOUND for an unknown id and for a line of the other kind', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const line = quote.quote_labor_items[0]!;
    await expect(
      call.quote.restoreQuoteLaborItem({ id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject(GONE);
    await call.quote.deleteQuoteLaborItem({ id: line.id });
    await expect(call.quote.restoreQuotePartItem({ id: line.id })).rejects.toMatchObject(GONE);
    await call.quote.restoreQuoteLaborItem({ id: line.id });
  });
});

describe('access to the restore procedures', () => {
  it("refuses another shop's member and restores nothing", async () => {
    const call = t.caller(s.user);
    const { quote, part } = await quoteWithSourcedPart();
    const labor = quote.quote_labor_items[0]!;
    await call.quote.deleteQuoteLaborItem({ id: labor.id });
    await call.quote.deleteQuotePartItem({ id: part.id });
    const [{ updated_at: touched }] = (await t.db
      .select({ updated_at: quotes.updated_at })
      .from(quotes)
      .where(eq(quotes.id, quote.id))) as [{ updated_at: Date }];

    const outsider = await t.createUser();
    const otherShop = await t.createShop();
    await t.addMember(outsider, otherShop);
    const other = t.caller(outsider);
    await expect(other.quote.restoreQuoteLaborItem({ id: labor.id })).rejects.toMatchObject(GONE);
    await expect(other.quote.restoreQuotePartItem({ id: part.id })).rejects.toMatchObject(GONE);
    const after = await call.quote.getQuoteAi({ id: quote.id });
    expect(after.quote_labor_items.some((l) => l.id === labor.id)).toBe(false);
    expect(after.quote_part_items.some((p) => p.id === part.id)).toBe(false);
    expect(after.updated_at).toEqual(touched);

    // The shop's own advisor still can.
    await call.quote.restoreQuoteLaborItem({ id: labor.id });
    const restored = await call.quote.restoreQuotePartItem({ id: part.id });
    expect(restored.quote_labor_items).toEqual(quote.quote_labor_items);
    expect(restored.quote_part_items).toEqual(quote.quote_part_items);
  });

  it('answers UNAUTHORIZED without a session and BAD_REQUEST for a malformed id', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const line = quote.quote_labor_items[0]!;
    await call.quote.deleteQuoteLaborItem({ id: line.id });
    await expect(t.caller(null).quote.restoreQuoteLaborItem({ id: line.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(null).quote.restoreQuotePartItem({ id: line.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(call.quote.restoreQuoteLaborItem({ id: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid item id',
    });
    await expect(call.quote.restoreQuotePartItem({ id: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid item id',
    });
    expect(await snapshotsOf(line.id)).toHaveLength(1);
  });
});
