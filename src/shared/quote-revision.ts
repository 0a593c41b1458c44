// What a quote charges, frozen as it is sent (decision 009): the customer's page, the shop
// system's job and the customer's answers all refer to one numbered revision, and the shop sees
// when the live quote has drifted from the last one sent.

import { type EstimateBreakdown, estimateBreakdown } from './estimate-money';
import { hazmatKindOf } from './hazmat-kind';
import { lineLabel } from './line-label';
import { type JobLaborLine, type JobPartLine, type QuoteJob, quoteJobs } from './quote-jobs';
import {
  chargedHours,
  chargedUnitPrice,
  type QuoteTotals,
  quoteLaborLineTotal,
  quotePartLineTotal,
  quoteTotals,
} from './quote-totals';
import type { EstimateDiscount, EstimateFeeSettings, HazmatKind } from './schemas/estimate';

export type RevisionLabor = {
  id: string;
  title: string;
  description: string;
  hours: number;
  rate: number;
  total: number;
};

export type RevisionPart = {
  id: string;
  name: string;
  quantity: number;
  price: number;
  total: number;
  sourced: { supplier_name: string | null; part_name: string | null } | null;
  /** Oil, coolant or tire: the line carries a per-line hazardous-waste fee (hazmat-kind.ts). */
  hazmat_kind?: HazmatKind | null;
};

/** What an estimate charges beyond its lines: the shop's fees and taxes and the quote's discounts. */
export type EstimatePricing = { settings: EstimateFeeSettings | null; discounts: EstimateDiscount[] };
export const NO_PRICING: EstimatePricing = { settings: null, discounts: [] };

/** The charged lines and totals of a quote, as the customer reads them. */
export type ChargedContent = {
  title: string;
  labor: RevisionLabor[];
  parts: RevisionPart[];
  totals: QuoteTotals;
  jobs: QuoteJob[];
  /**
   * What the customer pays (estimate-money.ts) and what it was computed with. Revisions sent
   * before issue 25 have neither: read them with contentEstimate.
   */
  estimate?: EstimateBreakdown;
  pricing?: EstimatePricing;
};

type Labor = JobLaborLine & { description: string | null; rate: number | null };
type Part = JobPartLine & {
  sourced_part?: {
    price_cost_with_matrix: number | null;
    supplier_name?: string | null;
    partName?: string | null;
  } | null;
};

/** The charged (non-suggested) lines of a quote at the prices charged, and what the customer pays. */
export function chargedContent(
  quote: {
    title: string;
    quote_labor_items: readonly Labor[];
    quote_part_items: readonly Part[];
  },
  pricing: EstimatePricing = NO_PRICING,
): ChargedContent {
  const labor = quote.quote_labor_items.filter((l) => !l.is_suggested);
  const parts = quote.quote_part_items
    .filter((p) => !p.is_suggested)
    .map((p) => ({
      ...p,
      hazmatKind: hazmatKindOf(p.name),
    }));
  return {
    title: quote.title,
    labor: labor.map((l) => ({
      id: l.id,
      title: lineLabel(l.title),
      description: l.description ?? '',
      hours: chargedHours(l),
      rate: l.rate ?? 0,
      total: quoteLaborLineTotal(l),
    })),
    parts: parts.map((p) => ({
      id: p.id,
      name: lineLabel(p.name),
      quantity: p.quantity ?? 0,
      price: chargedUnitPrice(p),
      total: quotePartLineTotal(p),
      sourced: p.sourced_part
        ? {
            supplier_name: p.sourced_part.supplier_name ?? null,
            part_name: p.sourced_part.partName ?? null,
          }
        : null,
      // Left out when none, so revisions stored before it charge the same.
      ...(p.hazmatKind ? { hazmat_kind: p.hazmatKind } : {}),
    })),
    totals: quoteTotals({ quote_labor_items: labor, quote_part_items: parts }),
    jobs: quoteJobs({ quote_labor_items: labor, quote_part_items: parts }),
    estimate: estimateBreakdown({
      quote: { quote_labor_items: labor, quote_part_items: parts },
      settings: pricing.settings,
      discounts: pricing.discounts,
    }),
    pricing,
  };
}

/**
 * What the customer pays for a content: its stored breakdown, or, for some of its jobs (the ones
 * approved), the breakdown of those jobs' lines alone with the same fees, taxes and discounts.
 * Revisions from before issue 25 are labor plus parts.
 */
export function contentEstimate(content: ChargedContent, jobKeys?: readonly string[]): EstimateBreakdown {
  if (!jobKeys && content.estimate) return content.estimate;
  const jobs = jobKeys ? content.jobs.filter((job) => jobKeys.includes(job.key)) : content.jobs;
  const sourceOf = new Map<string, JobLaborLine['source']>();
  for (const job of jobs) {
    const smartJobId = job.key.startsWith('guide:') ? job.key.slice('guide:'.length) : null;
    const source = smartJobId ? { kind: 'guide' as const, guideJob: { smartJobId, name: job.name } } : null;
    for (const id of [...job.laborItemIds, ...job.partItemIds]) sourceOf.set(id, source);
  }
  const pricing = content.pricing ?? NO_PRICING;
  return estimateBreakdown({
    quote: {
      quote_labor_items: content.labor
        .filter((line) => sourceOf.has(line.id))
        .map((line) => ({ ...line, is_suggested: false, source: sourceOf.get(line.id) })),
      quote_part_items: content.parts
        .filter((line) => sourceOf.has(line.id))
        .map((line) => ({
          ...line,
          retail: line.price,
          is_suggested: false,
          source: sourceOf.get(line.id),
          hazmatKind: line.hazmat_kind ?? null,
        })),
    },
    settings: pricing.settings,
    discounts: pricing.discounts,
  });
}

/**
 * Whether two contents charge the same: the same lines in the same order with the same words,
 * figures and sources. Line ids and the title are not compared: a line deleted and added back
 * as it was, or a renamed quote, charges the customer nothing new.
 */
export function sameCharges(a: ChargedContent, b: ChargedContent): boolean {
  return chargeKey(a) === chargeKey(b);
}

function chargeKey(content: ChargedContent): string {
  return canonicalJson([
    content.labor.map(({ id: _id, ...line }) => line),
    content.parts.map(({ id: _id, ...line }) => line),
    content.totals,
    content.jobs.map((job) => [job.name, job.total]),
    contentEstimate(content).lines.map((line) => [line.key, line.label, line.cents]),
  ]);
}

/** JSON with object keys sorted: a stored jsonb value comes back with its keys reordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type RevisionChannel = 'EMAIL' | 'SMS';
export type RevisionSystem = 'TEKMETRIC' | 'SHOP_WARE' | 'SHOP_WARE_V2';

/** Why a revision was written: the first sending of that content. */
export type RevisionReason =
  | { kind: 'SHARED'; channels: RevisionChannel[]; customerName: string }
  | { kind: 'JOB'; system: RevisionSystem; repairOrderId: string; repairOrderNumber: string | null };

export const SYSTEM_NAMES: Record<RevisionSystem, string> = {
  TEKMETRIC: 'Tekmetric',
  SHOP_WARE: 'Shop-Ware',
  SHOP_WARE_V2: 'Shop-Ware',
};

const CHANNEL_NAMES: Record<RevisionChannel, string> = { EMAIL: 'e-mail', SMS: 'text' };

/** 'Shared with Jane Doe by e-mail and text', 'Job created in Tekmetric on RO #1042'. */
export function describeRevisionReason(reason: RevisionReason): string {
  if (reason.kind === 'SHARED') {
    const channels = reason.channels.map((c) => CHANNEL_NAMES[c]).join(' and ');
    return `Shared with ${reason.customerName}${channels ? ` by ${channels}` : ''}`;
  }
  const ro = reason.repairOrderNumber ?? reason.repairOrderId;
  return `Job created in ${SYSTEM_NAMES[reason.system]} on RO #${ro}`;
}

/**
 * For the quote panel: the last revision sent (read by the caller with the quote, see
 * `latestRevision`) and whether the live quote charges otherwise.
 */
export function sendingStatus(
  latest: {
    number: number;
    total: number;
    created_at: Date;
    expires_at: Date | null;
    content: ChargedContent;
  } | null,
  live: ChargedContent,
) {
  return {
    sent_revision: latest
      ? {
          number: latest.number,
          total: latest.total,
          total_due_cents: contentEstimate(latest.content).totalDueCents,
          created_at: latest.created_at,
          expires_at: latest.expires_at,
        }
      : null,
    changed_since_sent: latest !== null && !sameCharges(latest.content, live),
  };
}
