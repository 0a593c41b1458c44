import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR_CREDENTIALS, type TekmetricEmulator } from '../../../../dev/emulators/tekmetric/server';
import { formatCents } from '../../../shared/format';
import type { EstimateDiscount } from '../../../shared/schemas/estimate';
import { quoteJobExports, quotes, shops } from '../../db/schema';
import { setUpTekmetricApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { EXPORT_FEES, seedShopSystemQuote } from './test-support';

// Issue 25: a quote's Tekmetric job carries the estimate's fees and discounts, in cents, and its
// note says which total due and revision it holds.

let emulator: TekmetricEmulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedShopSystemQuote>>;

setUpTekmetricApp(async (app, started) => {
  t = app;
  emulator = started;
  s = await seedShopSystemQuote(
    t,
    { sms_name: 'TEKMETRIC', tekmetric_id: 7001, estimate_fees: EXPORT_FEES },
    {
      type: 'TEKMETRIC',
      publicKey: EMULATOR_CREDENTIALS.clientId,
      secret: EMULATOR_CREDENTIALS.clientSecret,
    },
  );
});
beforeEach(async () => {
  emulator.jobs.length = 0;
  emulator.requests.length = 0;
  await t.db.delete(quoteJobExports);
});

const input = (repairOrderTekmetricId = '90001') => ({
  quoteId: s.quoteId,
  shopTekmetricId: '7001',
  repairOrderTekmetricId,
});

/** A goodwill amount off the first labor line, then 10 % off the whole quote. */
async function giveDiscounts(percent = 10) {
  const quote = await t.caller(s.user).quote.getQuoteAi({ id: s.quoteId });
  const labor = quote.quote_labor_items.find((l) => !l.is_suggested)!;
  const discounts: EstimateDiscount[] = [
    {
      target: { scope: 'line', lineKind: 'labor', lineId: labor.id },
      value: { type: 'amount', cents: 1500 },
      reason: 'Goodwill',
    },
    { target: { scope: 'quote' }, value: { type: 'percent', percent }, reason: 'Loyal customer' },
  ];
  await t.db.update(quotes).set({ discounts }).where(eq(quotes.id, s.quoteId));
  return (await t.caller(s.user).quote.getQuoteAi({ id: s.quoteId })).estimate;
}

describe('quote.createJobInTekmetricAi: the estimate beyond labor and parts', () => {
  it("writes the breakdown's fees and discounts in cents and names the total due and revision", async () => {
    const estimate = await giveDiscounts();
    expect(estimate.discounts.map((d) => d.cents > 0)).toEqual([true, true]);
    expect(estimate.fees.shopSupplies!.cents).toBeGreaterThan(0);

    const result = await t.caller(s.user).quote.createJobInTekmetricAi(input());
    expect(emulator.jobs).toHaveLength(1);
    const job = emulator.jobs[0]!;

    const feeLines = estimate.lines.filter((l) => l.kind === 'fee');
    const discountLines = estimate.lines.filter((l) => l.kind === 'discount');
    expect(job.fees!.map(({ name, total }) => ({ name, total }))).toEqual([
      { name: 'Shop supplies', total: estimate.fees.shopSupplies!.cents },
      { name: 'Hazardous waste', total: 350 },
    ]);
    expect(job.fees!.map((f) => f.total)).toEqual(feeLines.map((l) => l.cents));
    expect(job.discounts!.map(({ name, total }) => ({ name, total }))).toEqual(
      discountLines.map((l) => ({ name: l.label, total: -l.cents })),
    );
    expect(job.discounts!.map((d) => d.name)).toEqual([
      expect.stringMatching(/^Discount on .+: Goodwill$/),
      'Discount: Loyal customer (10%)',
    ]);
    expect(job.feeTotal).toBe(estimate.fees.totalCents);
    expect(job.discountTotal).toBe(estimate.discountCents.total);
    // Labor and parts as charged; with fees, discounts and the estimate's tax they make the total due.
    expect(job.laborTotal).toBe(estimate.laborCents);
    expect(job.partsTotal).toBe(estimate.partsCents);
    expect(
      job.laborTotal! + job.partsTotal! + job.feeTotal! - job.discountTotal! + estimate.tax.totalCents,
    ).toBe(estimate.totalDueCents);

    // What was sent: the documented {name,total} without ids; the emulator gave them ids.
    const sent = emulator.requests.find((r) => r.method === 'POST' && r.path === '/api/v1/jobs')!.body as {
      fees: unknown[];
      discounts: unknown[];
    };
    expect(sent.fees).toEqual(feeLines.map((l) => ({ name: l.label, total: l.cents })));
    for (const fee of job.fees!) expect(fee.id).toEqual(expect.any(Number));

    expect(result.revision).toMatchObject({ number: 1 });
    expect(job.note!.split('\n')).toEqual([
      `Quoted in Repair Quotes (ref RQ-${s.quoteId})`,
      `Estimate total due ${formatCents(estimate.totalDueCents)} (revision 1)`,
      `Tax in the estimate: ${formatCents(estimate.tax.totalCents)}, not written: Tekmetric adds tax at its own rates.`,
    ]);
    const [revision] = await t.caller(s.user).quote.getQuoteRevisions({ quoteId: s.quoteId });
    expect(revision!.number).toBe(1);
    expect(result.result).toMatchObject({
      revisionNumber: 1,
      totalDueCents: estimate.totalDueCents,
      fees: feeLines.map((l) => ({ name: l.label, cents: l.cents })),
    });

    // The RO adds them up; the RO page shows them.
    const page = await fetch(result.link).then((r) => r.text());
    expect(page).toContain(`Fee: Shop supplies, $${(estimate.fees.shopSupplies!.cents / 100).toFixed(2)}`);
    expect(page).toContain('Discount: Discount: Loyal customer (10%)');
  });

  it('names the revision the job is recorded with when the quote changed since the last one', async () => {
    await giveDiscounts(10);
    const first = await t.caller(s.user).quote.createJobInTekmetricAi(input('90001'));
    const estimate = await giveDiscounts(20);
    const second = await t.caller(s.user).quote.createJobInTekmetricAi(input('90002'));
    const firstNumber = first.revision!.number;
    expect(second.revision!.number).toBe(firstNumber + 1);
    const job = emulator.jobs.find((j) => String(j.id) === second.id)!;
    expect(job.note).toContain(
      `Estimate total due ${formatCents(estimate.totalDueCents)} (revision ${firstNumber + 1})`,
    );
    expect(job.discountTotal).toBe(estimate.discountCents.total);
  });

  it('sends no fees or discounts when the shop charges none and the quote has none', async () => {
    await t.db.update(quotes).set({ discounts: [] }).where(eq(quotes.id, s.quoteId));
    await t.db
      .update(shops)
      .set({ estimate_fees: { taxRates: { parts: 0, labor: 0, fees: 0 }, shopSupplies: null, hazmat: null } })
      .where(eq(shops.id, s.shop.id));
    try {
      const estimate = (await t.caller(s.user).quote.getQuoteAi({ id: s.quoteId })).estimate;
      await t.caller(s.user).quote.createJobInTekmetricAi(input());
      const sent = emulator.requests.find((r) => r.path === '/api/v1/jobs' && r.method === 'POST')!.body;
      expect(sent).not.toHaveProperty('fees');
      expect(sent).not.toHaveProperty('discounts');
      const job = emulator.jobs[0]!;
      expect(job).toMatchObject({ fees: [], discounts: [], feeTotal: 0, discountTotal: 0 });
      expect(job.note!.split('\n').slice(1)).toEqual([
        expect.stringMatching(
          new RegExp(`^Estimate total due \\${formatCents(estimate.totalDueCents)} \\(revision \\d+\\)$`),
        ),
      ]);
    } finally {
      await t.db.update(shops).set({ estimate_fees: EXPORT_FEES }).where(eq(shops.id, s.shop.id));
    }
  });
});

describe('Tekmetric emulator: job fees and discounts', () => {
  it('refuses a fee without a name, a discount in dollars, and an id on a write', async () => {
    const basic = Buffer.from(
      `${EMULATOR_CREDENTIALS.clientId}:${EMULATOR_CREDENTIALS.clientSecret}`,
    ).toString('base64');
    const { access_token } = (await fetch(`${emulator.url}/api/v1/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json())) as { access_token: string };
    const post = (extra: object) =>
      fetch(`${emulator.url}/api/v1/jobs`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ repairOrderId: 90001, name: 'Job', labor: [], parts: [], ...extra }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    for (const bad of [
      { fees: [{ name: '', total: 100 }] },
      { discounts: [{ name: 'Goodwill', total: 15.5 }] },
      { fees: [{ id: 3, name: 'Shop supplies', total: 100 }] },
      { discounts: 'none' },
    ]) {
      const answer = await post(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^(fees|discounts) /);
    }
    expect(emulator.jobs).toHaveLength(0);
  });
});
