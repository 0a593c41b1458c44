import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  chargedHours,
  chargedUnitPrice,
  quoteLaborLineTotal,
  quotePartLineTotal,
  quoteTotals,
} from './quote-totals';

const money = fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100);
const hours = fc.integer({ min: 0, max: 400 }).map((t) => t / 10);
const labor = fc.record({
  hours: fc.option(hours, { nil: null }),
  rate: fc.option(money, { nil: null }),
  is_suggested: fc.boolean(),
  guide_labor_item: fc.option(fc.record({ motorTime: fc.option(hours, { nil: null }) }), { nil: null }),
});
const part = fc.record({
  quantity: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  retail: fc.option(money, { nil: null }),
  is_suggested: fc.boolean(),
  sourced_part: fc.option(fc.record({ price_cost_with_matrix: fc.option(money, { nil: null }) }), {
    nil: null,
  }),
});
const quote = fc.record({
  quote_labor_items: fc.array(labor, { maxLength: 12 }),
  quote_part_items: fc.array(part, { maxLength: 12 }),
});

describe('quoteTotals', () => {
  it('is labor plus parts, in whole cents, over non-suggested lines only', () => {
    fc.assert(
      fc.property(quote, (q) => {
        const t = quoteTotals(q);
        expect(toCents(t.total)).toBe(toCents(t.labor) + toCents(t.parts));
        const expectedLabor = q.quote_labor_items
          .filter((l) => !l.is_suggested)
          .reduce((s, l) => s + toCents(quoteLaborLineTotal(l)), 0);
        expect(toCents(t.labor)).toBe(expectedLabor);
        expect(t.labor).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('ignores suggested lines entirely', () => {
    fc.assert(
      fc.property(quote, labor, part, (q, l, p) => {
        const withSuggested = {
          quote_labor_items: [...q.quote_labor_items, { ...l, is_suggested: true }],
          quote_part_items: [...q.quote_part_items, { ...p, is_suggested: true }],
        };
        expect(quoteTotals(withSuggested)).toEqual(quoteTotals(q));
      }),
    );
  });

  it('charges the guide motor time when linked and the sourced price when sourced', () => {
    expect(
      chargedHours({ hours: 2, rate: 100, is_suggested: false, guide_labor_item: { motorTime: 1.5 } }),
    ).toBe(1.5);
    expect(chargedHours({ hours: 2, rate: 100, is_suggested: false, guide_labor_item: null })).toBe(2);
    expect(
      chargedUnitPrice({
        retail: 50,
        sourced_part: { price_cost_with_matrix: 41.25 },
      }),
    ).toBe(41.25);
    expect(quotePartLineTotal({ quantity: 3, retail: 19.99, is_suggested: false })).toBe(59.97);
    expect(
      quoteTotals({
        quote_labor_items: [{ hours: null, rate: null, is_suggested: false }],
        quote_part_items: [],
      }),
    ).toEqual({ labor: 0, parts: 0, total: 0 });
    expect(
      quoteTotals({
        quote_labor_items: [
          { hours: 1.2, rate: 165, is_suggested: false },
          { hours: 0.9, rate: 165, is_suggested: true },
        ],
        quote_part_items: [{ quantity: 2, retail: 89.99, is_suggested: false, sourced_part: null }],
      }),
    ).toEqual({ labor: 198, parts: 179.98, total: 377.98 });
  });
});
