// A quote's jobs, as a customer approves them: the charged (non-suggested) lines grouped by the
// labor-guide job they come from ('Front Brake Pads and Rotors Replacement'); a labor line
// without a guide job is a job of its own, and parts without one go with 'Other parts'.

import { toCents } from './money';
import type { LineSource } from './quote-source';
import {
  type QuoteLaborLine,
  type QuotePartLine,
  quoteLaborLineTotal,
  quotePartLineTotal,
} from './quote-totals';

type Sourced = { id: string; source?: LineSource | null };
export type JobLaborLine = QuoteLaborLine & Sourced & { title: string };
export type JobPartLine = QuotePartLine & Sourced & { name: string };

export type QuoteJob = {
  /** Stable while the lines keep their origin: `guide:{smartJobId}`, `labor:{id}` or `parts`. */
  key: string;
  name: string;
  laborItemIds: string[];
  partItemIds: string[];
  total: number;
};

export const OTHER_PARTS_JOB_KEY = 'parts';

export function quoteJobs(quote: {
  quote_labor_items: readonly JobLaborLine[];
  quote_part_items: readonly JobPartLine[];
}): QuoteJob[] {
  const jobs = new Map<string, QuoteJob & { cents: number }>();
  const jobFor = (key: string, name: string) => {
    let job = jobs.get(key);
    if (!job) {
      job = { key, name, laborItemIds: [], partItemIds: [], total: 0, cents: 0 };
      jobs.set(key, job);
    }
    return job;
  };
  for (const line of quote.quote_labor_items) {
    if (line.is_suggested) continue;
    const guideJob = line.source?.guideJob;
    const job = guideJob
      ? jobFor(`guide:${guideJob.smartJobId}`, guideJob.name)
      : jobFor(`labor:${line.id}`, line.title);
    job.laborItemIds.push(line.id);
    job.cents += toCents(quoteLaborLineTotal(line));
  }
  for (const line of quote.quote_part_items) {
    if (line.is_suggested) continue;
    const guideJob = line.source?.guideJob;
    // A part whose guide job has no labor on the quote still forms that job.
    const job = guideJob
      ? jobFor(`guide:${guideJob.smartJobId}`, guideJob.name)
      : jobFor(OTHER_PARTS_JOB_KEY, 'Other parts');
    job.partItemIds.push(line.id);
    job.cents += toCents(quotePartLineTotal(line));
  }
  return [...jobs.values()].map(({ cents, ...job }) => ({ ...job, total: cents / 100 }));
}
