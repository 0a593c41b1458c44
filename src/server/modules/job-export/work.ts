import { eq } from 'drizzle-orm';
import type { QuoteJob } from '../../../shared/quote-jobs';
import type { ChargedContent } from '../../../shared/quote-revision';
import type { EstimateDiscount } from '../../../shared/schemas/estimate';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { quoteJobResponses, quoteRevisions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getQuoteItems } from '../quote/service/read';
import { assertSendable, liveContent, type RevisionRow } from '../revision/service';
import type { Shop } from '../shop/types';
import type { ExportOutcome, ExportRow } from './claim';
import { type ExportLines, exportLines, revisionLines } from './lines';
import type { ExportMoney } from './money';

// What a quote's job writes into a repair order (issue 26). Before the customer answers, every
// charged line of the live quote goes, as it would be sent now. Once they answered a revision,
// only the jobs they approved on it go, with that revision's lines and figures: the customer
// authorized that work and no other. Creating the job and updating it both ask here.

export type LeftOutReason = 'DECLINED' | 'NOT_ANSWERED';
export type WorkJob = Pick<QuoteJob, 'key' | 'name' | 'total'>;
export type LeftOutJob = WorkJob & { reason: LeftOutReason };

/** The newest revision the customer answered, its approved jobs, and the jobs left out. */
export type AnsweredWork = { revision: RevisionRow; approved: QuoteJob[]; leftOut: LeftOutJob[] };

export type WorkToWrite = {
  lines: ExportLines;
  content: ChargedContent;
  /** null before any answer: the live content, recorded as a sending (revisionForSending). */
  answered: AnsweredWork | null;
  /** The jobs written when only some are; null when everything the content charges goes. */
  jobKeys: string[] | null;
};

type SentQuote = { id: string; shop_id: string; title: string; discounts: EstimateDiscount[] };

/** A shop system's way of writing the RO's job again; update.ts claims the write and records it. */
export type UpdateWriter = (
  ctx: ProtectedContext,
  args: {
    quote: SentQuote;
    shop: Shop;
    /** The RO's job as last written. */
    held: ExportRow;
    work: WorkToWrite;
    money: ExportMoney;
    marker: string;
  },
) => Promise<ExportOutcome>;

/**
 * The newest revision with answers, or null. Answers from before revisions existed answer no
 * stored content, so they do not count: such a quote is written as before any answer.
 */
export async function answeredWork(db: Db, quoteId: string): Promise<AnsweredWork | null> {
  const answers = await db
    .select({
      revisionId: quoteJobResponses.revision_id,
      number: quoteRevisions.number,
      jobKey: quoteJobResponses.job_key,
      decision: quoteJobResponses.decision,
    })
    .from(quoteJobResponses)
    .innerJoin(quoteRevisions, eq(quoteRevisions.id, quoteJobResponses.revision_id))
    .where(eq(quoteJobResponses.quote_id, quoteId));
  const newest = answers.reduce<(typeof answers)[number] | null>(
    (best, answer) => (!best || answer.number > best.number ? answer : best),
    null,
  );
  if (!newest?.revisionId) return null;
  const [revision] = await db.select().from(quoteRevisions).where(eq(quoteRevisions.id, newest.revisionId));
  if (!revision) return null;
  const decisions = new Map(
    answers.filter((a) => a.revisionId === newest.revisionId).map((a) => [a.jobKey, a.decision]),
  );
  const approved = revision.content.jobs.filter((job) => decisions.get(job.key) === 'APPROVED');
  const leftOut = revision.content.jobs
    .filter((job) => decisions.get(job.key) !== 'APPROVED')
    .map(({ key, name, total }): LeftOutJob => {
      const reason = decisions.get(key) === 'DECLINED' ? 'DECLINED' : 'NOT_ANSWERED';
      return { key, name, total, reason };
    });
  return { revision, approved, leftOut };
}

/**
 * The lines and content a quote's job writes now. Refused before anything is claimed when
 * nothing would be written, or (live content) when it is too large to record.
 */
export async function workToWrite(
  db: Db,
  quote: SentQuote,
  options: { onlySourcedParts: boolean },
): Promise<WorkToWrite> {
  const [items, answered] = await Promise.all([getQuoteItems(db, quote.id), answeredWork(db, quote.id)]);
  if (!answered) {
    const content = await liveContent(db, quote, items);
    const work = { lines: exportLines(items, options), content, answered, jobKeys: null };
    assertHasLines(work.lines);
    assertSendable(content);
    return work;
  }
  const { revision, approved } = answered;
  if (approved.length === 0) {
    throw new AppError(
      'BAD_REQUEST',
      `The customer approved no job on revision ${revision.number}: there is no work to write to the repair order.`,
    );
  }
  const lines = revisionLines(revision.content, approved, items, options);
  assertHasLines(lines);
  return { lines, content: revision.content, answered, jobKeys: approved.map((job) => job.key) };
}

function assertHasLines(lines: ExportLines) {
  if (lines.labor.length + lines.parts.length === 0) {
    throw new AppError('BAD_REQUEST', 'The quote has no labor or parts to create. Add a line first.');
  }
}

/** What a job's record keeps of the work it wrote (in `result`). */
export function workResult(work: WorkToWrite) {
  return {
    ...(work.jobKeys ? { jobKeys: work.jobKeys } : {}),
    jobsLeftOut: work.answered?.leftOut ?? [],
  };
}

/**
 * Whether the RO's job, holding `held`, should be written again with the answered work: when the
 * customer answered a newer revision, or answered the one it holds after it was written with
 * everything (declined jobs went with it). Only approved work is ever written.
 */
export function isUpdateDue(
  held: { revisionNumber: number | null; result: Record<string, unknown> | null },
  answered: AnsweredWork | null,
): boolean {
  if (!answered || answered.approved.length === 0) return false;
  const heldNumber = held.revisionNumber ?? 0;
  if (answered.revision.number > heldNumber) return true;
  const wroteAnswers = Array.isArray(held.result?.jobKeys);
  return answered.revision.number === heldNumber && !wroteAnswers && answered.leftOut.length > 0;
}
