// What a quote charges, frozen as it is sent (decision 009): the customer's page, the shop
// system's job and the customer's answers all refer to one numbered revision, and the shop sees
// when the live quote has drifted from the last one sent.

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
};

/** The charged lines and totals of a quote, as the customer reads them. */
export type ChargedContent = {
  title: string;
  labor: RevisionLabor[];
  parts: RevisionPart[];
  totals: QuoteTotals;
  jobs: QuoteJob[];
};

type Labor = JobLaborLine & { description: string | null; rate: number | null };
type Part = JobPartLine & {
  sourced_part?: {
    price_cost_with_matrix: number | null;
    supplier_name?: string | null;
    partName?: string | null;
  } | null;
};

/** The charged (non-suggested) lines of a quote at the prices charged. */
export function chargedContent(quote: {
  title: string;
  quote_labor_items: readonly Labor[];
  quote_part_items: readonly Part[];
}): ChargedContent {
  const labor = quote.quote_labor_items.filter((l) => !l.is_suggested);
  const parts = quote.quote_part_items.filter((p) => !p.is_suggested);
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
    })),
    totals: quoteTotals({ quote_labor_items: labor, quote_part_items: parts }),
    jobs: quoteJobs({ quote_labor_items: labor, quote_part_items: parts }),
  };
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
  latest: { number: number; total: number; created_at: Date; content: ChargedContent } | null,
  live: ChargedContent,
) {
  return {
    sent_revision: latest
      ? { number: latest.number, total: latest.total, created_at: latest.created_at }
      : null,
    changed_since_sent: latest !== null && !sameCharges(latest.content, live),
  };
}
