import { describe, expect, it } from 'vitest';
import { isSymptomConcern } from './concern-kind';

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
