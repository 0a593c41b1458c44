import { describe, expect, it } from 'vitest';
import { concernKind, foundPart, isSymptomConcern } from './concern-kind';

describe('isSymptomConcern', () => {
  it.each([
    ['grinding noise front when braking', true],
    ['brakes squeal when stopping', true],
    ['steering wheel shakes when braking', true],
    ['oil leak under the engine', true],
    ['check engine light on', true],
    ['P0420', true],
    ["won't start, just clicks", true],
    ['replace front brake pads', false],
    ['front brake pads', false],
    ['oil change', false],
    ['brake fluid flush', false],
    ['new front pads, they squeal', false],
    ['due for a tire rotation', false],
  ])('%s → %s', (concern, expected) => {
    expect(isSymptomConcern(concern)).toBe(expected);
  });
});

describe('concernKind: a finding names the repair', () => {
  it.each([
    ['radiator cracked and leaking', 'finding'],
    ['front struts leaking', 'finding'],
    ['motor mount torn, clunk on takeoff', 'finding'],
    ['grinding noise front when braking, pads at 2mm do pads and rotors', 'finding'],
    ['battery tested bad', 'finding'],
    ['lf caliper seized', 'finding'],
    ['lf wheel bearing humming, louder with speed', 'finding'],
    ['cust approved rear brakes', 'repair'],
    ['do pads and rotors', 'repair'],
    ['oil leak from top of engine', 'symptom'],
    ['coolant leak', 'symptom'],
    ['CEL on, code P0301 misfire cylinder 1', 'symptom'],
    ['battery dead every morning after sitting overnight', 'symptom'],
    ['cranks wont start, no fuel pump hum with key on', 'symptom'],
    ['brake lights not working at all, both sides out', 'symptom'],
    ['needs diag on noise', 'symptom'],
    ['diesel lof 15w40, cust waiting', 'other'],
  ])('%s → %s', (concern, kind) => {
    expect(concernKind(concern)).toBe(kind);
  });

  it('names the part the repair is for, with the words that say which one', () => {
    expect(foundPart('lf caliper leaking fluid at piston, soft pedal')).toEqual({
      part: 'caliper',
      qualifiers: 'left front',
    });
    expect(foundPart('rt frt axle boot torn & clicking, replace axle')?.part).toBe('axle');
    expect(foundPart('lf lower ball joint boot torn and joint loose')?.part).toBe('ball joint');
    expect(foundPart('high press fuel pump tested bad')).toEqual({
      part: 'fuel pump',
      qualifiers: 'high pressure',
    });
    expect(foundPart('car pulls right, inside edges of tires worn')?.part).toBe('wheel alignment');
    expect(foundPart('grinding noise front when braking')).toBeUndefined();
  });
});
