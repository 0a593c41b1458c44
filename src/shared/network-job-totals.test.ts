import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { laborLineTotal, networkJobTotals, partLineTotal } from './network-job-totals';

describe('networkJobTotals', () => {
  it.each([
    { name: 'no lines', labor: [], parts: [], expected: { labor: 0, parts: 0, total: 0 } },
    {
      name: 'labor only',
      labor: [{ hours: 1.5, rate: 165 }],
      parts: [],
      expected: { labor: 247.5, parts: 0, total: 247.5 },
    },
    {
      name: 'parts at retail times quantity',
      labor: [],
      parts: [
        { quantity: 2, retail: 54.99 },
        { quantity: 1, retail: 12.5 },
      ],
      expected: { labor: 0, parts: 122.48, total: 122.48 },
    },
    {
      name: 'labor and parts',
      labor: [
        { hours: 1.2, rate: 142 },
        { hours: 0.3, rate: 142 },
      ],
      parts: [{ quantity: 4, retail: 8.95 }],
      expected: { labor: 213, parts: 35.8, total: 248.8 },
    },
    {
      name: 'cents that floats would drift on',
      labor: [{ hours: 0.1, rate: 0.3 }],
      parts: [
        { quantity: 3, retail: 0.1 },
        { quantity: 1, retail: 0.2 },
      ],
      expected: { labor: 0.03, parts: 0.5, total: 0.53 },
    },
  ])('$name', ({ labor, parts, expected }) => {
    expect(networkJobTotals({ labor_items: labor, part_items: parts })).toEqual(expected);
  });

  it('rounds each line to the cent', () => {
    expect(laborLineTotal({ hours: 0.333, rate: 100 })).toBe(33.3);
    expect(partLineTotal({ quantity: 3, retail: 19.999 })).toBe(60);
  });

  it('total is labor plus parts, and each equals the sum of its line totals', () => {
    const money = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100);
    const hours = fc.integer({ min: 0, max: 400 }).map((tenths) => tenths / 10);
    const labor = fc.array(fc.record({ hours, rate: money }), { maxLength: 8 });
    const parts = fc.array(fc.record({ quantity: fc.integer({ min: 0, max: 20 }), retail: money }), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(labor, parts, (laborItems, partItems) => {
        const totals = networkJobTotals({ labor_items: laborItems, part_items: partItems });
        const cents = (value: number) => Math.round(value * 100);
        expect(cents(totals.total)).toBe(cents(totals.labor) + cents(totals.parts));
        expect(cents(totals.labor)).toBe(laborItems.reduce((sum, l) => sum + cents(laborLineTotal(l)), 0));
        expect(cents(totals.parts)).toBe(partItems.reduce((sum, p) => sum + cents(partLineTotal(p)), 0));
        expect(totals.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    [19.999, '$20.00'],
    [-5, '-$5.00'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});
