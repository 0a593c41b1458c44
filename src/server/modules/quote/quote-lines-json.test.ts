import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chargedContent } from '../../../shared/quote-revision';
import type { Db } from '../../db/client';
import { guideLaborItems, quoteLaborItems, quotePartItems, sourcedParts } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';
import { getQuoteItems } from './service/read';

// The panel, the customer's page and getQuoteItems read a quote's lines as JSON built by
// PostgreSQL (decision 027). They must give exactly what reading the tables with drizzle gives.

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 200 }, (app) => {
  ({ t, s } = app);
});

/** The lines as drizzle reads them from the tables: the reference the JSON must equal. */
async function linesByDrizzle(db: Db, quoteId: string) {
  const labor = await db
    .select({ item: quoteLaborItems, guideName: guideLaborItems.name })
    .from(quoteLaborItems)
    .leftJoin(guideLaborItems, eq(guideLaborItems.id, quoteLaborItems.guide_labor_item_id))
    .where(eq(quoteLaborItems.quote_id, quoteId))
    .orderBy(asc(quoteLaborItems.position));
  const parts = await db
    .select({ item: quotePartItems, sourced: sourcedParts })
    .from(quotePartItems)
    .leftJoin(sourcedParts, eq(sourcedParts.quote_part_item_id, quotePartItems.id))
    .where(eq(quotePartItems.quote_id, quoteId))
    .orderBy(asc(quotePartItems.position));
  return {
    quote_labor_items: labor.map(({ item: { quote_id: _q, ...item }, guideName }) => ({
      ...item,
      guide_labor_item:
        item.guide_labor_item_id && guideName
          ? { id: item.guide_labor_item_id, name: guideName, motorTime: item.guide_motor_time }
          : null,
    })),
    quote_part_items: parts.map(({ item: { quote_id: _q, ...item }, sourced }) => ({
      ...item,
      sourced_part: sourced ? (({ quote_part_item_id: _i, ...rest }) => rest)(sourced) : null,
    })),
  };
}

/** A quote with every kind of line: a guide link, a sourced part (created_at in microseconds), odd numbers. */
async function quoteWithEveryKindOfLine() {
  const call = t.caller(s.user);
  const quote = await call.quote.getQuoteAi({ id: await createQuote(t, s) });
  const line = quote.quote_labor_items.find((l) => !l.is_suggested)!;
  const canned = await call.job.getCannedLaborItems({ tekmotorJobSmartJobId: 'BRK-0002', quoteId: quote.id });
  await call.job.assignLaborGuideToLaborQuote({
    quoteLaborItemId: line.id,
    cannedLaborItem: canned.find((c) => /Rotors/.test(c.name))!,
  });
  await call.quote.addQuoteLaborItem({
    quoteId: quote.id,
    title: 'Diagnosis "quoted" \\ line',
    description: 'Ünïcode ✓, a tab\tand a newline\n',
    hours: 0.33,
    rate: 149.99,
  });
  await call.quote.addQuotePartItem({ quoteId: quote.id, name: 'Shop supplies', quantity: 3, retail: 0.1 });
  const part = quote.quote_part_items.find((p) => !p.is_suggested)!;
  await t.db.insert(sourcedParts).values({
    quote_part_item_id: part.id,
    partId: 'PT-77',
    partName: 'Ceramic Pad Set',
    partNumber: 'CP-1077',
    status: 'IN_STOCK',
    price_list: null,
    price_cost: 41.37,
    price_cost_with_matrix: 72.4,
    supplier_name: 'NAPA Auto Parts',
    brand: 'Wagner',
  });
  return quote.id;
}

describe("a quote's lines read as JSON", () => {
  it('equal what drizzle reads from the tables, keys in the same order, dates as dates', async () => {
    const quoteId = await quoteWithEveryKindOfLine();
    const expected = await linesByDrizzle(t.db, quoteId);
    // The quote must have what the comparison is about, or it proves nothing.
    expect(expected.quote_labor_items.some((l) => l.guide_labor_item !== null)).toBe(true);
    expect(expected.quote_labor_items.some((l) => l.source !== null)).toBe(true);
    const sourced = expected.quote_part_items.find((p) => p.sourced_part !== null)?.sourced_part;
    expect(sourced?.created_at).toBeInstanceOf(Date);
    expect(expected.quote_part_items.some((p) => p.quantity === 3 && p.retail === 0.1)).toBe(true);

    const read = await getQuoteItems(t.db, quoteId);
    expect(read).toStrictEqual(expected);
    expect(JSON.stringify(read)).toBe(JSON.stringify(expected));

    const panel = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect({
      quote_labor_items: panel.quote_labor_items,
      quote_part_items: panel.quote_part_items,
    }).toStrictEqual(expected);
    expect(JSON.stringify(panel.quote_labor_items)).toBe(JSON.stringify(expected.quote_labor_items));
    expect(JSON.stringify(panel.quote_part_items)).toBe(JSON.stringify(expected.quote_part_items));
  });

  it("give the customer's page the live lines until a revision is sent", async () => {
    const quoteId = await quoteWithEveryKindOfLine();
    const view = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId });
    const [quote] = await t.db.query.quotes.findMany({ where: (q, { eq }) => eq(q.id, quoteId) });
    const content = chargedContent({ title: quote!.title, ...(await linesByDrizzle(t.db, quoteId)) });
    expect(view).toMatchObject({
      revision: null,
      labor_items: content.labor,
      // The shop has not turned 'Show suppliers to customers' on: the parts without their supplier.
      part_items: content.parts.map((part) =>
        part.sourced ? { ...part, sourced: { ...part.sourced, supplier_name: null } } : part,
      ),
      totals: content.totals,
      jobs: content.jobs,
    });
    expect(view.labor_items.length).toBeGreaterThan(0);
  });

  it('answer no lines for a quote without any, and for one that does not exist', async () => {
    const call = t.caller(s.user);
    const quoteId = await createQuote(t, s);
    await t.db.delete(quoteLaborItems).where(eq(quoteLaborItems.quote_id, quoteId));
    await t.db.delete(quotePartItems).where(eq(quotePartItems.quote_id, quoteId));
    expect(await getQuoteItems(t.db, quoteId)).toStrictEqual({ quote_labor_items: [], quote_part_items: [] });
    const panel = await call.quote.getQuoteAi({ id: quoteId });
    expect([panel.quote_labor_items, panel.quote_part_items]).toStrictEqual([[], []]);
    expect(await getQuoteItems(t.db, '00000000-0000-4000-8000-000000000000')).toStrictEqual({
      quote_labor_items: [],
      quote_part_items: [],
    });
  });
});
