// Money is rounded here: to whole cents, half away from zero for positive amounts; a percentage
// of cents and a split of cents are exact integer arithmetic (BigInt), rounded once.

export const toCents = (value: number): number => Math.round(value * 100);

/** An amount in dollars rounded to the cent. */
export const roundMoney = (value: number): number => toCents(value) / 100;

const RATE_SCALE = 1000;
const PERCENT_DIVISOR = BigInt(100 * RATE_SCALE);

/** `percent` % of a cent amount, rounded half away from zero to the cent (the estimate's rule). */
export function percentOfCents(cents: number, percent: number): number {
  const scaled = BigInt(cents) * BigInt(Math.round(percent * RATE_SCALE));
  const magnitude = scaled < 0n ? -scaled : scaled;
  const rounded = (magnitude * 2n + PERCENT_DIVISOR) / (2n * PERCENT_DIVISOR);
  return Number(scaled < 0n ? -rounded : rounded);
}

/**
 * An amount of cents split over weights in proportion, by largest remainder: each share is the
 * floor of its exact part, and the cents left go one each to the largest remainders (ties to the
 * earlier weight). The shares sum to the amount; with amount ≤ sum of weights none exceeds its
 * weight. All weights zero: all shares zero.
 */
export function splitByLargestRemainder(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const amount = BigInt(cents);
  const divisor = BigInt(total);
  const parts = weights.map((weight, index) => {
    const exact = amount * BigInt(weight);
    return { index, share: exact / divisor, remainder: exact % divisor };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.share, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left <= 0n) break;
    part.share += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part.share));
}
