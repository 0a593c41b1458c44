import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type EstimateBreakdown,
  type EstimateLaborLine,
  type EstimatePartLine,
  estimateBreakdown,
} from './estimate-money';
import { percentOfCents, splitByLargestRemainder, toCents } from './money';
import { quoteLaborLineTotal, quotePartLineTotal, quoteTotals } from './quote-totals';
import {
  type EstimateDiscount,
  type EstimateFeeSettings,
  estimateDiscountSchema,
  estimateFeeSettingsSchema,
  HAZMAT_KINDS,
  type HazmatKind,
} from './schemas/estimate';

const BRAKES = { smartJobId: 'brakes', name: 'Front Brake Pads Replacement' };

const labor = (line: Partial<EstimateLaborLine> & { id: string; hours: number }): EstimateLaborLine => ({
  title: line.id,
  rate: 160,
  is_suggested: false,
  ...line,
});
const part = (line: Partial<EstimatePartLine> & { id: string; retail: number }): EstimatePartLine => ({
  name: line.id,
  quantity: 1,
  is_suggested: false,
  ...line,
});

/** An oil change and front brakes at $160 an hour. */
const SERVICE_QUOTE = {
  quote_labor_items: [
    labor({ id: 'oil-labor', title: 'Oil and filter change', hours: 0.5 }), // $80.00
    labor({
      id: 'brake-labor',
      title: 'Front brake pads',
      hours: 1.5,
      source: { kind: 'guide', guideJob: BRAKES },
    }), // $240.00
  ],
  quote_part_items: [
    part({ id: 'filter', name: 'Oil filter', retail: 12.99 }), // $12.99
    part({ id: 'oil', name: 'Engine oil 5W-30', quantity: 5, retail: 8.49, hazmatKind: 'oil' }), // $42.45
    part({ id: 'pads', name: 'Brake pads', retail: 89.99, source: { kind: 'guide', guideJob: BRAKES } }), // $89.99
  ],
};

/** A California shop: 9.375% sales tax on parts and taxable fees, none on labor. */
const CALIFORNIA: EstimateFeeSettings = {
  taxRates: { parts: 9.375, labor: 0, fees: 9.375 },
  shopSupplies: { percent: 5, basis: 'labor', minCents: 500, maxCents: 3500, isTaxable: true },
  hazmat: { mode: 'per_line', perLineCents: { oil: 350, coolant: 0, tire: 0 }, isTaxable: false },
};

const LOYALTY: EstimateDiscount = {
  target: { scope: 'quote' },
  value: { type: 'percent', percent: 10 },
  reason: 'Loyalty',
};

const printed = (breakdown: EstimateBreakdown) => breakdown.lines.map(({ label, cents }) => [label, cents]);

describe('estimateBreakdown: worked examples', () => {
  it('prices the California oil change and brakes with a 10% loyalty discount', () => {
    const breakdown = estimateBreakdown({ quote: SERVICE_QUOTE, settings: CALIFORNIA, discounts: [LOYALTY] });
    // Labor $320.00, parts $145.43. 10% of $465.43 = $46.543 → $46.54, split by share of the
    // subtotal: labor 4654 × 32000 / 46543 = 3199.79, parts 1454.21 → the extra cent to labor.
    // Supplies 5% of $288.00 labor = $14.40 (within $5–$35). Tax on parts 9.375% of $130.89 =
    // $12.2709 → $12.27; on fees 9.375% of $14.40 = $1.35; hazmat $3.50 untaxed.
    expect(printed(breakdown)).toEqual([
      ['Labor', 32000],
      ['Parts', 14543],
      ['Subtotal', 46543],
      ['Discount: Loyalty (10%)', -4654],
      ['Shop supplies', 1440],
      ['Hazardous waste: oil × 1', 350],
      ['Tax on parts (9.375%)', 1227],
      ['Tax on fees (9.375%)', 135],
      ['Total due', 45041],
    ]);
    expect(breakdown.discounts[0]).toMatchObject({
      baseCents: { labor: 32000, parts: 14543 },
      requestedCents: 4654,
      cents: 4654,
      shares: { labor: 3200, parts: 1454 },
      isClamped: false,
      isTargetFound: true,
    });
    expect(breakdown.discountCents).toEqual({ labor: 3200, parts: 1454, total: 4654 });
    expect(breakdown.fees).toMatchObject({ totalCents: 1790, taxableCents: 1440 });
    expect(breakdown.fees.shopSupplies).toEqual({
      baseCents: 28800,
      computedCents: 1440,
      cents: 1440,
      limit: null,
      isTaxable: true,
    });
    expect(breakdown.tax).toEqual({
      parts: { rate: 9.375, baseCents: 13089, cents: 1227 },
      labor: { rate: 0, baseCents: 28800, cents: 0 },
      fees: { rate: 9.375, baseCents: 1440, cents: 135 },
      totalCents: 1362,
    });
    expect(breakdown.totalDueCents).toBe(45041);
  });

  it('takes line, then job, then quote discounts, each from what is left', () => {
    const breakdown = estimateBreakdown({
      quote: SERVICE_QUOTE,
      settings: CALIFORNIA,
      discounts: [
        LOYALTY,
        {
          target: { scope: 'job', jobKey: 'guide:brakes' },
          value: { type: 'percent', percent: 20 },
          reason: 'Coupon',
        },
        {
          target: { scope: 'line', lineKind: 'part', lineId: 'filter' },
          value: { type: 'amount', cents: 500 },
          reason: 'Price match',
        },
      ],
    });
    expect(breakdown.discounts.map((d) => [d.index, d.cents, d.shares])).toEqual([
      [2, 500, { labor: 0, parts: 500 }],
      // 20% of $329.99 = $65.998 → $66.00: labor 6600 × 24000 / 32999 = 4800.15, parts 1799.85.
      [1, 6600, { labor: 4800, parts: 1800 }],
      // 10% of 46543 − 500 − 6600 = 39443 → $39.443 → $39.44.
      [0, 3944, { labor: 2720, parts: 1224 }],
    ]);
    expect(breakdown.lines.filter((line) => line.kind === 'discount').map((line) => line.label)).toEqual([
      'Discount on Oil filter: Price match',
      'Discount on Front Brake Pads Replacement: Coupon (20%)',
      'Discount: Loyalty (10%)',
    ]);
    expect(breakdown.discountCents).toEqual({ labor: 7520, parts: 3524, total: 11044 });
  });

  it('raises shop supplies to the minimum and caps them at the maximum', () => {
    const small = estimateBreakdown({
      quote: { quote_labor_items: [labor({ id: 'inspect', hours: 0.3, rate: 100 })], quote_part_items: [] },
      settings: CALIFORNIA,
    });
    // 5% of $30.00 = $1.50, below the $5.00 minimum.
    expect(small.fees.shopSupplies).toMatchObject({ computedCents: 150, cents: 500, limit: 'min' });
    expect(small.totalDueCents).toBe(3000 + 500 + percentOfCents(500, 9.375));
    const large = estimateBreakdown({
      quote: { quote_labor_items: [labor({ id: 'engine', hours: 10, rate: 150 })], quote_part_items: [] },
      settings: CALIFORNIA,
    });
    // 5% of $1,500.00 = $75.00, above the $35.00 maximum.
    expect(large.fees.shopSupplies).toMatchObject({ computedCents: 7500, cents: 3500, limit: 'max' });
  });

  it('charges a flat hazardous-waste fee once per quote with charged lines', () => {
    const settings: EstimateFeeSettings = {
      ...CALIFORNIA,
      hazmat: { mode: 'flat', cents: 295, isTaxable: true },
    };
    const breakdown = estimateBreakdown({ quote: SERVICE_QUOTE, settings });
    expect(breakdown.fees.hazmat).toEqual({
      cents: 295,
      isTaxable: true,
      items: [{ kind: null, lineCount: 5, unitCents: 295, cents: 295 }],
    });
    expect(breakdown.fees.taxableCents).toBe(1600 + 295);
    expect(breakdown.lines.find((line) => line.key === 'fee:hazmat')?.label).toBe('Hazardous waste');
  });
});

describe('estimateBreakdown: edge cases', () => {
  it('is all zeros for an empty quote, with no fee minimum or flat fee', () => {
    const breakdown = estimateBreakdown({
      quote: { quote_labor_items: [], quote_part_items: [] },
      settings: { ...CALIFORNIA, hazmat: { mode: 'flat', cents: 300, isTaxable: true } },
      discounts: [LOYALTY],
    });
    expect(breakdown.totalDueCents).toBe(0);
    expect(breakdown.fees.totalCents).toBe(0);
    expect(breakdown.discounts[0]).toMatchObject({ cents: 0, isClamped: false });
    expect(printed(breakdown)).toEqual([
      ['Labor', 0],
      ['Parts', 0],
      ['Subtotal', 0],
      ['Total due', 0],
    ]);
  });

  it('leaves suggested lines out of every figure, and a discount on one takes nothing', () => {
    const quote = {
      quote_labor_items: [
        ...SERVICE_QUOTE.quote_labor_items,
        labor({ id: 'flush', hours: 1, is_suggested: true, hazmatKind: 'coolant' }),
      ],
      quote_part_items: [
        ...SERVICE_QUOTE.quote_part_items,
        part({ id: 'coolant', retail: 30, is_suggested: true, hazmatKind: 'coolant' }),
      ],
    };
    const settings: EstimateFeeSettings = {
      ...CALIFORNIA,
      hazmat: { mode: 'per_line', perLineCents: { oil: 350, coolant: 500, tire: 0 }, isTaxable: false },
    };
    const discount: EstimateDiscount = {
      target: { scope: 'line', lineKind: 'labor', lineId: 'flush' },
      value: { type: 'percent', percent: 50 },
      reason: 'Bundle',
    };
    const withSuggested = estimateBreakdown({ quote, settings, discounts: [discount] });
    const without = estimateBreakdown({ quote: SERVICE_QUOTE, settings });
    expect(withSuggested.totalDueCents).toBe(without.totalDueCents);
    expect(withSuggested.fees.hazmat?.items).toEqual([
      { kind: 'oil', lineCount: 1, unitCents: 350, cents: 350 },
    ]);
    expect(withSuggested.discounts[0]).toMatchObject({ isTargetFound: false, cents: 0, targetName: null });
  });

  it('takes a 100% discount down to zero, leaving only the fees that are not a percentage', () => {
    const breakdown = estimateBreakdown({
      quote: SERVICE_QUOTE,
      settings: CALIFORNIA,
      discounts: [{ ...LOYALTY, value: { type: 'percent', percent: 100 }, reason: 'Warranty comeback' }],
    });
    expect(breakdown.discountCents).toEqual({ labor: 32000, parts: 14543, total: 46543 });
    expect(breakdown.fees.shopSupplies).toMatchObject({ baseCents: 0, cents: 0, limit: null });
    expect(breakdown.tax.totalCents).toBe(0);
    // The waste oil is still disposed of.
    expect(breakdown.totalDueCents).toBe(350);
  });

  it('clamps an amount larger than its base and says so', () => {
    const breakdown = estimateBreakdown({
      quote: SERVICE_QUOTE,
      discounts: [
        {
          target: { scope: 'line', lineKind: 'part', lineId: 'filter' },
          value: { type: 'amount', cents: 10_000 },
          reason: 'Free filter',
        },
        { target: { scope: 'quote' }, value: { type: 'amount', cents: 1_000_000 }, reason: 'Goodwill' },
      ],
    });
    expect(breakdown.discounts.map((d) => [d.requestedCents, d.cents, d.isClamped])).toEqual([
      [10_000, 1299, true],
      [1_000_000, 46543 - 1299, true],
    ]);
    expect(breakdown.totalDueCents).toBe(0);
  });

  it('charges the maximum when it is below the computed fee and the minimum alone when min = max', () => {
    const settings = (minCents: number | null, maxCents: number | null): EstimateFeeSettings => ({
      ...CALIFORNIA,
      shopSupplies: { percent: 10, basis: 'labor_and_parts', minCents, maxCents, isTaxable: false },
    });
    // 10% of $465.43 = $46.54.
    const capped = estimateBreakdown({ quote: SERVICE_QUOTE, settings: settings(null, 1000) });
    expect(capped.fees.shopSupplies).toMatchObject({ baseCents: 46543, computedCents: 4654, cents: 1000 });
    const fixed = estimateBreakdown({ quote: SERVICE_QUOTE, settings: settings(2500, 2500) });
    expect(fixed.fees.shopSupplies?.cents).toBe(2500);
    const open = estimateBreakdown({ quote: SERVICE_QUOTE, settings: settings(null, null) });
    expect(open.fees.shopSupplies).toMatchObject({ cents: 4654, limit: null });
  });

  it.each([
    [1000, 9.375, 94], // 93.75 → 94
    [1999, 8.875, 177], // 177.41125
    [400, 0.125, 1], // exactly half a cent → away from zero
    [5, 10, 1], // 0.5 → 1
    [4, 10, 0], // 0.4 → 0
    [123_456_789_012, 7.25, 8_950_617_203], // past 2^53 before dividing: exact
    [-400, 0.125, -1],
  ])('rounds %i cents at %s percent to %i (half away from zero)', (cents, rate, expected) => {
    expect(percentOfCents(cents, rate)).toBe(expected);
  });

  it('taxes each category with its own three-decimal rate, once', () => {
    const breakdown = estimateBreakdown({
      quote: SERVICE_QUOTE,
      settings: { taxRates: { parts: 7.125, labor: 2.005, fees: 0 }, shopSupplies: null, hazmat: null },
    });
    // Parts: 7.125% of $145.43 = $10.3618… → $10.36; labor: 2.005% of $320.00 = $6.416 → $6.42.
    expect([breakdown.tax.parts.cents, breakdown.tax.labor.cents]).toEqual([1036, 642]);
    expect(breakdown.totalDueCents).toBe(46543 + 1036 + 642);
  });
});

describe('splitByLargestRemainder', () => {
  it.each([
    [1, [1, 1], [1, 0]], // tie → earlier
    [10, [1, 2], [3, 7]], // 3.33, 6.67
    [5, [0, 0], [0, 0]],
    [7, [0, 9], [0, 7]],
    [100, [1, 1, 1], [34, 33, 33]],
  ])('splits %i over %j as %j', (cents, weights, expected) => {
    expect(splitByLargestRemainder(cents, weights)).toEqual(expected);
  });
});

describe('estimate schemas', () => {
  it('accepts the California settings and refuses bad ones with a message', () => {
    expect(estimateFeeSettingsSchema.parse(CALIFORNIA)).toEqual(CALIFORNIA);
    const refused = (value: unknown) =>
      estimateFeeSettingsSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(
      refused({
        ...CALIFORNIA,
        shopSupplies: { ...CALIFORNIA.shopSupplies, minCents: 4000, maxCents: 3500 },
      }),
    ).toEqual(['The shop supplies minimum must not be more than the maximum']);
    expect(refused({ ...CALIFORNIA, taxRates: { parts: 9.3755, labor: 0, fees: 0 } })).toEqual([
      'Parts tax rate must have at most 3 decimals',
    ]);
    expect(refused({ ...CALIFORNIA, taxRates: { parts: 101, labor: -1, fees: 0 } })).toEqual([
      'Parts tax rate must be at most 100',
      'Labor tax rate must be 0 or more',
    ]);
    expect(refused({ ...CALIFORNIA, hazmat: { mode: 'flat', cents: 3.5, isTaxable: false } })).toEqual([
      'Hazardous-waste fee must be in whole cents',
    ]);
  });

  it('accepts a discount with a reason and refuses bad ones with a message', () => {
    const line = { scope: 'line', lineKind: 'part', lineId: '0b6f6f2e-8f0e-4a3b-9c57-2f3f0b1d8a11' };
    expect(estimateDiscountSchema.parse({ ...LOYALTY, reason: '  Loyalty ' })).toEqual(LOYALTY);
    const refused = (value: unknown) =>
      estimateDiscountSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(refused({ target: line, value: { type: 'percent', percent: 12.345 }, reason: 'x' })).toEqual([
      'Discount percentage must have at most 2 decimals',
    ]);
    expect(refused({ ...LOYALTY, value: { type: 'amount', cents: 0 } })).toEqual([
      'Discount amount must be more than 0',
    ]);
    expect(refused({ ...LOYALTY, reason: '   ' })).toEqual(['Reason is required']);
    expect(refused({ ...LOYALTY, target: { scope: 'line', lineKind: 'part', lineId: 'x' } })).toEqual([
      'Invalid line id',
    ]);
  });
});

// Property tests against a reference written independently of the module: plain integer and
// BigInt arithmetic over a list of charged lines, the split computed as labor = round(d·L/T),
// parts = the rest (what largest remainder gives for two categories, ties to labor).

const JOBS = [BRAKES, { smartJobId: 'oil', name: 'Oil change' }, { smartJobId: 'tires', name: 'Tires' }];
const money = fc.integer({ min: 0, max: 300_000 }).map((c) => c / 100);
const hoursArb = fc.integer({ min: 0, max: 400 }).map((t) => t / 10);
const sourceArb = fc.option(
  fc.constantFrom(...JOBS).map((guideJob) => ({ kind: 'guide' as const, guideJob })),
  { nil: null },
);
const hazmatArb = fc.option(fc.constantFrom<HazmatKind>(...HAZMAT_KINDS), { nil: null });
const laborArb = fc.record({
  hours: fc.option(hoursArb, { nil: null }),
  rate: fc.option(money, { nil: null }),
  is_suggested: fc.boolean(),
  guide_labor_item: fc.option(fc.record({ motorTime: fc.option(hoursArb, { nil: null }) }), { nil: null }),
  title: fc.constantFrom('Brakes', '', 'Diagnose'),
  source: sourceArb,
  hazmatKind: hazmatArb,
});
const partArb = fc.record({
  quantity: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  retail: fc.option(money, { nil: null }),
  is_suggested: fc.boolean(),
  sourced_part: fc.option(fc.record({ price_cost_with_matrix: fc.option(money, { nil: null }) }), {
    nil: null,
  }),
  name: fc.constantFrom('Pads', 'Oil'),
  source: sourceArb,
  hazmatKind: hazmatArb,
});
const quoteArb = fc
  .record({ labor: fc.array(laborArb, { maxLength: 8 }), parts: fc.array(partArb, { maxLength: 8 }) })
  .map(({ labor: l, parts: p }) => ({
    quote_labor_items: l.map((line, i) => ({ ...line, id: `L${i}` })),
    quote_part_items: p.map((line, i) => ({ ...line, id: `P${i}` })),
  }));
type Quote = { quote_labor_items: EstimateLaborLine[]; quote_part_items: EstimatePartLine[] };

const rateArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 15_000 }).map((r) => r / 1000),
);
const centsArb = fc.integer({ min: 0, max: 50_000 });
const settingsArb: fc.Arbitrary<EstimateFeeSettings> = fc.record({
  taxRates: fc.record({ parts: rateArb, labor: rateArb, fees: rateArb }),
  shopSupplies: fc.option(
    fc
      .record({
        percent: fc.integer({ min: 0, max: 20_000 }).map((r) => r / 1000),
        basis: fc.constantFrom('labor', 'parts', 'labor_and_parts' as const),
        limits: fc.tuple(fc.option(centsArb, { nil: null }), fc.option(centsArb, { nil: null })),
        isTaxable: fc.boolean(),
      })
      .map(({ limits: [a, b], ...fee }) => ({
        ...fee,
        minCents: a !== null && b !== null ? Math.min(a, b) : a,
        maxCents: a !== null && b !== null ? Math.max(a, b) : b,
      })),
    { nil: null },
  ),
  hazmat: fc.option(
    fc.oneof(
      fc.record({ mode: fc.constant('flat' as const), cents: centsArb, isTaxable: fc.boolean() }),
      fc.record({
        mode: fc.constant('per_line' as const),
        perLineCents: fc.record({ oil: centsArb, coolant: centsArb, tire: centsArb }),
        isTaxable: fc.boolean(),
      }),
    ),
    { nil: null },
  ),
});
const discountArb: fc.Arbitrary<EstimateDiscount> = fc.record({
  target: fc.oneof(
    fc.constant({ scope: 'quote' as const }),
    fc
      .constantFrom('guide:brakes', 'guide:oil', 'guide:tires', 'parts', 'labor:L0', 'labor:L1', 'labor:L9')
      .map((jobKey) => ({ scope: 'job' as const, jobKey })),
    fc
      .tuple(fc.constantFrom('labor', 'part' as const), fc.integer({ min: 0, max: 8 }))
      .map(([lineKind, i]) => ({
        scope: 'line' as const,
        lineKind,
        lineId: `${lineKind === 'labor' ? 'L' : 'P'}${i}`,
      })),
  ),
  value: fc.oneof(
    fc.integer({ min: 1, max: 10_000 }).map((p) => ({ type: 'percent' as const, percent: p / 100 })),
    fc.integer({ min: 1, max: 200_000 }).map((cents) => ({ type: 'amount' as const, cents })),
  ),
  reason: fc.constantFrom('Loyalty', 'Coupon'),
});

function referencePercent(cents: number, percent: number): number {
  const product = BigInt(cents) * BigInt(Math.round(percent * 1000));
  const whole = product / 100_000n;
  return Number((product % 100_000n) * 2n >= 100_000n ? whole + 1n : whole);
}

/** labor share = d·L/T rounded half up; parts = the rest. */
function referenceSplit(cents: number, labor: number, parts: number) {
  if (labor + parts === 0) return { labor: 0, parts: 0 };
  const product = BigInt(cents) * BigInt(labor);
  const total = BigInt(labor + parts);
  const laborShare = Number((product * 2n + total) / (2n * total));
  return { labor: laborShare, parts: cents - laborShare };
}

function reference(quote: Quote, settings: EstimateFeeSettings | null, discounts: EstimateDiscount[]) {
  const charged = [
    ...quote.quote_labor_items
      .filter((l) => !l.is_suggested)
      .map((l) => ({
        key: `labor:${l.id}`,
        labor: true,
        job: l.source?.guideJob ? `guide:${l.source.guideJob.smartJobId}` : `labor:${l.id}`,
        left: toCents(quoteLaborLineTotal(l)),
        hazmat: l.hazmatKind ?? null,
      })),
    ...quote.quote_part_items
      .filter((p) => !p.is_suggested)
      .map((p) => ({
        key: `part:${p.id}`,
        labor: false,
        job: p.source?.guideJob ? `guide:${p.source.guideJob.smartJobId}` : 'parts',
        left: toCents(quotePartLineTotal(p)),
        hazmat: p.hazmatKind ?? null,
      })),
  ];
  const laborCents = charged.filter((c) => c.labor).reduce((s, c) => s + c.left, 0);
  const partsCents = charged.filter((c) => !c.labor).reduce((s, c) => s + c.left, 0);
  let discountLabor = 0;
  let discountParts = 0;
  const taken: number[] = [];
  const take = (base: { labor: number; parts: number }, discount: EstimateDiscount) => {
    const wanted =
      discount.value.type === 'percent'
        ? referencePercent(base.labor + base.parts, discount.value.percent)
        : discount.value.cents;
    const cents = Math.min(wanted, base.labor + base.parts);
    const split = referenceSplit(cents, base.labor, base.parts);
    discountLabor += split.labor;
    discountParts += split.parts;
    taken.push(cents);
    return split;
  };
  for (const d of discounts) {
    if (d.target.scope !== 'line') continue;
    const key = `${d.target.lineKind}:${d.target.lineId}`;
    const line = charged.find((c) => c.key === key);
    const base = { labor: line?.labor ? line.left : 0, parts: line && !line.labor ? line.left : 0 };
    const split = take(base, d);
    if (line) line.left -= split.labor + split.parts;
  }
  const jobTaken = new Map<string, { labor: number; parts: number }>();
  for (const d of discounts) {
    if (d.target.scope !== 'job') continue;
    const jobKey = d.target.jobKey;
    const inJob = charged.filter((c) => c.job === jobKey);
    const before = jobTaken.get(jobKey) ?? { labor: 0, parts: 0 };
    const base = {
      labor: inJob.filter((c) => c.labor).reduce((s, c) => s + c.left, 0) - before.labor,
      parts: inJob.filter((c) => !c.labor).reduce((s, c) => s + c.left, 0) - before.parts,
    };
    const split = take(base, d);
    jobTaken.set(jobKey, { labor: before.labor + split.labor, parts: before.parts + split.parts });
  }
  for (const d of discounts) {
    if (d.target.scope === 'quote')
      take({ labor: laborCents - discountLabor, parts: partsCents - discountParts }, d);
  }
  const netLabor = laborCents - discountLabor;
  const netParts = partsCents - discountParts;

  let supplies = 0;
  const s = settings?.shopSupplies;
  if (s) {
    const base = s.basis === 'labor' ? netLabor : s.basis === 'parts' ? netParts : netLabor + netParts;
    if (base > 0) {
      supplies = referencePercent(base, s.percent);
      if (s.minCents !== null) supplies = Math.max(supplies, s.minCents);
      if (s.maxCents !== null) supplies = Math.min(supplies, s.maxCents);
    }
  }
  let hazmat = 0;
  const h = settings?.hazmat;
  if (h?.mode === 'flat' && charged.length > 0) hazmat = h.cents;
  if (h?.mode === 'per_line') for (const c of charged) if (c.hazmat) hazmat += h.perLineCents[c.hazmat];
  const taxableFees = (s?.isTaxable ? supplies : 0) + (h?.isTaxable ? hazmat : 0);
  const rates = settings?.taxRates ?? { parts: 0, labor: 0, fees: 0 };
  const tax = {
    parts: referencePercent(netParts, rates.parts),
    labor: referencePercent(netLabor, rates.labor),
    fees: referencePercent(taxableFees, rates.fees),
  };
  const total =
    laborCents +
    partsCents -
    discountLabor -
    discountParts +
    supplies +
    hazmat +
    tax.parts +
    tax.labor +
    tax.fees;
  return { laborCents, partsCents, discountLabor, discountParts, taken, supplies, hazmat, tax, total };
}

const caseArb = fc.record({
  quote: quoteArb,
  settings: fc.option(settingsArb, { nil: null }),
  discounts: fc.array(discountArb, { maxLength: 5 }),
});

describe('estimateBreakdown: properties', () => {
  it('agrees with the integer-cent reference on every figure', () => {
    fc.assert(
      fc.property(caseArb, ({ quote, settings, discounts }) => {
        const b = estimateBreakdown({ quote, settings, discounts });
        const r = reference(quote, settings, discounts);
        expect(b.laborCents).toBe(r.laborCents);
        expect(b.partsCents).toBe(r.partsCents);
        expect(b.discountCents).toEqual({
          labor: r.discountLabor,
          parts: r.discountParts,
          total: r.discountLabor + r.discountParts,
        });
        // The reference takes discounts scope by scope in input order, as the module lists them.
        expect(b.discounts.map((d) => d.cents)).toEqual(r.taken);
        expect(b.fees.shopSupplies?.cents ?? 0).toBe(r.supplies);
        expect(b.fees.hazmat?.cents ?? 0).toBe(r.hazmat);
        expect([b.tax.parts.cents, b.tax.labor.cents, b.tax.fees.cents]).toEqual([
          r.tax.parts,
          r.tax.labor,
          r.tax.fees,
        ]);
        expect(b.totalDueCents).toBe(r.total);
      }),
      { numRuns: 500 },
    );
  });

  it('never goes negative, keeps discounts within their base and sums exactly', () => {
    fc.assert(
      fc.property(caseArb, ({ quote, settings, discounts }) => {
        const b = estimateBreakdown({ quote, settings, discounts });
        const figures = [
          b.laborCents,
          b.partsCents,
          b.subtotalCents,
          b.discountCents.labor,
          b.discountCents.parts,
          b.fees.totalCents,
          b.fees.taxableCents,
          b.tax.parts.baseCents,
          b.tax.labor.baseCents,
          b.tax.fees.baseCents,
          b.tax.totalCents,
          b.totalDueCents,
          ...b.discounts.flatMap((d) => [
            d.cents,
            d.shares.labor,
            d.shares.parts,
            d.baseCents.labor,
            d.baseCents.parts,
          ]),
        ];
        for (const figure of figures) {
          expect(Number.isInteger(figure)).toBe(true);
          expect(figure).toBeGreaterThanOrEqual(0);
        }
        for (const d of b.discounts) {
          expect(d.shares.labor + d.shares.parts).toBe(d.cents);
          expect(d.shares.labor).toBeLessThanOrEqual(d.baseCents.labor);
          expect(d.shares.parts).toBeLessThanOrEqual(d.baseCents.parts);
          expect(d.cents).toBe(Math.min(d.requestedCents, d.baseCents.labor + d.baseCents.parts));
          expect(d.isClamped).toBe(d.cents < d.requestedCents);
        }
        expect(b.discountCents.total).toBeLessThanOrEqual(b.subtotalCents);
        expect(b.discountCents.labor).toBeLessThanOrEqual(b.laborCents);
        expect(b.discountCents.parts).toBeLessThanOrEqual(b.partsCents);
        const supplies = b.fees.shopSupplies;
        const limits = settings?.shopSupplies;
        if (supplies && limits && supplies.baseCents > 0) {
          if (limits.minCents !== null) expect(supplies.cents).toBeGreaterThanOrEqual(limits.minCents);
          if (limits.maxCents !== null) expect(supplies.cents).toBeLessThanOrEqual(limits.maxCents);
        }
        expect(b.totalDueCents).toBe(
          b.subtotalCents - b.discountCents.total + b.fees.totalCents + b.tax.totalCents,
        );
        const printedLines = b.lines.filter((line) => line.kind !== 'subtotal' && line.kind !== 'total');
        expect(printedLines.reduce((sum, line) => sum + line.cents, 0)).toBe(b.totalDueCents);
        expect(b.lines.at(-1)).toEqual({
          key: 'total',
          kind: 'total',
          label: 'Total due',
          cents: b.totalDueCents,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('charges no tax when the rates are zero', () => {
    fc.assert(
      fc.property(caseArb, ({ quote, settings, discounts }) => {
        const untaxed = settings && { ...settings, taxRates: { parts: 0, labor: 0, fees: 0 } };
        const b = estimateBreakdown({ quote, settings: untaxed, discounts });
        expect(b.tax.totalCents).toBe(0);
        expect(b.lines.some((line) => line.kind === 'tax')).toBe(false);
      }),
    );
  });

  it('is exactly quoteTotals with no fees, discounts or tax', () => {
    fc.assert(
      fc.property(quoteArb, fc.constantFrom(null, undefined), (quote, settings) => {
        const b = estimateBreakdown({ quote, settings });
        const totals = quoteTotals(quote);
        expect([b.laborCents, b.partsCents, b.subtotalCents, b.totalDueCents]).toEqual([
          toCents(totals.labor),
          toCents(totals.parts),
          toCents(totals.total),
          toCents(totals.total),
        ]);
        expect(b.lines.map((line) => line.key)).toEqual(['labor', 'parts', 'subtotal', 'total']);
      }),
      { numRuns: 500 },
    );
  });
});
