import { describe, expect, it } from 'vitest';
import {
  computeVinCheckDigit,
  DEFAULT_PLATE_STATE,
  normalizePlate,
  normalizeVin,
  US_STATES,
  validateVin,
} from './vehicle-identifiers';

const CHECK_DIGIT = "This VIN's check digit does not match; please check it for typos.";
const IOQ = 'A VIN never contains the letters I, O or Q.';
const ALPHANUMERIC = 'A VIN contains only letters and digits.';

describe('validateVin', () => {
  it.each([
    ['valid North-American VIN', '1HGCM82633A004352', null],
    ['check digit X', '1M8GDM9AXKP042788', null],
    ['bad check digit', '1HGCM82643A004352', CHECK_DIGIT],
    ['bad check digit from a typo elsewhere', '1HGCM82633A004353', CHECK_DIGIT],
    ['letter O', '1HGCM82633O004352', IOQ],
    ['letter I', '1HGCM8263IA004352', IOQ],
    ['letter Q', 'Q1GCM82633A004352', IOQ],
    ['punctuation', '1HGCM82633A00435.', ALPHANUMERIC],
    ['too short', '1HGCM82633A00435', 'A VIN has 17 characters; this one has 16.'],
    ['too long', '1HGCM82633A0043521', 'A VIN has 17 characters; this one has 18.'],
    ['empty', '', 'A VIN has 17 characters; this one has 0.'],
    // Outside North America the check digit is optional, so a European VIN with any ninth character passes.
    ['European VIN without a check digit', 'WVWZZZ1JZXW000001', null],
  ])('%s', (_label, vin, expected) => {
    expect(validateVin(vin)).toBe(expected);
  });

  it('computes the check digit of known VINs', () => {
    expect(computeVinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(computeVinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(computeVinCheckDigit('5FNRL38297B007384')).toBe('9');
  });
});

describe('normalizeVin', () => {
  it('upper-cases and strips separators', () => {
    expect(normalizeVin(' 1hg cm8-2633a004352\t')).toBe('1HGCM82633A004352');
  });
});

describe('normalizePlate', () => {
  it.each([
    ['7abc123', '7ABC123'],
    [' 7 ABC-123 ', '7ABC123'],
    ['abc-1234', 'ABC1234'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normalizePlate(input)).toBe(expected);
  });
});

describe('US_STATES', () => {
  it('lists the 50 states once each, sorted by name', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((s) => s.abbreviation)).size).toBe(50);
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.abbreviation))).toBe(true);
  });

  it('defaults plate searches to California', () => {
    expect(DEFAULT_PLATE_STATE).toBe('CA');
    expect(US_STATES.some((s) => s.abbreviation === DEFAULT_PLATE_STATE)).toBe(true);
  });
});
