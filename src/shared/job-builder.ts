// The Enhanced Job builder's lines and math (spec 001 §3 'Job (enhanced builder)', §9): labor
// total = hours × rate; part retail total = quantity × retail; Total Cost = labor + quantity ×
// cost; Total Retail = labor + parts retail; GP = Total Retail − Total Cost, GP % of Total Retail
// (2 decimals), GP per labor hour. Used by the panel and by the server that writes the job.

import { roundMoney } from './money';

export const PRODUCT_NAME = 'Repair Quotes';
export const DEFAULT_JOB_NAME = `New Job created by ${PRODUCT_NAME}`;

export type BuilderLabor = {
  /** The past labor line's id, or a temporary id for a line typed in the builder. */
  id: string;
  description: string;
  hours: number;
  rate: number;
};

export type BuilderPartFields = {
  name: string;
  part_number: string;
  brand: string;
  description: string;
  quantity: number;
  retail: number;
  cost: number;
  pcdb_part_type_id: number | null;
};

/** '' as it came; CUSTOM after a manual edit; PARTS_TECH after a supplier part was chosen. */
export type PartSource = '' | 'CUSTOM' | 'PARTS_TECH';

/** A selected part: the original past part, the part as it will be written, and where it came from. */
export type BuilderPart = {
  id: string;
  original: BuilderPartFields;
  newPart: BuilderPartFields;
  source: PartSource;
};

export type BuilderTotals = {
  totalLaborCost: number;
  totalLaborHours: number;
  totalPartsRetail: number;
  totalPartsCost: number;
  totalPartsQuantity: number;
  totalCost: number;
  totalRetail: number;
  gpAmount: number;
  /** Percent of Total Retail, 2 decimals; 0 when there is nothing to sell. */
  gpPercentage: number;
  /** GP per labor hour; null without labor hours. */
  gpPerHour: number | null;
};

export const laborLineTotal = (line: Pick<BuilderLabor, 'hours' | 'rate'>) =>
  roundMoney(line.hours * line.rate);
export const partRetailTotal = (part: Pick<BuilderPartFields, 'quantity' | 'retail'>) =>
  roundMoney(part.quantity * part.retail);
export const partCostTotal = (part: Pick<BuilderPartFields, 'quantity' | 'cost'>) =>
  roundMoney(part.quantity * part.cost);

const sum = (values: number[]) => roundMoney(values.reduce((total, value) => total + value, 0));

export function builderTotals(labor: readonly BuilderLabor[], parts: readonly BuilderPart[]): BuilderTotals {
  const written = parts.map((part) => part.newPart);
  const totalLaborCost = sum(labor.map(laborLineTotal));
  const totalLaborHours = roundMoney(labor.reduce((total, line) => total + line.hours, 0));
  const totalPartsRetail = sum(written.map(partRetailTotal));
  const totalPartsCost = sum(written.map(partCostTotal));
  const totalCost = roundMoney(totalLaborCost + totalPartsCost);
  const totalRetail = roundMoney(totalLaborCost + totalPartsRetail);
  const gpAmount = roundMoney(totalRetail - totalCost);
  return {
    totalLaborCost,
    totalLaborHours,
    totalPartsRetail,
    totalPartsCost,
    totalPartsQuantity: written.reduce((total, part) => total + part.quantity, 0),
    totalCost,
    totalRetail,
    gpAmount,
    gpPercentage: totalRetail > 0 ? roundMoney((gpAmount / totalRetail) * 100) : 0,
    gpPerHour: totalLaborHours > 0 ? roundMoney(gpAmount / totalLaborHours) : null,
  };
}

/** The similarity score bar's colour (spec 001 §9): green at 70 or above, yellow at 40, red below. */
export function scoreTone(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 70) return 'green';
  if (score >= 40) return 'yellow';
  return 'red';
}

/** A similarity (0–1) as the builder shows it: times 100, 2 decimals. */
export const scorePercent = (similarity: number) => (Math.round(similarity * 10_000) / 100).toFixed(2);
