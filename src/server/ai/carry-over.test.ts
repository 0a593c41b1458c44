import { describe, expect, it } from 'vitest';
import { carryOverNotes, followUpReply, keepsGuideLink, keepsSourcedPart, versionTotals } from './carry-over';
import type { CurrentQuote, DraftLaborItem, DraftPartItem } from './engine';

const quote: CurrentQuote = {
  id: 'q-1',
  title: 'Front brakes',
  shortTitle: 'Front brakes',
  prompt: 'grinding',
  laborItems: [
    {
      id: 'l-1',
      title: 'Brake Pads - Replace',
      description: '',
      hours: 1.5,
      rate: 100,
      is_suggested: false,
      source: { kind: 'guide' },
      guide_labor_item: { name: 'Brake Pads - Replace', motorTime: 2 },
    },
  ],
  partItems: [
    {
      id: 'p-1',
      name: 'Pads - Ceramic',
      quantity: 1,
      retail: 80,
      is_suggested: false,
      pcdb_part_type_id: 1684,
      source: null,
      sourced_part: {
        supplier_name: 'Parts Co',
        brand: 'Wagner',
        partNumber: 'W1',
        price_cost_with_matrix: 95,
      },
      supplierOptions: [
        {
          partTypeId: 1684,
          name: 'Akebono pads',
          brand: 'Akebono',
          partNumber: 'AK1',
          isOe: false,
          retail: 130,
          cost: 70,
        },
      ],
    },
  ],
  guideJobs: [],
  relatedJobs: [],
  knowledgeBaseIds: [],
  appGuidelineIds: [],
};

const keptLabor = (changes: Partial<DraftLaborItem> = {}): DraftLaborItem => {
  const { id, guide_labor_item: _guide, ...line } = quote.laborItems[0]!;
  return { ...line, keptFrom: { id, changed: Object.keys(changes).length > 0 }, ...changes };
};
const keptPart = (changes: Partial<DraftPartItem> = {}): DraftPartItem => {
  const { id, sourced_part: _sourced, supplierOptions: _options, ...line } = quote.partItems[0]!;
  return { ...line, keptFrom: { id, changed: Object.keys(changes).length > 0 }, ...changes };
};

describe('carry-over rules', () => {
  it('keeps a guide link unless the hours were set', () => {
    expect(keepsGuideLink(keptLabor({ rate: 150 }), quote.laborItems[0]!)).toBe(true);
    expect(keepsGuideLink(keptLabor({ hours: 3 }), quote.laborItems[0]!)).toBe(false);
    // Hours set to what the line already had still leave the guide: the advisor asked for them.
    const set: DraftLaborItem = { ...keptLabor(), keptFrom: { id: 'l-1', changed: true, hoursSet: true } };
    expect(keepsGuideLink(set, quote.laborItems[0]!)).toBe(false);
  });

  it('keeps a sourced part while it is the same part, whatever the quantity', () => {
    const from = quote.partItems[0]!;
    expect(keepsSourcedPart(keptPart({ quantity: 2, is_suggested: true }), from)).toBe(true);
    expect(keepsSourcedPart(keptPart({ name: 'Pads - Premium Akebono' }), from)).toBe(false);
    expect(keepsSourcedPart(keptPart({ retail: 79.99 }), from)).toBe(false);
    expect(keepsSourcedPart(keptPart({ pcdb_part_type_id: null }), from)).toBe(false);
  });
});

describe('the totals and notes of a follow-up', () => {
  it('counts kept lines at their guide time and sourced price', () => {
    const { before, after } = versionTotals(quote, { laborItems: [keptLabor()], partItems: [keptPart()] });
    expect(before).toEqual({ labor: 200, parts: 95, total: 295 });
    expect(after).toEqual(before);
  });

  it('says what changed lines no longer carry, and both totals', () => {
    const draft = {
      laborItems: [keptLabor({ hours: 1 })],
      partItems: [keptPart({ name: 'Pads - Premium Bosch', retail: 120 })],
    };
    expect(carryOverNotes(draft, quote)).toEqual([
      "Brake Pads - Replace is now charged at the 1.0 h asked for instead of the labor guide's 2.0 h, so it is no longer linked to the guide.",
      'Pads - Premium Bosch is no longer the part sourced from Parts Co: it is priced at $120.00 until it is sourced again.',
    ]);
    expect(followUpReply('Changed.', quote, draft)).toBe(
      `Changed. ${carryOverNotes(draft, quote).join(' ')} The previous version was $295.00; this one is $220.00.`,
    );
  });

  it('says nothing of a line switched to another part of its supplier', () => {
    const draft = {
      laborItems: [keptLabor()],
      partItems: [
        keptPart({
          name: 'Pads - Premium Akebono',
          retail: 130,
          source: { kind: 'catalog', tier: 'premium', brand: 'Akebono', partNumber: 'AK1' },
        }),
      ],
    };
    expect(carryOverNotes(draft, quote)).toEqual([]);
    expect(versionTotals(quote, draft).after.total).toBe(330);
  });
});
