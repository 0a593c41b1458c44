import { describe, expect, it } from 'vitest';
import { shopSuppliers, supplierStores } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createAndReadQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 200 }, (app) => {
  ({ t, s } = app);
});

describe('quote.getQuoteAiViewOnly', () => {
  it('shows a signed-out customer the charged lines only, and nothing internal', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const part = quote.quote_part_items.find((p) => !p.is_suggested)!;
    const [store] = await t.db.select().from(supplierStores).limit(1);
    await t.db
      .insert(shopSuppliers)
      .values({ shop_id: s.shop.id, store_id: store!.id, priority: 1 })
      .onConflictDoNothing();
    await call.part.createSourcedPart({
      quotePartItemId: part.id,
      partId: 'AK-1',
      partName: 'Akebono Pro-ACT Pad Set',
      partNumber: 'ACT1414',
      status: 'IN_STOCK',
      priceCost: 40,
      supplierName: 'WORLDPAC',
      storeId: store!.id,
    });
    const view = await t.caller(null).quote.getQuoteAiViewOnly({ id: quote.id });
    expect(view.shop).toMatchObject({ name: 'Bayside Test' });
    expect(view.vehicle).toMatchObject({
      make: 'Ford',
      model: 'F-150',
      model_year: 2013,
      vin: s.vehicle.vin,
    });
    expect(view.title).toBe(quote.title);
    expect(view.labor_items.map((l) => l.title)).toEqual(
      quote.quote_labor_items.filter((l) => !l.is_suggested).map((l) => l.title),
    );
    expect(view.part_items).toHaveLength(quote.quote_part_items.filter((p) => !p.is_suggested).length);
    expect(view.totals.total).toBeCloseTo(view.totals.labor + view.totals.parts, 2);
    // A sourced part shows the part and its price with matrix (no matrix here: the cost); the
    // supplier stays the shop's business until the shop turns 'Show suppliers to customers' on.
    expect(view.part_items.find((p) => p.id === part.id)).toMatchObject({
      price: 40,
      total: 40 * part.quantity,
      sourced: { supplier_name: null, part_name: 'Akebono Pro-ACT Pad Set' },
    });
    const json = JSON.stringify(view);
    expect(json).not.toContain('WORLDPAC');
    const shop = await call.shop.getMyShop({ shopId: s.shop.id });
    expect(shop.show_suppliers_to_customers).toBe(false);
    await call.shop.saveShop({
      id: s.shop.id,
      name: shop.name,
      standardLaborRate: shop.standard_labor_rate,
      sourcePartsOnQuoteCreation: shop.source_parts_on_quote_creation,
      checkLaborGuideOnQuoteCreation: shop.check_labor_guide_on_quote_creation,
      showSuppliersToCustomers: true,
    });
    const named = await t.caller(null).quote.getQuoteAiViewOnly({ id: quote.id });
    expect(named.part_items.find((p) => p.id === part.id)?.sourced).toEqual({
      supplier_name: 'WORLDPAC',
      part_name: 'Akebono Pro-ACT Pad Set',
    });
    for (const secret of [
      'prompt',
      'price_cost',
      'input_tokens',
      'ai_model_name',
      'source',
      'is_suggested',
      'created_by',
      'conversation',
    ])
      expect(json).not.toContain(`"${secret}"`);
    expect(json).not.toContain('Brake System - Flush');
  });

  it('answers NOT_FOUND for an unknown quote and refuses a malformed id', async () => {
    await expect(
      t.caller(null).quote.getQuoteAiViewOnly({ id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(null).quote.getQuoteAiViewOnly({ id: '42' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
