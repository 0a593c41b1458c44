import type { Resolver } from 'react-hook-form';
import { lineLabel } from '../../../../../shared/line-label';
import { quoteJobs } from '../../../../../shared/quote-jobs';
import {
  type EstimateDiscount,
  type EstimateDiscountTarget,
  estimateDiscountSchema,
} from '../../../../../shared/schemas/estimate';
import { hasAtMostDecimals } from '../../../../../shared/schemas/number';
import type { FullQuote } from '../../quote-types';

// The 'Add discount' form: what it applies to is one select, its value is typed as text (percent,
// or dollars that become cents), and the shared schema checks the discount it would save.

export type DiscountType = EstimateDiscount['value']['type'];

export type DiscountFormValues = {
  /** 'quote', 'job:{jobKey}' or 'line:{labor|part}:{lineId}'. */
  target: string;
  type: DiscountType;
  /** Percent, or dollars, as typed. */
  amount: string;
  reason: string;
};

export const WHOLE_QUOTE = 'quote';

export type TargetOption = { value: string; label: string };
export type TargetGroup = { label: string; options: TargetOption[] };

/** The jobs and the charged lines a discount may apply to, grouped for the select. */
export function targetGroups(quote: FullQuote): TargetGroup[] {
  const lineOptions = (kind: 'labor' | 'part', lines: { id: string; label: string }[]) => [
    ...new Map(
      lines.map((line) => [line.id, { value: `line:${kind}:${line.id}`, label: line.label }]),
    ).values(),
  ];
  const labor = quote.quote_labor_items
    .filter((line) => !line.is_suggested)
    .map((line) => ({ id: line.id, label: lineLabel(line.title) }));
  const parts = quote.quote_part_items
    .filter((line) => !line.is_suggested)
    .map((line) => ({ id: line.id, label: lineLabel(line.name) }));
  const groups: TargetGroup[] = [
    { label: 'Jobs', options: quoteJobs(quote).map((job) => ({ value: `job:${job.key}`, label: job.name })) },
    { label: 'Labor lines', options: lineOptions('labor', labor) },
    { label: 'Part lines', options: lineOptions('part', parts) },
  ];
  return groups.filter((group) => group.options.length > 0);
}

function toTarget(value: string): EstimateDiscountTarget {
  if (value.startsWith('job:')) return { scope: 'job', jobKey: value.slice('job:'.length) };
  if (value.startsWith('line:')) {
    const [, lineKind, lineId = ''] = value.split(':');
    return { scope: 'line', lineKind: lineKind === 'part' ? 'part' : 'labor', lineId };
  }
  return { scope: 'quote' };
}

/**
 * Dollars as typed to cents. A third decimal stays fractional, so the schema answers 'must be in
 * whole cents' instead of the amount being rounded behind the typist's back.
 */
function toCents(text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return Number.NaN;
  return hasAtMostDecimals(value, 2) ? Math.round(value * 100) : value * 100;
}

function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

/** The discount the form would save. */
export function toDiscount(values: DiscountFormValues): EstimateDiscount {
  return {
    target: toTarget(values.target),
    value:
      values.type === 'percent'
        ? { type: 'percent', percent: toNumber(values.amount) }
        : { type: 'amount', cents: toCents(values.amount) },
    reason: values.reason,
  };
}

const FIELD_OF_PATH: Record<string, keyof DiscountFormValues> = {
  target: 'target',
  value: 'amount',
  reason: 'reason',
};

/** The shared schema's messages, each on the field that caused it (a value's on the amount). */
export const discountResolver: Resolver<DiscountFormValues, unknown, EstimateDiscount> = async (values) => {
  const parsed = estimateDiscountSchema.safeParse(toDiscount(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Partial<Record<keyof DiscountFormValues, { type: string; message: string }>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[String(issue.path[0])] ?? 'reason';
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
