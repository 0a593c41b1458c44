import { describe, expect, it } from 'vitest';
import type { EngineVehicle } from '../engine';
import { context } from '../llm/test-fixtures';
import { EUROPEAN } from '../make-groups';
import { type EntryScope, mileageIn, readEntryScope, scopeHolds, withoutScope } from './entry-scope';

// The scope of a shop note read from its words, and whether it holds for a quote's vehicle, date
// and the odometer the advisor wrote.

const scopeOf = (description: string, title = 'Note') => readEntryScope({ id: 'e', title, description });

describe('readEntryScope', () => {
  it.each<[string, EntryScope]>([
    [
      'Use full synthetic oil for model years 2012 and newer unless the customer asks for conventional.',
      { years: { min: 2012 } },
    ],
    ['Quote the timing chain kit on 2012+ models.', { years: { min: 2012 } }],
    ['Use 0W-16 for 2015 and up.', { years: { min: 2015 } }],
    ['Check the fuel pump relay on vehicles from 2018 on.', { years: { min: 2018 } }],
    ['Inspect the distributor before 2010.', { years: { max: 2009 } }],
    ['Quote conventional oil on cars older than 2008.', { years: { max: 2007 } }],
    ['Pre-2010 vehicles get a coolant test.', { years: { max: 2009 } }],
    ['Offer a cabin filter on 2010-2015 models.', { years: { min: 2010, max: 2015 } }],
    [
      'Between 2010 and 2015 and over 100k miles, offer plugs.',
      { years: { min: 2010, max: 2015 }, miles: { min: 100_001 } },
    ],
    ['Offer a timing belt on cars over ten years old.', { age: { min: 11 } }],
    ['Vehicles over 8 years old get a brake line inspection.', { age: { min: 9 } }],
    ['Offer a transmission fluid service on vehicles over 100k miles.', { miles: { min: 100_001 } }],
    ['Offer a coolant flush on vehicles above 75,000 miles.', { miles: { min: 75_001 } }],
    ['Quote a multi-point inspection only on cars under 50k.', { miles: { max: 49_999 } }],
    ['Offer a timing belt inspection at 100,000+ miles.', { miles: { min: 100_000 } }],
    ['Offer a battery test with every oil change from October to March.', { months: [10, 11, 12, 1, 2, 3] }],
    ['Offer wiper blades with every oil change in winter.', { months: [12, 1, 2] }],
    ['Offer an A/C performance check with every oil change in summer.', { months: [6, 7, 8] }],
    ['Offer a battery test with oil changes during winter months.', { months: [12, 1, 2] }],
    ['Quote the valve adjustment on Hondas.', { makes: ['honda'] }],
    ['Use genuine filters for Toyota and Lexus.', { makes: ['toyota', 'lexus'] }],
    ['Ford trucks get a spark plug anti-seize note.', { makes: ['ford'], bodies: ['truck'] }],
    ['We use premium OE parts on European vehicles.', { makes: EUROPEAN }],
    [
      'Trucks and SUVs over eight years old often have seized brake hardware: note corrosion in the quote message.',
      { age: { min: 9 }, bodies: ['truck', 'suv'] },
    ],
  ])('%s', (text, scope) => {
    expect(scopeOf(text)).toEqual(scope);
  });

  it('reads the title with the description', () => {
    expect(scopeOf('Offer a cabin air filter with every oil change.', 'Hondas in summer')).toEqual({
      makes: ['honda'],
      months: [6, 7, 8],
    });
  });

  it.each([
    'Offer a brake fluid flush with every brake pad job: fluid over two years old tests high for moisture here.',
    "Quote fluids by the vehicle's capacity: never round engine oil up by more than one quart.",
    'Always mention safety-related findings on brakes, tires and steering in the quote message, even when declined.',
    'Offer a bed liner. We have a truck lift.',
    'Parts over 2,000 need the manager.',
    'A mini inspection comes with every oil change.',
  ])('reads no scope from "%s": it holds everywhere', (text) => {
    expect(scopeOf(text)).toEqual({});
    expect(scopeHolds(scopeOf(text), { vehicle: context.vehicle, now: new Date('2026-07-15') })).toBe(true);
  });
});

describe('scopeHolds', () => {
  const vehicle = (over: Partial<EngineVehicle>): EngineVehicle => ({ ...context.vehicle, ...over });
  const camry = vehicle({ make: 'TOYOTA', model: 'Camry', model_year: 2019, body_class: 'Sedan/Saloon' });
  const accord = vehicle({ make: 'Honda', model: 'Accord', model_year: 2003, body_class: 'Sedan/Saloon' });
  const july = new Date('2026-07-15');

  it('holds by model year and age', () => {
    const synthetic = scopeOf('Use full synthetic oil for model years 2012 and newer.');
    expect(scopeHolds(synthetic, { vehicle: camry, now: july })).toBe(true);
    expect(scopeHolds(synthetic, { vehicle: accord, now: july })).toBe(false);
    expect(scopeHolds(synthetic, { vehicle: vehicle({ model_year: null }), now: july })).toBe(false);
    const old = scopeOf('Offer a timing belt on cars over ten years old.');
    expect(scopeHolds(old, { vehicle: accord, now: july })).toBe(true);
    expect(scopeHolds(old, { vehicle: camry, now: july })).toBe(false);
  });

  it('holds by the mileage written, and not when none is', () => {
    const high = scopeOf('Offer a transmission fluid service on vehicles over 100k miles.');
    expect(scopeHolds(high, { vehicle: camry, now: july, mileage: 120_000 })).toBe(true);
    expect(scopeHolds(high, { vehicle: camry, now: july, mileage: 100_000 })).toBe(false);
    expect(scopeHolds(high, { vehicle: camry, now: july })).toBe(false);
  });

  it('holds in its months, for its makes and bodies', () => {
    const winter = scopeOf('Offer wiper blades in winter.');
    expect(scopeHolds(winter, { vehicle: camry, now: new Date('2027-01-15') })).toBe(true);
    expect(scopeHolds(winter, { vehicle: camry, now: new Date('2027-03-15') })).toBe(false);
    const european = scopeOf('We use premium OE parts on European vehicles.');
    expect(scopeHolds(european, { vehicle: vehicle({ make: 'MERCEDES-BENZ' }), now: july })).toBe(true);
    expect(scopeHolds(european, { vehicle: camry, now: july })).toBe(false);
    const fordTrucks = scopeOf('Ford trucks get a spark plug anti-seize note.');
    expect(scopeHolds(fordTrucks, { vehicle: context.vehicle, now: july })).toBe(true);
    expect(scopeHolds(fordTrucks, { vehicle: vehicle({ body_class: 'Sedan/Saloon' }), now: july })).toBe(
      false,
    );
    expect(scopeHolds(fordTrucks, { vehicle: vehicle({ make: 'Chevrolet' }), now: july })).toBe(false);
  });
});

describe('mileageIn', () => {
  it.each<[string, number | undefined]>([
    ['oil change at 120k', 120_000],
    ['98k miles, front brakes grinding', 98_000],
    ['150,000 mi oil change', 150_000],
    ['P0420 at 87,500', 87_500],
    ['oil change', undefined],
    ['2019 camry oil change', undefined],
    ['30k service', undefined],
    ['60,000 mile service', undefined],
    ['oil change every 5,000 miles', undefined],
    ['noise started 200 miles ago', undefined],
  ])('%s → %s', (concern, miles) => {
    expect(mileageIn(concern)).toBe(miles);
  });
});

describe('withoutScope', () => {
  it.each([
    ['every oil change from october to march', 'every oil change'],
    ['every oil change on hondas', 'every oil change'],
    ['vehicles over 100k miles', ''],
    ['every brake pad job', 'every brake pad job'],
  ])('%s → "%s"', (text, rest) => {
    expect(withoutScope(text)).toBe(rest);
  });
});
