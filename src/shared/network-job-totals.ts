// Money of a network job (a past job of the shop network, shown read-only). Amounts are summed in
// whole cents so a long list of lines does not drift by fractions of a cent.

export type NetworkLaborLine = { hours: number; rate: number };
export type NetworkPartLine = { quantity: number; retail: number };
export type NetworkJobTotals = { labor: number; parts: number; total: number };

import { toCents } from './money';

/** One labor line: hours times rate, to the cent. */
export function laborLineTotal(line: NetworkLaborLine): number {
  return toCents(line.hours * line.rate) / 100;
}

/** One part line at retail: quantity times retail, to the cent. */
export function partLineTotal(line: NetworkPartLine): number {
  return toCents(line.quantity * line.retail) / 100;
}

/** Labor, parts at retail and their sum for a job's lines. */
export function networkJobTotals(job: {
  labor_items: readonly NetworkLaborLine[];
  part_items: readonly NetworkPartLine[];
}): NetworkJobTotals {
  const laborCents = job.labor_items.reduce((sum, line) => sum + toCents(laborLineTotal(line)), 0);
  const partsCents = job.part_items.reduce((sum, line) => sum + toCents(partLineTotal(line)), 0);
  return { labor: laborCents / 100, parts: partsCents / 100, total: (laborCents + partsCents) / 100 };
}
