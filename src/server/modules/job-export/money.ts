import type { CategoryCents, EstimateBreakdown } from '../../../shared/estimate-money';
import { formatCents } from '../../../shared/format';
import { type ChargedContent, contentEstimate } from '../../../shared/quote-revision';

// What a quote's job carries beyond its lines (issue 25): the estimate's fees and discounts as a
// shop system takes them, and the words saying which total due and revision the job holds. The
// figures are the breakdown's (estimate-money.ts), never computed again here.

export type ExportCharge = { name: string; cents: number };

export type ExportMoney = {
  /** The revision the job is recorded with (see quote.ts, revisionNumberFor). */
  revisionNumber: number;
  totalDueCents: number;
  taxCents: number;
  /** Shop supplies, hazardous waste (one per kind when charged per line), each more than 0. */
  fees: ExportCharge[];
  /** Each discount taken, more than 0, named by its label (target, reason, percentage). */
  discounts: ExportCharge[];
  /** The discounts by category, as Shop-Ware's RO takes them. */
  discountCents: CategoryCents;
  estimate: EstimateBreakdown;
};

/**
 * With `jobKeys` (the jobs the customer approved), the fees, discounts and total due of those jobs
 * alone, as the customer authorized them; without, of everything the content charges.
 */
export function exportMoney(
  content: ChargedContent,
  revisionNumber: number,
  jobKeys?: readonly string[] | null,
): ExportMoney {
  const estimate = contentEstimate(content, jobKeys ?? undefined);
  const charges = (kind: 'fee' | 'discount') =>
    estimate.lines
      .filter((line) => line.kind === kind && line.cents !== 0)
      .map((line) => ({ name: line.label, cents: Math.abs(line.cents) }));
  return {
    revisionNumber,
    totalDueCents: estimate.totalDueCents,
    taxCents: estimate.tax.totalCents,
    fees: charges('fee'),
    discounts: charges('discount'),
    discountCents: { labor: estimate.discountCents.labor, parts: estimate.discountCents.parts },
    estimate,
  };
}

/** 'Estimate total due $1,234.56 (revision 2)': the first words of what a job says of its money. */
export function totalDueLine(money: Pick<ExportMoney, 'totalDueCents' | 'revisionNumber'>): string {
  return `Estimate total due ${formatCents(money.totalDueCents)} (revision ${money.revisionNumber})`;
}

/** The tax in the estimate, which no shop system takes on a job: it adds tax at its own rates. */
export function taxLine(money: ExportMoney, system: string): string | null {
  if (money.taxCents === 0) return null;
  return `Tax in the estimate: ${formatCents(money.taxCents)}, not written: ${system} adds tax at its own rates.`;
}

/** What a job's record keeps of the money it wrote. */
export function moneyResult(money: ExportMoney) {
  return {
    revisionNumber: money.revisionNumber,
    totalDueCents: money.totalDueCents,
    taxCents: money.taxCents,
    fees: money.fees,
    discounts: money.discounts,
  };
}
