import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_SHOPWARE_PARTNER,
  EMULATOR_TENANT,
  type ShopWareEmulator,
} from '../../../../dev/emulators/shopware/server';
import { formatCents } from '../../../shared/format';
import type { EstimateDiscount } from '../../../shared/schemas/estimate';
import { quoteJobExports, quotes } from '../../db/schema';
import { setUpShopWareApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { EXPORT_FEES, seedShopSystemQuote } from './test-support';

// Issue 25: a quote's Shop-Ware job sets the estimate's discounts on the RO (the only published
// place for them), says in its note which fees could not be written, and names the total due
// and revision it holds.

let emulator: ShopWareEmulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedShopSystemQuote>>;

setUpShopWareApp(async (app, started) => {
  t = app;
  emulator = started;
  s = await seedShopSystemQuote(
    t,
    { sms_name: 'SHOP_WARE', shopware_cname: 'greatlakes', estimate_fees: EXPORT_FEES },
    { type: 'SHOP_WARE', publicKey: EMULATOR_SHOPWARE_PARTNER.id, secret: EMULATOR_SHOPWARE_PARTNER.secret },
  );
  const quote = await t.caller(s.user).quote.getQuoteAi({ id: s.quoteId });
  const labor = quote.quote_labor_items.find((l) => !l.is_suggested)!;
  const discounts: EstimateDiscount[] = [
    {
      target: { scope: 'line', lineKind: 'labor', lineId: labor.id },
      value: { type: 'amount', cents: 1500 },
      reason: 'Goodwill',
    },
    { target: { scope: 'quote' }, value: { type: 'percent', percent: 10 }, reason: 'Loyal customer' },
  ];
  await t.db.update(quotes).set({ discounts }).where(eq(quotes.id, s.quoteId));
});
beforeEach(async () => {
  emulator.requests.length = 0;
  await t.db.delete(quoteJobExports);
});

const estimateNow = async () => (await t.caller(s.user).quote.getQuoteAi({ id: s.quoteId })).estimate;
const v1 = (ro: string) => ({ quoteId: s.quoteId, shopWareOrderId: ro, noteId: '880' });
const calls = () => emulator.requests.map((r) => `${r.method} ${r.path}`);

/** A call to the emulator as another Shop-Ware user of the API would make it. */
function putRepairOrder(id: number, body: unknown) {
  return fetch(`${emulator.url}/api/v1/tenants/${EMULATOR_TENANT.id}/repair_orders/${id}`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      'X-Api-Partner-Id': EMULATOR_SHOPWARE_PARTNER.id,
      'X-Api-Secret': EMULATOR_SHOPWARE_PARTNER.secret,
    },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
}

describe('quote.createJobInShopWareAi: the estimate beyond labor and parts', () => {
  it('sets the discounts on the RO in cents and notes the total due, revision and unwritten fees', async () => {
    const estimate = await estimateNow();
    expect(estimate.discountCents.labor).toBeGreaterThan(0);
    expect(estimate.discountCents.parts).toBeGreaterThan(0);

    const result = await t.caller(s.user).quote.createJobInShopWareAi(v1('55001'));
    expect(calls()).toEqual([
      'GET /api/v1/tenants',
      'GET /api/v1/tenants/3301/repair_orders/55001',
      'PUT /api/v1/tenants/3301/repair_orders/55001',
      'POST /api/v1/tenants/3301/recommendations',
      'POST /api/v1/tenants/3301/notes',
    ]);
    // Only the fields the published update takes: no supply_fee_cents, no hazmats.
    expect(emulator.requests[2]!.body).toEqual({
      part_discount_cents: estimate.discountCents.parts,
      labor_discount_cents: estimate.discountCents.labor,
    });
    const ro = emulator.repairOrder(55001)!;
    expect(ro.part_discount_cents).toBe(estimate.discountCents.parts);
    expect(ro.labort_discount_cents).toBe(estimate.discountCents.labor);
    expect(ro.part_discount_cents! + ro.labort_discount_cents!).toBe(estimate.discountCents.total);
    expect(ro.supply_fee_cents).toBeNull();

    const note = emulator.notesOf(55001).at(-1)!.description.split('\n');
    const fees = estimate.lines.filter((l) => l.kind === 'fee');
    const discounts = estimate.lines.filter((l) => l.kind === 'discount');
    const summary = note.slice(
      note.indexOf(`Estimate total due ${formatCents(estimate.totalDueCents)} (revision 1)`),
    );
    expect(summary).toEqual([
      `Estimate total due ${formatCents(estimate.totalDueCents)} (revision 1)`,
      ...discounts.map((d) => `${d.label}: -${formatCents(-d.cents)}`),
      `Discounts set on the RO: parts ${formatCents(estimate.discountCents.parts)}, labor ${formatCents(estimate.discountCents.labor)}.`,
      `Fees not written (Shop-Ware's API takes no fees, hazmats or supply fee on a recommendation or RO): ${fees
        .map((f) => `${f.label} ${formatCents(f.cents)}`)
        .join('; ')}. Add them on the RO.`,
      `Tax in the estimate: ${formatCents(estimate.tax.totalCents)}, not written: Shop-Ware adds tax at its own rates.`,
    ]);
    expect(fees.map((f) => f.label)).toEqual(['Shop supplies', 'Hazardous waste']);
    expect(result.revision).toMatchObject({ number: 1 });
    expect(result.result).toMatchObject({
      revisionNumber: 1,
      totalDueCents: estimate.totalDueCents,
      discountsOnRepairOrder: [
        { category: 'parts', cents: estimate.discountCents.parts, status: 'written' },
        { category: 'labor', cents: estimate.discountCents.labor, status: 'written' },
      ],
      feesNotWritten: fees.map((f) => ({ name: f.label, cents: f.cents })),
    });
    const page = await fetch(result.link).then((r) => r.text());
    expect(page).toContain(`Parts: -$${(estimate.discountCents.parts / 100).toFixed(2)}`);
  });

  it("never replaces the RO's own discount, and says so; a retry does not write a discount twice", async () => {
    const estimate = await estimateNow();
    // RO 55002 already has 15 % off parts.
    expect((await putRepairOrder(55002, { part_discount_percentage: 15 })).status).toBe(200);
    emulator.failNext(503, 1, 'POST /recommendations');
    await expect(t.caller(s.user).quote.createJobInShopWareAi(v1('55002'))).rejects.toThrow(/Shop-Ware/);
    // The labor discount was set before the recommendation failed.
    expect(emulator.repairOrder(55002)).toMatchObject({
      part_discount_percentage: 15,
      part_discount_cents: null,
      labort_discount_cents: estimate.discountCents.labor,
    });
    emulator.requests.length = 0;
    const result = await t.caller(s.user).quote.createJobInShopWareAi(v1('55002'));
    expect(calls()).not.toContain('PUT /api/v1/tenants/3301/repair_orders/55002');
    expect(emulator.repairOrder(55002)).toMatchObject({
      part_discount_percentage: 15,
      labort_discount_cents: estimate.discountCents.labor,
    });
    const note = emulator.notesOf(55002).at(-1)!.description;
    expect(note).toContain(`Discounts set on the RO: labor ${formatCents(estimate.discountCents.labor)}.`);
    expect(note).toContain(
      `Not written: the RO already has a parts discount (15%), so the estimate's parts discount of ${formatCents(estimate.discountCents.parts)} was left out.`,
    );
    expect(result.result).toMatchObject({
      discountsOnRepairOrder: [
        { category: 'parts', status: 'kept', existing: '15%' },
        { category: 'labor', status: 'already' },
      ],
    });
  });
});

describe('Shop-Ware emulator: RO discounts, tax rates and hazmats', () => {
  it('takes the published discount and tax fields, refuses the others, and keeps cents or percent', async () => {
    const refused = await putRepairOrder(55001, { supply_fee_cents: 500, hazmats: [] });
    expect(refused).toEqual({
      status: 422,
      body: {
        errors: {
          supply_fee_cents: ['is not a permitted parameter'],
          hazmats: ['is not a permitted parameter'],
        },
      },
    });
    const both = await putRepairOrder(55001, { labor_discount_cents: 100, labor_discount_percentage: 5 });
    expect(both.status).toBe(422);
    expect((await putRepairOrder(55001, { part_discount_cents: 0 })).status).toBe(422);
    expect((await putRepairOrder(55001, { part_discount_cents: 12.5 })).status).toBe(422);

    const saved = await putRepairOrder(55001, { part_discount_percentage: 20, hazmat_tax_rate: 8.875 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      part_discount_percentage: 20,
      part_discount_cents: null,
      hazmat_tax_rate: 8.875,
      supply_fee_cents: null,
    });
  });

  it("stores a canned job's hazmats on its service and returns them when asked", async () => {
    const answer = await fetch(
      `${emulator.url}/api/v1/tenants/${EMULATOR_TENANT.id}/estimates/55001/canned_jobs/7001`,
      {
        method: 'PUT',
        headers: {
          'X-Api-Partner-Id': EMULATOR_SHOPWARE_PARTNER.id,
          'X-Api-Secret': EMULATOR_SHOPWARE_PARTNER.secret,
        },
      },
    ).then((r) => r.json() as Promise<{ services: Array<{ hazmats?: unknown[] }> }>);
    expect(answer.services.at(-1)!.hazmats).toEqual([
      { id: expect.any(Number), name: 'Brake fluid disposal', fee_cents: 250, quantity: 1, taxable: true },
    ]);
  });
});
