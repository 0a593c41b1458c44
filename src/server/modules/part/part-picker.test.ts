import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type PartsTechEmulator, startPartsTechEmulator } from '../../../../dev/emulators/partstech/server';
import { viscosityOf } from '../../../shared/part-fit';
import { catalogParts, catalogStock, supplierStores } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { type QuotingSeed, seedQuoting } from '../../test/quote-fixture';
import { toSourcedInput } from './sourcing';
import type { SupplierPart } from './supplier-parts';
import { createPartsTechShop, useCaliforniaStores } from './test-support';

// Issue 28: 'Change part' on the 2013 F-150's synthetic oil listed drain-plug gaskets first, then
// diesel oils, the line's own part far down, and stock at the supplier's stores in other states.

const ENGINE_OIL = 12138;
const F150_GRADE = '5W-20';

let t: TestApp;
let s: QuotingSeed;
let emulator: PartsTechEmulator;
let storeIds: number[];

setUpTestApp({ knowledgeJobs: 50, timeout: 120_000 }, async (app) => {
  t = app;
  emulator = await startPartsTechEmulator();
  s = await seedQuoting(t);
  storeIds = await useCaliforniaStores(t, s.shop.id);
});
afterAll(() => emulator.close());

/** The F-150's oil line of a new oil-change quote at the shop. */
async function oilLine(shopId = s.shop.id) {
  const call = t.caller(s.user);
  const created = await call.quote.createQuoteAi({
    vehicleId: s.vehicle.id,
    shopId,
    searchQuery: 'oil change',
  });
  const quote = await call.quote.getQuoteAi({ id: created.response.quote!.id });
  const line = quote.quote_part_items.find((p) => p.pcdb_part_type_id === ENGINE_OIL && !p.is_suggested)!;
  expect(line.name).toContain(F150_GRADE);
  return { quoteId: quote.id, line };
}

/** Links the line to a supplier part, as selecting it in the picker does. */
function source(quotePartItemId: string, part: SupplierPart) {
  return t
    .caller(s.user)
    .part.createSourcedPart({ ...toSourcedInput(part), status: part.status, quotePartItemId });
}

/** 1 a fitting oil, 2 an oil of no grade, 3 another grade, 4 another part type. */
function tierOf(part: SupplierPart) {
  if (part.taxonomy.partTypeId !== ENGINE_OIL) return 4;
  const grade = viscosityOf(part.partName);
  return grade === null ? 2 : grade === F150_GRADE ? 1 : 3;
}

describe("'Change part' on the demo catalogue", () => {
  it('shows the part on the line first, then oils of the engine’s grade, other oils, then other parts', async () => {
    const call = t.caller(s.user);
    const { quoteId, line } = await oilLine();
    const search = { supplierStoreId: storeIds[0]!, quoteId, quotePartItemId: line.id };
    const offered = await call.part.getPartsFromQuotesAi({ ...search, keyword: 'engine oil' });
    // A grade this engine does not take, so only being on the line can put it first.
    const wrongGrade = offered.find((p) => tierOf(p) === 3 && p.status === 'IN_STOCK')!;
    await source(line.id, wrongGrade);

    const byWords = await call.part.getPartsFromQuotesAi({ ...search, keyword: 'engine oil' });
    expect(byWords[0]).toMatchObject({ partId: wrongGrade.partId, isCurrent: true });
    expect(byWords.filter((p) => p.isCurrent)).toHaveLength(1);
    const tiers = byWords.slice(1).map(tierOf);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(tiers[0]).toBe(1);
    expect(new Set(tiers)).toEqual(new Set([1, 2, 3, 4]));
    const gaskets = byWords.filter((p) => /Drain Plug Gasket/.test(p.partName));
    expect(gaskets.length).toBeGreaterThan(0);
    expect(byWords.indexOf(gaskets[0]!)).toBeGreaterThan(byWords.findLastIndex((p) => tierOf(p) < 4));

    // The line's own words find only the grade it names; its part is still shown, first.
    const byName = await call.part.getPartsFromQuotesAi({ ...search, keyword: line.name });
    expect(byName[0]).toMatchObject({ partId: wrongGrade.partId, isCurrent: true });
    expect(byName.length).toBeGreaterThan(1);
    for (const part of byName.slice(1)) expect(viscosityOf(part.partName)).toBe(F150_GRADE);
  });

  it("shows stock at the shop's own supplier stores only, the searched store first", async () => {
    const { quoteId, line } = await oilLine();
    const parts = await t.caller(s.user).part.getPartsFromQuotesAi({
      supplierStoreId: storeIds[0]!,
      quoteId,
      keyword: 'engine oil',
      quotePartItemId: line.id,
    });
    for (const part of parts) {
      for (const stock of part.storesAvailability) expect(storeIds).toContain(stock.storeId);
      if (part.status === 'IN_STOCK') expect(part.storesAvailability[0]?.storeId).toBe(storeIds[0]);
    }
    // The supplier has these parts in stores in other states, which the shop cannot buy from.
    const elsewhere = await t.db
      .select({ storeId: catalogStock.store_id })
      .from(catalogStock)
      .innerJoin(catalogParts, eq(catalogParts.id, catalogStock.part_id))
      .innerJoin(supplierStores, eq(supplierStores.id, catalogStock.store_id))
      .where(
        and(
          inArray(
            catalogParts.part_number,
            parts.map((p) => p.partNumber),
          ),
          eq(supplierStores.supplier_id, parts[0]!.supplier.id),
          ne(supplierStores.state, 'CA'),
        ),
      );
    expect(elsewhere.length).toBeGreaterThan(0);
  });

  it("refuses another shop's member, another quote's line, anonymous callers and bad input", async () => {
    const { quoteId, line } = await oilLine();
    const other = await oilLine();
    const input = { supplierStoreId: storeIds[0]!, quoteId, keyword: 'engine oil', quotePartItemId: line.id };
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop());
    await expect(t.caller(outsider).part.getPartsFromQuotesAi(input)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Quote not found',
    });
    await expect(
      t.caller(s.user).part.getPartsFromQuotesAi({ ...input, quotePartItemId: other.line.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Part item not found' });
    await expect(t.caller(null).part.getPartsFromQuotesAi(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      t.caller(s.user).part.getPartsFromQuotesAi({ ...input, quotePartItemId: 'not-a-line' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid part item id' });
  });
});

describe("'Change part' through PartsTech", () => {
  it('ranks what PartsTech answers the same way, with stock at the shop’s stores only', async () => {
    const shop = await createPartsTechShop(t, emulator.url);
    await t.addMember(s.user, shop);
    const { quoteId, line } = await oilLine(shop.id);
    const search = { supplierStoreId: 1001, quoteId, keyword: 'engine oil', quotePartItemId: line.id };
    const answered = await t.caller(s.user).part.getPartsFromQuotesAi(search);
    await source(line.id, answered.find((p) => p.partId === 'CAST-03084C')!);

    const parts = await t.caller(s.user).part.getPartsFromQuotesAi(search);
    expect(parts.map((p) => [p.partId, p.isCurrent])).toEqual([
      ['CAST-03084C', true],
      ['MOB1-124315', false],
      ['PENN-550046', false],
      ['QKST-550035', false],
      ['VALV-822347', false],
      ['DORM-095-142', false],
      ['FRAM-XG7317', false],
      ['FELP-70000', false],
      ['BBHK-3323', false],
    ]);
    // PartsTech has it at Redwood City too (a store of the shop's account, not set up here) and
    // in Tampa (not the account's): the shop sees San Mateo's.
    expect(parts[1]!.storesAvailability).toEqual([
      { specificName: 'NAPA Auto Parts - San Mateo', quantity: 30, storeId: 1001 },
    ]);
  });
});
