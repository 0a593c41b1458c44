import { describe, expect, it } from 'vitest';
import { formatHours, formatMoney, truncateText } from './format';

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [82.5, '$82.50'],
    [0.1 + 0.2, '$0.30'],
    [19.999, '$20.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    [-12.34, '-$12.34'],
  ])('formats %s as %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it.each([-0, -0.001, -0.004, -0.0049, 0 * -165, -1e-12])('never shows %s as -$0.00', (value) => {
    expect(formatMoney(value)).toBe('$0.00');
  });

  it('shows any amount that rounds to zero as $0.00, never with a sign', () => {
    for (let cents = -500; cents <= 500; cents++) {
      const text = formatMoney(cents / 1000);
      expect(text).not.toMatch(/^-\$0\.00$/);
      if (Math.abs(cents) < 5) expect(text).toBe('$0.00');
    }
  });
});

describe('formatHours', () => {
  it.each([
    [1.2, '1.2'],
    [0.75, '0.75'],
    [2, '2.0'],
    [-0, '0.0'],
    [null, '0.0'],
  ])('formats %s as %s', (value, text) => {
    expect(formatHours(value)).toBe(text);
  });
});

describe('truncateText', () => {
  it.each([
    ['short text', 20, 'short text'],
    [
      'why do the rotors need replacing instead of resurfacing?',
      50,
      'why do the rotors need replacing instead of…',
    ],
    ['  spaced   out\ttext  ', 20, 'spaced out text'],
    ['Supercalifragilisticexpialidocious', 10, 'Supercali…'],
  ])('%j at %i → %j', (text, max, expected) => {
    const result = truncateText(text, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
  });
});
