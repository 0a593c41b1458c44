import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceWithMatrix } from '../../../shared/matrix';
import { quoteTotals } from '../../../shared/quote-totals';
import { runPendingJobs } from '../../background/worker';
import { shopSuppliers, supplierStores } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createAndReadQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

let t: TestApp;
let s: QuotingSeed;
let storeIds: number[];
const MATRIX = [
  { startCost: 0, endCost: 50, multiplier: 2 },
  { startCost: 50, endCost: 10_000, multiplier: 1.5 },
];
setUpQuotingApp({ knowledgeJobs: 300 }, async (app) => {
  ({ t, s } = app);
  const stores = await t.db.select().from(supplierStores).where(eq(supplierStores.state, 'CA')).limit(2);
  storeIds = stores.map((st) => st.id);
  await t.db
    .insert(shopSuppliers)
    .values(stores.map((st, i) => ({ shop_id: s.shop.id, store_id: st.id, priority: i + 1 })));
  await t.caller(s.user).matrix.replaceMatrices({ shopId: s.shop.id, type: 'PARTS', matrices: MATRIX });
});

describe('part sourcing', () => {
  it("lists the shop's supplier stores in priority order", async () => {
    const suppliers = await t.caller(s.user).part.getSuppliersPartsSuggestion({ shopId: s.shop.id });
    expect(suppliers.map((x) => x.store.id)).toEqual(storeIds);
    expect(suppliers[0]).toMatchObject({
      priority: 1,
      status: 'ACTIVE',
      supplier: { name: expect.any(String) },
    });
  });

  it('finds catalogue parts for the vehicle with the matrix price and sources one', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const parts = await call.part.getPartsFromQuotesAi({
      supplierStoreId: storeIds[0]!,
      quoteId: quote.id,
      keyword: 'brake pad',
    });
    expect(parts.length).toBeGreaterThan(0);
    for (const p of parts) expect(p.priceCostWithMatrix).toBe(priceWithMatrix(p.price.cost, MATRIX));
    const pick = parts[0]!;
    const item = quote.quote_part_items.find((p) => !p.is_suggested)!;
    const sourced = await call.part.createSourcedPart({
      quotePartItemId: item.id,
      partId: pick.partId,
      partName: pick.partName,
      partNumber: pick.partNumber,
      status: pick.status,
      priceList: pick.price.list,
      priceCost: pick.price.cost,
      supplierId: pick.supplier.id,
      supplierName: pick.supplier.name,
      image1: pick.images[0]?.full ?? null,
      storeId: pick.store.id,
      storeName: pick.store.name,
      brand: pick.brand.displayName,
      brandId: pick.brand.brandID,
      pcdbPartTypeId: pick.taxonomy.partTypeId,
    });
    const line = sourced.quote_part_items.find((p) => p.id === item.id)!;
    expect(line.sourced_part).toMatchObject({
      partNumber: pick.partNumber,
      price_cost: pick.price.cost,
      price_cost_with_matrix: pick.priceCostWithMatrix,
      supplier_name: pick.supplier.name,
    });
    // The sourced price with matrix replaces retail in the totals.
    const before = quoteTotals(quote).parts;
    expect(quoteTotals(sourced).parts).toBeCloseTo(
      before - item.retail * item.quantity + pick.priceCostWithMatrix * item.quantity,
      2,
    );
    const unsourced = await call.quote.deleteQuotePartItemSourced({ id: item.id });
    expect(unsourced.quote_part_items.find((p) => p.id === item.id)!.sourced_part).toBeNull();

    await expect(
      call.part.getPartsFromQuotesAi({ supplierStoreId: 999_999, quoteId: quote.id, keyword: 'pad' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("answers a quote's part search as the builder's, for the same store, vehicle and keyword", async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const search = { supplierStoreId: storeIds[0]!, keyword: 'brake rotor' };
    const forQuote = await call.part.getPartsFromQuotesAi({ ...search, quoteId: quote.id });
    const forBuilder = await call.part.getPartsFromQuotes({
      ...search,
      shopId: s.shop.id,
      vin: s.vehicle.vin,
    });
    expect(forQuote.length).toBeGreaterThan(0);
    expect(forQuote).toEqual(forBuilder);
  });

  it('finds the best match for one part and, in the background, for all', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const item = quote.quote_part_items.find((p) => !p.is_suggested)!;
    const one = await call.part.findBestMatchPartsTech({ quotePartItemId: item.id });
    const sourced = one.quote_part_items.find((p) => p.id === item.id)!.sourced_part!;
    expect(sourced.pcdb_part_type_id).toBe(item.pcdb_part_type_id);
    expect(sourced.price_cost_with_matrix).toBe(priceWithMatrix(sourced.price_cost, MATRIX));

    expect(await call.part.findBestMatchAllParts({ quoteId: quote.id })).toMatchObject({ started: true });
    expect(
      (await call.quote.getBasicQuoteWithPartItems({ quoteId: quote.id })).isSourcingPartsInProgress,
    ).toBe(true);
    await runPendingJobs(t.deps);
    const after = await call.quote.getBasicQuoteWithPartItems({ quoteId: quote.id });
    expect(after.isSourcingPartsInProgress).toBe(false);
    expect(after.sourcing_error).toBeNull();
    for (const p of after.quote_part_items.filter((x) => !x.is_suggested))
      expect(p.sourced_part).not.toBeNull();
    for (const p of after.quote_part_items.filter((x) => x.is_suggested)) expect(p.sourced_part).toBeNull();
  });

  it("refuses another shop's member and bad input", async () => {
    const quote = await createAndReadQuote(t, s);
    const item = quote.quote_part_items[0]!;
    const outsider = await t.createUser();
    const otherShop = await t.createShop();
    await t.addMember(outsider, otherShop);
    const call = t.caller(outsider);
    await expect(call.part.getSuppliersPartsSuggestion({ shopId: s.shop.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      call.part.getPartsFromQuotesAi({ supplierStoreId: storeIds[0]!, quoteId: quote.id, keyword: '' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(call.part.findBestMatchPartsTech({ quotePartItemId: item.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(call.part.findBestMatchAllParts({ quoteId: quote.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      call.part.createSourcedPart({
        quotePartItemId: item.id,
        partId: 'x',
        partName: 'x',
        partNumber: 'x',
        status: 'IN_STOCK',
        priceCost: 1,
        supplierName: 'x',
        storeId: storeIds[0]!,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.caller(s.user).part.createSourcedPart({
        quotePartItemId: item.id,
        partId: 'x',
        partName: 'x',
        partNumber: 'x',
        status: 'IN_STOCK',
        priceCost: -1,
        supplierName: 'x',
        storeId: storeIds[0]!,
      }),
    ).rejects.toMatchObject({ message: 'Cost must be 0 or more' });
    await expect(
      t.caller(s.user).part.createSourcedPart({
        quotePartItemId: item.id,
        partId: 'x',
        partName: 'x',
        partNumber: 'x',
        status: 'IN_STOCK',
        priceCost: 1,
        supplierName: 'x',
        storeId: 999_999,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
