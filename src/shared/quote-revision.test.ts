import { describe, expect, it } from 'vitest';
import { chargedContent, describeRevisionReason, sameCharges } from './quote-revision';

const quote = {
  title: 'Front brakes',
  quote_labor_items: [
    { id: 'l1', title: 'Pads', description: 'Front', hours: 1.2, rate: 165, is_suggested: false },
    { id: 'l2', title: 'Flush', description: '', hours: 1, rate: 165, is_suggested: true },
  ],
  quote_part_items: [
    { id: 'p1', name: 'Pad set', quantity: 1, retail: 81.97, is_suggested: false },
    {
      id: 'p2',
      name: '  ',
      quantity: 2,
      retail: 50,
      is_suggested: false,
      sourced_part: { price_cost_with_matrix: 60, supplier_name: 'NAPA', partName: 'Rotor' },
    },
  ],
};

describe('chargedContent', () => {
  it('keeps the charged lines at the prices charged, names blank lines, and sums them', () => {
    const content = chargedContent(quote);
    expect(content.labor.map((l) => l.id)).toEqual(['l1']);
    expect(content.parts[1]).toMatchObject({ name: 'Untitled line', price: 60, total: 120 });
    expect(content.totals).toEqual({ labor: 198, parts: 201.97, total: 399.97 });
    expect(content.jobs.reduce((sum, job) => sum + job.total, 0)).toBeCloseTo(399.97, 2);
  });
});

describe('sameCharges', () => {
  it('ignores key order (jsonb), line ids and the title; sees any charged difference', () => {
    const a = chargedContent(quote);
    const reverseKeys = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).reverse()) as T;
    const reordered = {
      ...reverseKeys(a),
      labor: a.labor.map(reverseKeys),
      parts: a.parts.map(reverseKeys),
      totals: reverseKeys(a.totals),
    };
    expect(sameCharges(a, reordered)).toBe(true);
    expect(
      sameCharges(a, { ...a, title: 'Renamed', labor: a.labor.map((l) => ({ ...l, id: 'other' })) }),
    ).toBe(true);
    expect(
      sameCharges(
        a,
        chargedContent({ ...quote, quote_labor_items: [{ ...quote.quote_labor_items[0]!, rate: 166 }] }),
      ),
    ).toBe(false);
    expect(sameCharges(a, { ...a, parts: a.parts.map((p) => ({ ...p, name: `${p.name}!` })) })).toBe(false);
    expect(sameCharges(a, { ...a, parts: [...a.parts].reverse() })).toBe(false);
  });
});

describe('describeRevisionReason', () => {
  it('says how the revision was sent', () => {
    expect(describeRevisionReason({ kind: 'SHARED', channels: ['SMS'], customerName: 'Dana' })).toBe(
      'Shared with Dana by text',
    );
    expect(
      describeRevisionReason({
        kind: 'JOB',
        system: 'SHOP_WARE_V2',
        repairOrderId: '55001',
        repairOrderNumber: '2201',
      }),
    ).toBe('Job created in Shop-Ware on RO #2201');
  });
});
