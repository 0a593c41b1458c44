import { describe, expect, it } from 'vitest';
import { roundMoney, toCents } from './money';

describe('money', () => {
  it.each([
    [0.1 + 0.2, 30, 0.3],
    [1.005 * 1000, 100500, 1005],
    [19.999, 2000, 20],
    [0, 0, 0],
  ])('rounds %f to whole cents', (value, cents, dollars) => {
    expect(toCents(value)).toBe(cents);
    expect(roundMoney(value)).toBe(dollars);
  });
});
