// The shop's markup matrix (spec 001 §3 'Matrix row'): a cost inside a row's range is multiplied
// by that row's multiplier; a cost no row holds is charged as is.

import { roundMoney } from './money';

export type MatrixRow = { startCost: number; endCost: number; multiplier: number };

/** The row whose range holds the cost: start ≤ cost < end, the last row also holding its end. */
export function matrixRowFor(cost: number, rows: readonly MatrixRow[]): MatrixRow | undefined {
  const sorted = [...rows].sort((a, b) => a.startCost - b.startCost);
  return sorted.find(
    (row, i) =>
      cost >= row.startCost && (cost < row.endCost || (i === sorted.length - 1 && cost === row.endCost)),
  );
}

/** price_cost_with_matrix: cost times the multiplier of its row, to the cent. */
export function priceWithMatrix(cost: number, rows: readonly MatrixRow[]): number {
  const row = matrixRowFor(cost, rows);
  return roundMoney(row ? cost * row.multiplier : cost);
}

/**
 * A new labor line's rate under the shop's labor matrix (docs/decisions/012): the row holding the
 * line's amount at the shop rate (hours × rate) sets the multiplier of the rate. No row: the rate.
 */
export function laborRateWithMatrix(
  hours: number,
  rate: number,
  rows: readonly MatrixRow[],
): { rate: number; multiplier: number | null } {
  const row = rows.length ? matrixRowFor(roundMoney(hours * rate), rows) : undefined;
  if (!row || row.multiplier === 1) return { rate, multiplier: null };
  return { rate: roundMoney(rate * row.multiplier), multiplier: row.multiplier };
}
