import { laborRateWithMatrix } from '../../shared/matrix';
import type { LineSource } from '../../shared/quote-source';
import type { EngineShop } from './engine';

/**
 * The rate of a new labor line the engine writes: the shop rate under its labor matrix
 * (docs/decisions/012), with the multiplier kept in the line's source so the advisor sees why.
 */
export function shopLaborRate(
  shop: EngineShop,
  hours: number,
): { rate: number; source: Partial<LineSource> } {
  const { rate, multiplier } = laborRateWithMatrix(hours, shop.standard_labor_rate, shop.labor_matrix ?? []);
  return { rate, source: multiplier === null ? {} : { laborMatrixMultiplier: multiplier } };
}
