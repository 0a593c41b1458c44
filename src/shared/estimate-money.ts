// The one place that computes what a customer pays (issue 25): the subtotal (labor plus parts,
// exactly as quote-totals.ts sums them), discounts, fees, tax per category and the total due, in
// integer cents. Every view of an estimate (the quote panel, the public page, revisions, e-mails
// and texts, the PDF, the public API, webhooks, job export) prints this breakdown; formatting
// stays with format.ts.
//
// Rounding rule, the only one: a percentage of a cent amount (a percentage discount, the shop
// supplies fee, a category's tax) is rounded half away from zero to a whole cent once, where it
// is computed; a rate is read to thousandths of a percent. A job or quote discount is split over
// labor and parts in proportion to its base by largest remainder (ties to labor), so the shares
// sum exactly to the discount. Everything else is an exact integer sum or difference, and the
// line amounts are quote-totals.ts's.
//
// Order: line discounts, then job discounts, then quote discounts, each in the order given and
// each taken from what is left of its base (never below zero: a larger discount is clamped);
// shop supplies on labor and/or parts after discounts, with the shop's minimum and maximum (a
// quote with nothing left to charge has no supplies fee); hazardous waste flat per quote with
// charged lines, or per charged line of a kind; tax on each category's base after discounts,
// fees taxed only when taxable. Total due = subtotal − discounts + fees + tax.

import { HAZMAT_KINDS } from './hazmat-kind';
import { lineLabel } from './line-label';
import { percentOfCents, splitByLargestRemainder, toCents } from './money';
import { type JobLaborLine, type JobPartLine, quoteJobs } from './quote-jobs';
import { quoteLaborLineTotal, quotePartLineTotal } from './quote-totals';
import type { EstimateDiscount, EstimateFeeSettings, HazmatKind } from './schemas/estimate';

export type EstimateLaborLine = JobLaborLine & { hazmatKind?: HazmatKind | null };
export type EstimatePartLine = JobPartLine & { hazmatKind?: HazmatKind | null };

export type EstimateInput = {
  quote: {
    quote_labor_items: readonly EstimateLaborLine[];
    quote_part_items: readonly EstimatePartLine[];
  };
  /** The shop's fee and tax settings; none: no fees, no tax. */
  settings?: EstimateFeeSettings | null;
  discounts?: readonly EstimateDiscount[];
};

export type CategoryCents = { labor: number; parts: number };

export type AppliedDiscount = {
  discount: EstimateDiscount;
  /** Its position in the input's discounts. */
  index: number;
  /** The line's or the job's name; null for the whole quote. */
  targetName: string | null;
  /** False when the line or job is not charged on the quote (removed, suggested): nothing taken. */
  isTargetFound: boolean;
  /** What was left of the target, per category, when this discount was taken. */
  baseCents: CategoryCents;
  /** The percentage of the base, or the amount asked for. */
  requestedCents: number;
  /** What was taken: the requested amount, at most the base. */
  cents: number;
  /** `cents` by category; labor + parts = cents. */
  shares: CategoryCents;
  /** The requested amount was more than the base and was cut to it. */
  isClamped: boolean;
};

export type ShopSuppliesFee = {
  baseCents: number;
  /** The percentage of the base, before the minimum and maximum. */
  computedCents: number;
  cents: number;
  /** Which of the shop's limits set the fee, if one did. */
  limit: 'min' | 'max' | null;
  isTaxable: boolean;
};

export type HazmatFeeItem = { kind: HazmatKind | null; lineCount: number; unitCents: number; cents: number };
export type HazmatFee = {
  cents: number;
  isTaxable: boolean;
  /** Flat: one item with no kind; per line: one item per kind charged. */
  items: HazmatFeeItem[];
};

export type CategoryTax = { rate: number; baseCents: number; cents: number };

export type EstimateBreakdownLine = {
  /** Stable: 'labor', 'parts', 'subtotal', 'discount:{index}', 'fee:shop-supplies', 'fee:hazmat',
   * 'fee:hazmat:{kind}', 'tax:parts', 'tax:labor', 'tax:fees', 'total'. */
  key: string;
  kind: 'labor' | 'parts' | 'subtotal' | 'discount' | 'fee' | 'tax' | 'total';
  label: string;
  /** Signed: a discount is negative. Labor, parts, discounts, fees and tax sum to the total. */
  cents: number;
};

export type EstimateBreakdown = {
  laborCents: number;
  partsCents: number;
  subtotalCents: number;
  /** In the order they were taken: line, job, then quote discounts. */
  discounts: AppliedDiscount[];
  discountCents: CategoryCents & { total: number };
  fees: {
    shopSupplies: ShopSuppliesFee | null;
    hazmat: HazmatFee | null;
    totalCents: number;
    taxableCents: number;
  };
  tax: { parts: CategoryTax; labor: CategoryTax; fees: CategoryTax; totalCents: number };
  totalDueCents: number;
  /** What every view prints, in order; zero fees and discounts and untaxed categories left out. */
  lines: EstimateBreakdownLine[];
};

type ChargedLine = { category: keyof CategoryCents; name: string; left: number };

const SCOPE_ORDER = { line: 0, job: 1, quote: 2 } as const;

export function estimateBreakdown({ quote, settings, discounts = [] }: EstimateInput): EstimateBreakdown {
  const laborLines = quote.quote_labor_items.filter((line) => !line.is_suggested);
  const partLines = quote.quote_part_items.filter((line) => !line.is_suggested);
  const lines = new Map<string, ChargedLine>();
  for (const line of laborLines) {
    const key = `labor:${line.id}`;
    if (!lines.has(key))
      lines.set(key, {
        category: 'labor',
        name: lineLabel(line.title),
        left: toCents(quoteLaborLineTotal(line)),
      });
  }
  for (const line of partLines) {
    const key = `part:${line.id}`;
    if (!lines.has(key))
      lines.set(key, {
        category: 'parts',
        name: lineLabel(line.name),
        left: toCents(quotePartLineTotal(line)),
      });
  }
  // Summed line by line as quoteTotals does, duplicates included.
  const laborCents = laborLines.reduce((sum, line) => sum + toCents(quoteLaborLineTotal(line)), 0);
  const partsCents = partLines.reduce((sum, line) => sum + toCents(quotePartLineTotal(line)), 0);
  const subtotalCents = laborCents + partsCents;

  const jobs = new Map(quoteJobs(quote).map((job) => [job.key, { job, taken: { labor: 0, parts: 0 } }]));
  const taken: CategoryCents = { labor: 0, parts: 0 };
  const ordered = discounts
    .map((discount, index) => ({ discount, index }))
    .sort((a, b) => SCOPE_ORDER[a.discount.target.scope] - SCOPE_ORDER[b.discount.target.scope]);

  const applied = ordered.map(({ discount, index }): AppliedDiscount => {
    const target = discount.target;
    let targetName: string | null = null;
    let base: CategoryCents = { labor: 0, parts: 0 };
    let isTargetFound = true;
    const line = target.scope === 'line' ? lines.get(`${target.lineKind}:${target.lineId}`) : undefined;
    const entry = target.scope === 'job' ? jobs.get(target.jobKey) : undefined;
    if (target.scope === 'line') {
      isTargetFound = Boolean(line);
      if (line) {
        targetName = line.name;
        base = { labor: 0, parts: 0, [line.category]: line.left };
      }
    } else if (target.scope === 'job') {
      isTargetFound = Boolean(entry);
      if (entry) {
        targetName = entry.job.name;
        base = jobLeft(entry.job, lines, entry.taken);
      }
    } else {
      base = { labor: laborCents - taken.labor, parts: partsCents - taken.parts };
    }
    const baseTotal = base.labor + base.parts;
    const requestedCents =
      discount.value.type === 'percent'
        ? percentOfCents(baseTotal, discount.value.percent)
        : discount.value.cents;
    const cents = Math.max(0, Math.min(requestedCents, baseTotal));
    const [labor, parts] = splitByLargestRemainder(cents, [base.labor, base.parts]) as [number, number];
    const shares = { labor, parts };
    if (line) line.left -= cents;
    if (entry) {
      entry.taken.labor += labor;
      entry.taken.parts += parts;
    }
    taken.labor += labor;
    taken.parts += parts;
    return {
      discount,
      index,
      targetName,
      isTargetFound,
      baseCents: base,
      requestedCents,
      cents,
      shares,
      isClamped: cents < requestedCents,
    };
  });
  const discountCents = { ...taken, total: taken.labor + taken.parts };
  const net: CategoryCents = { labor: laborCents - taken.labor, parts: partsCents - taken.parts };

  const shopSupplies = shopSuppliesFee(settings, net);
  const hazmat = hazmatFee(settings, [...laborLines, ...partLines]);
  const feeList = [shopSupplies, hazmat].filter((fee) => fee !== null);
  const fees = {
    shopSupplies,
    hazmat,
    totalCents: feeList.reduce((sum, fee) => sum + fee.cents, 0),
    taxableCents: feeList.reduce((sum, fee) => sum + (fee.isTaxable ? fee.cents : 0), 0),
  };

  const rates = settings?.taxRates ?? { parts: 0, labor: 0, fees: 0 };
  const categoryTax = (rate: number, baseCents: number): CategoryTax => ({
    rate,
    baseCents,
    cents: percentOfCents(baseCents, rate),
  });
  const partsTax = categoryTax(rates.parts, net.parts);
  const laborTax = categoryTax(rates.labor, net.labor);
  const feesTax = categoryTax(rates.fees, fees.taxableCents);
  const tax = {
    parts: partsTax,
    labor: laborTax,
    fees: feesTax,
    totalCents: partsTax.cents + laborTax.cents + feesTax.cents,
  };
  const totalDueCents = subtotalCents - discountCents.total + fees.totalCents + tax.totalCents;

  return {
    laborCents,
    partsCents,
    subtotalCents,
    discounts: applied,
    discountCents,
    fees,
    tax,
    totalDueCents,
    lines: breakdownLines({ laborCents, partsCents, subtotalCents, applied, fees, tax, totalDueCents }),
  };
}

/** What is left of a job after its lines' discounts and the job discounts taken so far. */
function jobLeft(
  job: { laborItemIds: string[]; partItemIds: string[] },
  lines: ReadonlyMap<string, ChargedLine>,
  taken: CategoryCents,
): CategoryCents {
  const sum = (keys: string[]) => keys.reduce((total, key) => total + (lines.get(key)?.left ?? 0), 0);
  // quoteJobs lists a line id once per charged line; the same id twice counts once here.
  const labor = sum([...new Set(job.laborItemIds)].map((id) => `labor:${id}`));
  const parts = sum([...new Set(job.partItemIds)].map((id) => `part:${id}`));
  return { labor: labor - taken.labor, parts: parts - taken.parts };
}

function shopSuppliesFee(
  settings: EstimateFeeSettings | null | undefined,
  net: CategoryCents,
): ShopSuppliesFee | null {
  const supplies = settings?.shopSupplies;
  if (!supplies) return null;
  const baseCents =
    supplies.basis === 'labor' ? net.labor : supplies.basis === 'parts' ? net.parts : net.labor + net.parts;
  const computedCents = baseCents > 0 ? percentOfCents(baseCents, supplies.percent) : 0;
  let cents = computedCents;
  let limit: ShopSuppliesFee['limit'] = null;
  if (baseCents > 0 && supplies.minCents !== null && cents < supplies.minCents) {
    cents = supplies.minCents;
    limit = 'min';
  }
  if (baseCents > 0 && supplies.maxCents !== null && cents > supplies.maxCents) {
    cents = supplies.maxCents;
    limit = 'max';
  }
  return { baseCents, computedCents, cents, limit, isTaxable: supplies.isTaxable };
}

function hazmatFee(
  settings: EstimateFeeSettings | null | undefined,
  charged: readonly { hazmatKind?: HazmatKind | null }[],
): HazmatFee | null {
  const hazmat = settings?.hazmat;
  if (!hazmat) return null;
  if (hazmat.mode === 'flat') {
    const cents = charged.length > 0 ? hazmat.cents : 0;
    return {
      cents,
      isTaxable: hazmat.isTaxable,
      items: cents > 0 ? [{ kind: null, lineCount: charged.length, unitCents: cents, cents }] : [],
    };
  }
  const items = HAZMAT_KINDS.map((kind) => {
    const lineCount = charged.filter((line) => line.hazmatKind === kind).length;
    const unitCents = hazmat.perLineCents[kind];
    return { kind, lineCount, unitCents, cents: lineCount * unitCents };
  }).filter((item) => item.cents > 0);
  return {
    cents: items.reduce((sum, item) => sum + item.cents, 0),
    isTaxable: hazmat.isTaxable,
    items,
  };
}

function discountLabel(applied: AppliedDiscount): string {
  const { discount, targetName } = applied;
  const on = targetName ? ` on ${targetName}` : '';
  const percent = discount.value.type === 'percent' ? ` (${discount.value.percent}%)` : '';
  return `Discount${on}: ${discount.reason}${percent}`;
}

function breakdownLines(figures: {
  laborCents: number;
  partsCents: number;
  subtotalCents: number;
  applied: AppliedDiscount[];
  fees: EstimateBreakdown['fees'];
  tax: EstimateBreakdown['tax'];
  totalDueCents: number;
}): EstimateBreakdownLine[] {
  const { fees, tax } = figures;
  const lines: EstimateBreakdownLine[] = [
    { key: 'labor', kind: 'labor', label: 'Labor', cents: figures.laborCents },
    { key: 'parts', kind: 'parts', label: 'Parts', cents: figures.partsCents },
    { key: 'subtotal', kind: 'subtotal', label: 'Subtotal', cents: figures.subtotalCents },
  ];
  for (const applied of figures.applied) {
    if (applied.cents > 0)
      lines.push({
        key: `discount:${applied.index}`,
        kind: 'discount',
        label: discountLabel(applied),
        cents: -applied.cents,
      });
  }
  if (fees.shopSupplies && fees.shopSupplies.cents > 0)
    lines.push({
      key: 'fee:shop-supplies',
      kind: 'fee',
      label: 'Shop supplies',
      cents: fees.shopSupplies.cents,
    });
  for (const item of fees.hazmat?.items ?? []) {
    lines.push(
      item.kind === null
        ? { key: 'fee:hazmat', kind: 'fee', label: 'Hazardous waste', cents: item.cents }
        : {
            key: `fee:hazmat:${item.kind}`,
            kind: 'fee',
            label: `Hazardous waste: ${item.kind} × ${item.lineCount}`,
            cents: item.cents,
          },
    );
  }
  for (const category of ['parts', 'labor', 'fees'] as const) {
    const { rate, baseCents, cents } = tax[category];
    if (rate > 0 && baseCents > 0)
      lines.push({
        key: `tax:${category}`,
        kind: 'tax',
        label: `Tax on ${category} (${rate}%)`,
        cents,
      });
  }
  lines.push({ key: 'total', kind: 'total', label: 'Total due', cents: figures.totalDueCents });
  return lines;
}
