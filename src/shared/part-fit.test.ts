import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitsVehicle,
  isCurrentPart,
  type OilSpec,
  oilFit,
  type RankedPart,
  rankSupplierParts,
  viscosityOf,
} from './part-fit';

const ENGINE_OIL = 12138;
const DIESEL_OIL = 12140;
const DRAIN_PLUG_GASKET = 4332;
const OIL_FILTER = 5340;
const F150_OIL: OilSpec = { viscosity: '5W-20', syntheticRequired: false };
const SYNTHETIC_ONLY: OilSpec = { viscosity: '0W-20', syntheticRequired: true };

const part = (
  partId: string,
  partTypeId: number,
  partName: string,
  status = 'IN_STOCK',
  store = 1,
): RankedPart => ({
  partId,
  partName,
  status,
  store: { id: store },
  taxonomy: { partTypeId },
});

describe('viscosityOf', () => {
  const GRADES: Record<string, string | null> = {
    'Mobil 1 Full Synthetic 5W-20 Engine Oil': '5W-20',
    'Castrol EDGE 0w20': '0W-20',
    'Pennzoil 10W-30 Conventional': '10W-30',
    'Shell Rotella 15 W-40': '15W-40',
    'Full Synthetic Engine Oil 5W20, 1 qt': '5W-20',
    'Castrol Severe Duty Engine Oil': null,
    'Engine Oil Drain Plug Gasket 14MM': null,
  };

  it('reads the SAE grade a name gives, however it is written, and nothing from a name without one', () => {
    for (const [name, grade] of Object.entries(GRADES)) expect(viscosityOf(name), name).toBe(grade);
  });
});

describe('oilFit', () => {
  it.each([
    [ENGINE_OIL, 'Valvoline Full Synthetic 5W-20 Engine Oil', F150_OIL, 'fits'],
    [ENGINE_OIL, 'Valvoline Conventional 5W-20 Engine Oil', F150_OIL, 'fits'],
    [ENGINE_OIL, 'Valvoline Full Synthetic 5W-30 Engine Oil', F150_OIL, 'wrong'],
    [ENGINE_OIL, 'Valvoline Gold Engine Oil', F150_OIL, 'unknown'],
    [ENGINE_OIL, 'Valvoline Full Synthetic 5W-30 Engine Oil', null, 'unknown'],
    [ENGINE_OIL, 'Mobil 1 Full Synthetic 0W-20 Engine Oil', SYNTHETIC_ONLY, 'fits'],
    [ENGINE_OIL, 'Mobil 1 Synthetic Blend 0W-20 Engine Oil', SYNTHETIC_ONLY, 'wrong'],
    [ENGINE_OIL, 'Quaker State Conventional 0W-20', SYNTHETIC_ONLY, 'wrong'],
    [ENGINE_OIL, 'Pennzoil Synthetic 0W-20', SYNTHETIC_ONLY, 'fits'],
    [ENGINE_OIL, 'Pennzoil 0W-20', SYNTHETIC_ONLY, 'fits'],
    [DIESEL_OIL, 'Shell Rotella 15W-40 Heavy Duty Diesel Engine Oil', F150_OIL, 'wrong'],
    // Gear oil and ATF name grades too; only engine oil is held to the engine's.
    [2404, 'Mobil 1 Synthetic Gear Oil 75W-90', F150_OIL, 'unknown'],
    [DRAIN_PLUG_GASKET, 'Dorman Engine Oil Drain Plug Gasket', F150_OIL, 'unknown'],
  ] as const)('%i %s → %s', (partTypeId, name, spec, expected) => {
    expect(oilFit(partTypeId, name, spec)).toBe(expected);
    expect(fitsVehicle(partTypeId, name, spec)).toBe(expected !== 'wrong');
  });
});

describe('rankSupplierParts', () => {
  // Issue 28: 'Change part' on the F-150's synthetic oil, as the catalogue answered 'engine oil'.
  const answered = [
    part('GASKET-1', DRAIN_PLUG_GASKET, 'Elring Engine Oil Drain Plug Gasket'),
    part('GASKET-2', DRAIN_PLUG_GASKET, 'Fel-Pro Engine Oil Drain Plug Gasket'),
    part('DIESEL-1', DIESEL_OIL, 'Mobil Delvac Heavy Duty Diesel Engine Oil'),
    part('OIL-530', ENGINE_OIL, 'Castrol Full Synthetic 5W-30 Engine Oil'),
    part('OIL-ANY', ENGINE_OIL, 'Castrol Severe Duty Engine Oil'),
    part('FILTER-1', OIL_FILTER, 'WIX Engine Oil Filter'),
    part('OIL-520-SO', ENGINE_OIL, 'Pennzoil Full Synthetic 5W-20 Engine Oil', 'SPECIAL_ORDER'),
    part('OIL-520', ENGINE_OIL, 'Mobil 1 Full Synthetic 5W-20 Engine Oil'),
    part('OIL-520-OUT', ENGINE_OIL, 'Valvoline Full Synthetic 5W-20 Engine Oil', 'OUT_OF_STOCK'),
    part('CURRENT', ENGINE_OIL, 'Quaker State Synthetic Blend 5W-20 Engine Oil', 'SPECIAL_ORDER', 2),
    part('OIL-520-BLEND', ENGINE_OIL, 'Castrol Synthetic Blend 5W-20 Engine Oil'),
  ];
  const oilLine = {
    name: 'Full Synthetic Engine Oil 5W-20, 1 qt',
    partTypeId: ENGINE_OIL,
    current: { partId: 'CURRENT', partNumber: '20520', storeId: 2 },
  };

  it('puts the part on the line first, then oils of the grade (its kind first), of no grade, of other grades, other types', () => {
    expect(rankSupplierParts(answered, oilLine, F150_OIL).map((p) => p.partId)).toEqual([
      'CURRENT',
      'OIL-520',
      'OIL-520-SO',
      'OIL-520-OUT',
      'OIL-520-BLEND',
      'OIL-ANY',
      'OIL-530',
      'GASKET-1',
      'GASKET-2',
      'DIESEL-1',
      'FILTER-1',
    ]);
  });

  it('knows the current part only at the store it came from', () => {
    const elsewhere = { ...answered[9]!, store: { id: 1 } };
    expect(isCurrentPart(answered[9]!, oilLine)).toBe(true);
    expect(isCurrentPart(elsewhere, oilLine)).toBe(false);
    expect(isCurrentPart(answered[9]!, { ...oilLine, current: null })).toBe(false);
    expect(isCurrentPart(answered[9]!, null)).toBe(false);
  });

  it('without a line or an engine, orders by stock alone and otherwise as the provider did', () => {
    const ranked = rankSupplierParts(answered, null, null).map((p) => p.partId);
    const inStock = answered.filter((p) => p.status === 'IN_STOCK').map((p) => p.partId);
    expect(ranked.slice(0, inStock.length)).toEqual(inStock);
    expect(ranked.slice(inStock.length)).toEqual(['OIL-520-SO', 'CURRENT', 'OIL-520-OUT']);
  });

  it('ranks a line typed by hand (no part type) by grade and stock alone', () => {
    const ranked = rankSupplierParts(
      answered,
      { name: 'Oil 5W-20', partTypeId: null, current: null },
      F150_OIL,
    );
    expect(ranked.map((p) => p.partId).slice(0, 5)).toEqual([
      'OIL-520',
      'OIL-520-BLEND',
      'OIL-520-SO',
      'CURRENT',
      'OIL-520-OUT',
    ]);
    expect(ranked.at(-1)!.partId).toBe('OIL-530');
  });

  it('is a stable reordering: same parts, and never a part of another type before one of the line’s', () => {
    const types = [ENGINE_OIL, DIESEL_OIL, DRAIN_PLUG_GASKET];
    const names = ['Full Synthetic 5W-20', 'Synthetic Blend 5W-20', 'Full Synthetic 5W-30', 'Premium'];
    const statuses = ['IN_STOCK', 'SPECIAL_ORDER', 'OUT_OF_STOCK', 'BACK_ORDER'];
    const arbitraryPart = fc
      .record({
        partTypeId: fc.constantFrom(...types),
        name: fc.constantFrom(...names),
        status: fc.constantFrom(...statuses),
      })
      .map(({ partTypeId, name, status }) => ({ partTypeId, name, status }));
    fc.assert(
      fc.property(fc.array(arbitraryPart, { maxLength: 30 }), (specs) => {
        const parts = specs.map((s, i) => part(`P${i}`, s.partTypeId, `Brand ${s.name} Oil`, s.status));
        const line = { name: 'Full Synthetic Engine Oil 5W-20', partTypeId: ENGINE_OIL, current: null };
        const ranked = rankSupplierParts(parts, line, F150_OIL);
        expect([...ranked].sort((a, b) => a.partId.localeCompare(b.partId))).toEqual(
          [...parts].sort((a, b) => a.partId.localeCompare(b.partId)),
        );
        const firstOther = ranked.findIndex((p) => p.taxonomy.partTypeId !== ENGINE_OIL);
        const lastOwn = ranked.findLastIndex((p) => p.taxonomy.partTypeId === ENGINE_OIL);
        if (firstOther !== -1) expect(lastOwn).toBeLessThan(firstOther);
        expect(rankSupplierParts(ranked, line, F150_OIL)).toEqual(ranked);
      }),
    );
  });
});
