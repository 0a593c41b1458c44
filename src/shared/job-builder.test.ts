import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BuilderLabor, type BuilderPart, builderTotals, scorePercent, scoreTone } from './job-builder';

const cents = fc.integer({ min: 0, max: 500_000 });
const laborArb = fc.record({
  id: fc.uuid(),
  description: fc.string(),
  hours: fc.integer({ min: 0, max: 2_000 }).map((tenths) => tenths / 10),
  rate: cents.map((c) => c / 100),
});
const fields = fc.record({
  name: fc.string(),
  part_number: fc.string(),
  brand: fc.string(),
  description: fc.string(),
  quantity: fc.integer({ min: 0, max: 20 }),
  retail: cents.map((c) => c / 100),
  cost: cents.map((c) => c / 100),
  pcdb_part_type_id: fc.constant(null),
});
const partArb = fc.record({
  id: fc.uuid(),
  original: fields,
  newPart: fields,
  source: fc.constantFrom('' as const, 'CUSTOM' as const, 'PARTS_TECH' as const),
});

/** The same figures summed in integer cents (each labor line rounded to the cent, as §9's line total). */
function reference(labor: BuilderLabor[], parts: BuilderPart[]) {
  const laborCents = labor.reduce((t, l) => t + Math.round(l.hours * l.rate * 100), 0);
  const retailCents = parts.reduce((t, p) => t + p.newPart.quantity * Math.round(p.newPart.retail * 100), 0);
  const costCents = parts.reduce((t, p) => t + p.newPart.quantity * Math.round(p.newPart.cost * 100), 0);
  const hours = labor.reduce((t, l) => t + Math.round(l.hours * 10), 0) / 10;
  const gp = retailCents - costCents;
  const totalRetail = laborCents + retailCents;
  return {
    totalLaborCost: laborCents / 100,
    totalRetail: totalRetail / 100,
    totalCost: (laborCents + costCents) / 100,
    gpAmount: gp / 100,
    gpPercentage: totalRetail > 0 ? Math.round((gp / totalRetail) * 10_000) / 100 : 0,
    gpPerHour: hours > 0 ? Math.round(gp / hours) / 100 : null,
  };
}

describe('builderTotals', () => {
  it('matches an independent computation in cents (spec 001 §9)', () => {
    fc.assert(
      fc.property(
        fc.array(laborArb, { maxLength: 6 }),
        fc.array(partArb, { maxLength: 8 }),
        (labor, parts) => {
          const totals = builderTotals(labor, parts);
          const expected = reference(labor, parts);
          expect(totals.totalLaborCost).toBeCloseTo(expected.totalLaborCost, 2);
          expect(totals.totalRetail).toBeCloseTo(expected.totalRetail, 2);
          expect(totals.totalCost).toBeCloseTo(expected.totalCost, 2);
          expect(totals.gpAmount).toBeCloseTo(expected.gpAmount, 2);
          expect(Math.abs(totals.gpPercentage - expected.gpPercentage)).toBeLessThanOrEqual(0.011);
          if (expected.gpPerHour === null) expect(totals.gpPerHour).toBeNull();
          else expect(Math.abs(totals.gpPerHour! - expected.gpPerHour)).toBeLessThanOrEqual(0.011);
        },
      ),
    );
  });

  it('works a known job: 1.5 h at $150 and two pads at $45 cost / $90 retail', () => {
    const totals = builderTotals(
      [{ id: 'l1', description: 'Brakes', hours: 1.5, rate: 150 }],
      [
        {
          id: 'p1',
          source: '',
          original: {
            name: 'Pads',
            part_number: 'X',
            brand: 'B',
            description: '',
            quantity: 2,
            retail: 90,
            cost: 45,
            pcdb_part_type_id: 1,
          },
          newPart: {
            name: 'Pads',
            part_number: 'X',
            brand: 'B',
            description: '',
            quantity: 2,
            retail: 90,
            cost: 45,
            pcdb_part_type_id: 1,
          },
        },
      ],
    );
    expect(totals).toEqual({
      totalLaborCost: 225,
      totalLaborHours: 1.5,
      totalPartsRetail: 180,
      totalPartsCost: 90,
      totalPartsQuantity: 2,
      totalCost: 315,
      totalRetail: 405,
      gpAmount: 90,
      gpPercentage: 22.22,
      gpPerHour: 60,
    });
  });
});

describe('score bar', () => {
  it.each([
    [70, 'green'],
    [69.99, 'yellow'],
    [40, 'yellow'],
    [39.99, 'red'],
    [0, 'red'],
  ] as const)('%f is %s', (score, tone) => expect(scoreTone(score)).toBe(tone));

  it('shows a similarity times 100 with 2 decimals', () => {
    expect(scorePercent(0.73456)).toBe('73.46');
    expect(scorePercent(1)).toBe('100.00');
  });
});
