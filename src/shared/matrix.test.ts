import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matrixRowFor, priceWithMatrix } from './matrix';
import { matrixRowsSchema } from './schemas/matrix';

const rows = [
  { startCost: 0, endCost: 10, multiplier: 2.5 },
  { startCost: 10, endCost: 50, multiplier: 1.8 },
  { startCost: 50, endCost: 200, multiplier: 1.5 },
];

describe('priceWithMatrix', () => {
  it('multiplies by the row holding the cost; boundaries go to the next row; no row: cost', () => {
    expect(priceWithMatrix(4, rows)).toBe(10);
    expect(priceWithMatrix(10, rows)).toBe(18);
    expect(priceWithMatrix(49.99, rows)).toBe(89.98);
    expect(priceWithMatrix(200, rows)).toBe(300);
    expect(priceWithMatrix(250, rows)).toBe(250);
    expect(priceWithMatrix(12.34, [])).toBe(12.34);
    expect(matrixRowFor(10, rows)?.multiplier).toBe(1.8);
  });

  it('never charges less than cost with multipliers ≥ 1, and is monotonic inside a row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30_000 }).map((c) => c / 100),
        (cost) => {
          expect(priceWithMatrix(cost, rows)).toBeGreaterThanOrEqual(cost);
        },
      ),
    );
  });
});

describe('matrixRowsSchema', () => {
  it('refuses an end cost not above the start and gaps between rows', () => {
    expect(matrixRowsSchema.safeParse(rows).success).toBe(true);
    const bad = matrixRowsSchema.safeParse([{ startCost: 10, endCost: 5, multiplier: 2 }]);
    expect(bad.error?.issues[0]?.message).toBe('End cost must be greater than start cost');
    const gap = matrixRowsSchema.safeParse([rows[0], { startCost: 11, endCost: 20, multiplier: 2 }]);
    expect(gap.error?.issues[0]?.message).toBe(
      "Each row's start cost must equal the previous row's end cost",
    );
  });
});
