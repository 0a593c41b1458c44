import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogOption } from '../engine';
import { nameForTier, optionForTier, type Tier } from './pricing';

const option = (partNumber: string, retail: number, isOe = false): CatalogOption => ({
  partTypeId: 1684,
  name: `${partNumber} Disc Brake Pad Set`,
  brand: isOe ? 'Motorcraft' : 'Wagner',
  partNumber,
  isOe,
  retail,
  cost: retail / 1.6,
});

// Pads for an F-150 as the catalogue can have them: the OE set cheaper than some aftermarket.
const PADS = [
  option('A1', 42.1),
  option('OE1', 50.61, true),
  option('A2', 74.5),
  option('A3', 91.03),
  option('A4', 128.4),
];

describe('optionForTier', () => {
  it('picks by tier alone when no current price is given', () => {
    expect(optionForTier(PADS, 'economy')?.partNumber).toBe('A1');
    expect(optionForTier(PADS, 'standard')?.partNumber).toBe('A2');
    expect(optionForTier(PADS, 'premium')?.partNumber).toBe('OE1');
    expect(optionForTier([], 'premium')).toBeUndefined();
    expect(optionForTier(undefined, 'economy')).toBeUndefined();
  });

  it.each<[Tier, number, string | undefined]>([
    // The case: standard pads at $91.03, the OE set at $50.61 is no upgrade in price.
    ['premium', 91.03, 'A4'],
    ['premium', 50.61, 'OE1'],
    ['premium', 40, 'OE1'],
    ['premium', 128.4, 'A4'],
    ['premium', 130, undefined],
    ['economy', 91.03, 'A1'],
    ['economy', 42.1, 'A1'],
    ['economy', 42, undefined],
    ['economy', 50.61, 'A1'],
  ])('%s from a line charged $%d gives %s', (tier, current, expected) => {
    expect(optionForTier(PADS, tier, current)?.partNumber).toBe(expected);
  });

  it('never moves a price the wrong way, and finds an option whenever one exists', () => {
    const options = fc.array(
      fc.record({
        partNumber: fc.string({ minLength: 1, maxLength: 6 }),
        retail: fc.integer({ min: 100, max: 100_000 }).map((cents) => cents / 100),
        isOe: fc.boolean(),
      }),
      { maxLength: 12 },
    );
    const price = fc.integer({ min: 0, max: 120_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(options, price, fc.constantFrom<Tier>('economy', 'premium'), (list, current, tier) => {
        const all = list.map((o) => option(o.partNumber, o.retail, o.isOe));
        const chosen = optionForTier(all, tier, current);
        const fits = (o: CatalogOption) => (tier === 'premium' ? o.retail >= current : o.retail <= current);
        if (chosen) {
          expect(all).toContain(chosen);
          expect(fits(chosen)).toBe(true);
        } else {
          expect(all.some(fits)).toBe(false);
        }
      }),
    );
  });
});

describe('nameForTier', () => {
  const motorcraft = { brand: 'Motorcraft', isOe: true };
  const akebono = { brand: 'Akebono', isOe: false };
  it.each<[string, Tier, { brand: string; isOe: boolean }, string]>([
    [
      'Disc Brake Pad Set, Front - Ceramic',
      'premium',
      motorcraft,
      'Disc Brake Pad Set, Front - Premium (OE) Motorcraft',
    ],
    [
      'Disc Brake Pad Set, Front - Ceramic',
      'premium',
      akebono,
      'Disc Brake Pad Set, Front - Premium Akebono',
    ],
    [
      'Disc Brake Pad Set, Front - Ceramic',
      'economy',
      akebono,
      'Disc Brake Pad Set, Front - Economy Akebono',
    ],
    // A second switch replaces the first tier's label.
    [
      'Disc Brake Rotor, Front - Economy Wagner',
      'premium',
      motorcraft,
      'Disc Brake Rotor, Front - Premium (OE) Motorcraft',
    ],
    [
      'Power Steering Pump - Remanufactured',
      'premium',
      motorcraft,
      'Power Steering Pump - Premium (OE) Motorcraft',
    ],
    // Fitment is shared by every option of the type and stays.
    ['Headlight Bulb - Halogen', 'economy', akebono, 'Headlight Bulb - Halogen - Economy Akebono'],
    ['Brake pads', 'premium', akebono, 'Brake pads - Premium Akebono'],
  ])('%s → %s %o → %s', (name, tier, chosen, expected) => {
    expect(nameForTier(name, tier, chosen)).toBe(expected);
  });

  it('stays within the 200 characters a line name may have', () => {
    const name = nameForTier(`${'Very long part name '.repeat(12)}- Ceramic`, 'premium', motorcraft);
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name.endsWith(' - Premium (OE) Motorcraft')).toBe(true);
  });
});
