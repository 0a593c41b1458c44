import { describe, expect, it } from 'vitest';
import { parseConcern } from './concern';
import { explainCode } from './dtc';

const vocabulary = new Set([
  'alternator',
  'brake',
  'braking',
  'grinding',
  'noise',
  'front',
  'rear',
  'starter',
  'transmission',
  'slipping',
]);

describe('parseConcern', () => {
  it('expands advisor abbreviations and corrects spelling', () => {
    expect(parseConcern('frt brks grinding', vocabulary).canonical).toBe('front brake grinding');
    expect(parseConcern('alternater whine', vocabulary).canonical).toContain('alternator');
    expect(parseConcern('a/c blowing warm, cel on', vocabulary).canonical).toBe('a/c blowing warm, cel on');
    expect(parseConcern('tranny slipping', vocabulary).canonical).toBe('transmission slipping');
    expect(parseConcern('pass side cv clicks', vocabulary).positions).toEqual(new Set(['right']));
  });

  it('reads trouble codes with their meaning and adds the words of the repair', () => {
    const parsed = parseConcern('cel on P0420 and p0301', vocabulary);
    expect(parsed.codes.map((c) => c.code)).toEqual(['P0420', 'P0301']);
    expect(parsed.normalized).toContain('Catalyst system efficiency below threshold');
    expect(parsed.weights.get('catalytic')).toBeGreaterThan(1);
    expect(parsed.weights.get('coil')).toBeGreaterThan(1);
    expect(explainCode('P0304').meaning).toBe('Cylinder 4 misfire detected');
    expect(explainCode('P0137').terms).toContain('downstream');
  });

  it('adds symptom words below the concern’s own words and drops what is said to be fine', () => {
    const parsed = parseConcern('grinding noise front when braking', vocabulary);
    expect(parsed.weights.get('rotor')).toBeGreaterThan(0);
    expect(parsed.weights.get('rotor')).toBeLessThan(1);
    expect(parsed.weights.get('front')).toBe(1);
    const noHeat = parseConcern('no heat but a/c works', vocabulary);
    expect(noHeat.weights.has('a/c')).toBe(false);
    expect(noHeat.weights.has('noheat')).toBe(true);
  });
});
