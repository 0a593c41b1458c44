import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readableTitle } from './readable-title';

describe('readableTitle', () => {
  // As shops type them → as the advisor reads them.
  const readings = `
    Frt Brake Pads & Rotors R&R          → Front Brake Pads and Rotors Replacement
    R&R Frt brake pads                   → Replace Front brake pads
    Disc Brake Pads, Front - R&R         → Disc Brake Pads, Front Replacement
    Rr Brake Pads Replace                → Rear Brake Pads Replace
    F Brake Pads and Rotors Replacement  → Front Brake Pads and Rotors Replacement
    Wheel Bearing, R                     → Wheel Bearing, Rear
    L/R wheel bearing R & R              → Left Rear wheel bearing Replacement
    LF tie rod end rplc                  → Left Front tie rod end Replace
    RR tire repair                       → Right Rear tire repair
    Check Engine Light Diag              → Check Engine Light Diagnosis
    trans svc w/ filter                  → Transmission Service with filter
    brk insp                             → Brake Inspection
    R&R                                  → Replace
    Front Brake Pads Replacement         → Front Brake Pads Replacement
  `
    .trim()
    .split('\n')
    .map((line) => line.split('→').map((side) => side.trim()) as [string, string]);

  it.each(readings)('reads %j as %j', (typed, readable) => {
    expect(readableTitle(typed)).toBe(readable);
  });

  it('tidies the spacing', () => {
    expect(readableTitle('  Oil   change  ')).toBe('Oil change');
  });

  // The guide's own words, left as they are.
  const guideWords = `
    A/C Recharge
    R-134a Refrigerant Recharge
    Rotor Resurface
    Brake Fluid Flush
    Front Strut Assembly Replacement
    Transmission Fluid Service
    Serpentine Belt Replacement
  `
    .trim()
    .split('\n')
    .map((line) => line.trim());

  it.each(guideWords)('leaves %j as it is', (title) => {
    expect(readableTitle(title)).toBe(title);
  });

  it('is settled: a readable title reads the same again', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'Frt',
            'Rr',
            'R&R',
            '&',
            'Brake',
            'Pads',
            'L/R',
            'F',
            'R',
            'w/',
            'diag',
            'svc',
            ',',
          ),
          { maxLength: 8 },
        ),
        (words) => {
          const once = readableTitle(words.join(' '));
          expect(readableTitle(once)).toBe(once);
        },
      ),
    );
  });

  it('keeps every word it does not know, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{4,10}$/), { maxLength: 6 }), (words) => {
        const typed = words.join(' ');
        expect(readableTitle(typed).toLowerCase()).toBe(typed);
      }),
    );
  });
});
