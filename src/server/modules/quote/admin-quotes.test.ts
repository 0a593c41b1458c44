import { describe, expect, it } from 'vitest';
import {
  conversations,
  quoteLaborItems,
  quotePartItems,
  quotes,
  sourcedParts,
  vehicles,
} from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

const FORBIDDEN = { code: 'FORBIDDEN', message: 'Administrator access is required.' };

let vinCounter = 0;
async function vehicle() {
  vinCounter += 1;
  const [row] = await t.db
    .insert(vehicles)
    .values({
      vin: `1FTFW1ET5DFC${String(10000 + vinCounter)}`,
      make: 'Ford',
      model: 'F-150',
      model_year: 2013,
    })
    .returning();
  return row!;
}

/** `titles` quotes of one shop, each in its own conversation, a minute apart (the first oldest). */
async function quotesOf(shop: { id: string }, titles: string[], author: { id: string } | null = null) {
  const car = await vehicle();
  const start = Date.UTC(2026, 2, 1);
  const rows = [];
  for (const [i, title] of titles.entries()) {
    const created_at = new Date(start + i * 60_000);
    const [conversation] = await t.db
      .insert(conversations)
      .values({ shop_id: shop.id, title, created_by: author?.id ?? null, created_at })
      .returning();
    const [quote] = await t.db
      .insert(quotes)
      .values({
        conversation_id: conversation!.id,
        shop_id: shop.id,
        vehicle_id: car.id,
        created_by: author?.id ?? null,
        title,
        shortTitle: title,
        prompt: `customer says: ${title.toLowerCase()}`,
        ai_model_name: 'embedded',
        time_to_create: 1200,
        created_at,
      })
      .returning();
    rows.push(quote!);
  }
  return rows;
}

describe('quote.getAdminQuotes', () => {
  it('lists every shop quote newest first with shop, author, vehicle, conversation and total', async () => {
    const admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
    const advisor = await t.createUser({ name: 'Sam Advisor' });
    const shop = await t.createShop({ name: 'Totals Garage' });
    const [older, newer] = await quotesOf(shop, ['Totals older brake job', 'Totals newer oil job'], advisor);
    await t.db.insert(quoteLaborItems).values([
      { quote_id: newer!.id, position: 0, title: 'Oil change', hours: 2, rate: 100 },
      { quote_id: newer!.id, position: 1, title: 'Suggested', hours: 1, rate: 100, is_suggested: true },
    ]);
    const [retail, sourced] = await t.db
      .insert(quotePartItems)
      .values([
        { quote_id: newer!.id, position: 0, name: 'Filter', quantity: 2, retail: 25 },
        { quote_id: newer!.id, position: 1, name: 'Oil', quantity: 1, retail: 10 },
      ])
      .returning();
    await t.db.insert(sourcedParts).values({
      quote_part_item_id: sourced!.id,
      partId: 'p1',
      partName: 'Oil',
      partNumber: 'OIL-1',
      status: 'AVAILABLE',
      price_cost: 30,
      price_cost_with_matrix: 40,
      supplier_name: 'Demo Supplier',
    });
    expect(retail).toBeDefined();

    const result = await t.caller(admin).quote.getAdminQuotes({ search: 'Totals' });
    expect(result.total).toBe(2);
    expect(result.quotes).toEqual([
      {
        id: newer!.id,
        title: 'Totals newer oil job',
        created_at: newer!.created_at,
        shop: { id: shop.id, name: 'Totals Garage' },
        created_by: { name: 'Sam Advisor' },
        vehicle: { year: 2013, make: 'Ford', model: 'F-150' },
        conversation_id: newer!.conversation_id,
        // 2 h at $100, 2 filters at $25 and the sourced oil at its $40 price with matrix.
        total: 290,
      },
      expect.objectContaining({ id: older!.id, total: 0 }),
    ]);
  });

  it('pages 20 at a time and searches title, prompt and shop name with % and _ taken literally', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const shop = await t.createShop({ name: 'Pager_Shop 50%' });
    const titles = Array.from({ length: 25 }, (_, i) => `Page quote ${String(i + 1).padStart(2, '0')}`);
    await quotesOf(shop, titles);
    const other = await t.createShop({ name: 'PagerXShop 50' });
    await quotesOf(other, ['Decoy quote']);
    const call = t.caller(admin);

    const first = await call.quote.getAdminQuotes({ search: 'Pager_Shop 50%' });
    expect(first).toMatchObject({ total: 25 });
    expect(first.quotes).toHaveLength(20);
    expect(first.quotes[0]).toMatchObject({ title: 'Page quote 25', created_by: null });
    const second = await call.quote.getAdminQuotes({ page: 2, search: 'Pager_Shop 50%' });
    expect(second.quotes.map((q) => q.title)).toEqual([
      'Page quote 05',
      'Page quote 04',
      'Page quote 03',
      'Page quote 02',
      'Page quote 01',
    ]);
    // The prompt is searched too ('customer says: page quote 07').
    const byPrompt = await call.quote.getAdminQuotes({ search: 'SAYS: page quote 07' });
    expect(byPrompt.quotes.map((q) => q.title)).toEqual(['Page quote 07']);
    const unfiltered = await call.quote.getAdminQuotes();
    expect(unfiltered.total).toBeGreaterThanOrEqual(26);
    expect(unfiltered.quotes).toHaveLength(20);
  });

  it('refuses non-admins, anonymous callers and bad input', async () => {
    const advisor = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    await expect(t.caller(advisor).quote.getAdminQuotes({})).rejects.toMatchObject(FORBIDDEN);
    await expect(t.caller(null).quote.getAdminQuotes({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller(admin).quote.getAdminQuotes({ pageSize: 500 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Page size must be at most 100',
    });
    await expect(t.caller(admin).quote.getAdminQuotes({ search: 'x'.repeat(101) })).rejects.toMatchObject({
      message: 'Search must be at most 100 characters',
    });
  });
});
