import { and, eq, isNull, ne } from 'drizzle-orm';
import type { QuoteJob } from '../../../shared/quote-jobs';
import type { ChargedContent } from '../../../shared/quote-revision';
import type { EstimateDiscount } from '../../../shared/schemas/estimate';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import {
  deferredJobs,
  type JobDecision,
  quoteAuthorizations,
  quoteJobResponses,
  quoteRevisions,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getQuoteItems } from '../quote/service/read';
import { assertSendable, liveContent, type RevisionRow } from '../revision/service';
import type { Shop } from '../shop/types';
import type { ExportOutcome, ExportRow } from './claim';
import { type ExportLines, exportLines, revisionLines } from './lines';
import type { ExportMoney } from './money';

// What a quote's job writes into a repair order (issue 26). Before the customer answers, every
// charged line of the live quote goes, as it would be sent now. Once they answered a revision (on
// the page, by phone or in person, or at the counter), only the jobs they approved on it go, with that revision's lines and figures: the customer
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

type Answer = { revisionId: string; number: number; jobKey: string; decision: JobDecision; at: Date };

/**
 * Every answer the customer gave per job and revision: on the page, by phone or in person (an
 * authorization the shop recorded approves its jobs), or at the counter (a job the shop marked
 * declined and still on the vehicle's declined work). Answers to no revision (given before
 * revisions existed, or marked before anything was sent) answer no stored content and do not count.
 */
async function customerAnswers(db: Db, quoteId: string): Promise<Answer[]> {
  const [online, authorized, marked] = await Promise.all([
    db
      .select({
        revisionId: quoteJobResponses.revision_id,
        number: quoteRevisions.number,
        jobKey: quoteJobResponses.job_key,
        decision: quoteJobResponses.decision,
        at: quoteJobResponses.decided_at,
      })
      .from(quoteJobResponses)
      .innerJoin(quoteRevisions, eq(quoteRevisions.id, quoteJobResponses.revision_id))
      .where(eq(quoteJobResponses.quote_id, quoteId)),
    db
      .select({
        revisionId: quoteAuthorizations.revision_id,
        number: quoteRevisions.number,
        jobKeys: quoteAuthorizations.job_keys,
        at: quoteAuthorizations.authorized_at,
      })
      .from(quoteAuthorizations)
      .innerJoin(quoteRevisions, eq(quoteRevisions.id, quoteAuthorizations.revision_id))
      .where(and(eq(quoteAuthorizations.quote_id, quoteId), ne(quoteAuthorizations.method, 'ONLINE'))),
    db
      .select({
        revisionId: deferredJobs.revision_id,
        number: quoteRevisions.number,
        jobKey: deferredJobs.job_key,
        at: deferredJobs.declined_at,
      })
      .from(deferredJobs)
      .innerJoin(quoteRevisions, eq(quoteRevisions.id, deferredJobs.revision_id))
      .where(
        and(
          eq(deferredJobs.quote_id, quoteId),
          eq(deferredJobs.declined_by, 'SHOP'),
          isNull(deferredJobs.resolved_at),
        ),
      ),
  ]);
  return [
    ...online.map((a) => ({ ...a, revisionId: a.revisionId! })),
    ...authorized.flatMap(({ jobKeys, ...a }) =>
      jobKeys.map((jobKey) => ({ ...a, revisionId: a.revisionId!, jobKey, decision: 'APPROVED' as const })),
    ),
    ...marked.map((a) => ({ ...a, revisionId: a.revisionId!, decision: 'DECLINED' as const })),
  ];
}

/** The newest revision with answers, or null; of several answers to a job, the latest counts. */
export async function answeredWork(db: Db, quoteId: string): Promise<AnsweredWork | null> {
  const answers = await customerAnswers(db, quoteId);
  const newest = answers.reduce<Answer | null>(
    (best, answer) => (!best || answer.number > best.number ? answer : best),
    null,
  );
  if (!newest) return null;
  const [revision] = await db.select().from(quoteRevisions).where(eq(quoteRevisions.id, newest.revisionId));
  if (!revision) return null;
  const decisions = new Map<string, Answer>();
  for (const answer of answers.filter((a) => a.revisionId === newest.revisionId)) {
    const earlier = decisions.get(answer.jobKey);
    if (!earlier || answer.at >= earlier.at) decisions.set(answer.jobKey, answer);
  }
  const decisionOf = (key: string) => decisions.get(key)?.decision;
  const approved = revision.content.jobs.filter((job) => decisionOf(job.key) === 'APPROVED');
  const leftOut = revision.content.jobs
    .filter((job) => decisionOf(job.key) !== 'APPROVED')
    .map(({ key, name, total }): LeftOutJob => {
      const reason = decisionOf(key) === 'DECLINED' ? 'DECLINED' : 'NOT_ANSWERED';
      return { key, name, total, reason };
    });
  return { revision, approved, leftOut };
}

/** The jobs a work writes: the approved ones once answered, else every job its content charges. */
export function writtenJobs(work: WorkToWrite): WorkJob[] {
  return work.jobKeys
    ? work.content.jobs.filter((job) => work.jobKeys!.includes(job.key))
    : work.content.jobs;
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
