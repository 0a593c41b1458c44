import { type ChargedContent, sameCharges } from '../../../shared/quote-revision';
import type { EstimateDiscount } from '../../../shared/schemas/estimate';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { type JobExportSystem, quoteJobExports } from '../../db/schema';
import { resolveDeferredJobs } from '../deferred-work/record';
import { isExpired, latestRevision, revisionForSending } from '../revision/service';
import { completeExport, type ExportOutcome, exportOnce } from './claim';
import { exportKey, jobMarker } from './keys';
import { presentQuoteExport, revisionOf } from './present';
import { type WorkToWrite, writtenJobs } from './work';

type SentQuote = { id: string; shop_id: string; title: string; discounts: EstimateDiscount[] };

/**
 * The number of the revision a sending of `content` will be recorded with, read before the job is
 * written so the job can name it: revisionForSending's rule (the latest revision when it charges
 * the same and has not expired, else the next number). Only a sending of other content to the
 * same quote in the moment between could make the recorded number another.
 */
async function revisionNumberFor(db: Db, quoteId: string, content: ChargedContent): Promise<number> {
  const latest = await latestRevision(db, quoteId);
  if (latest && sameCharges(latest.content, content) && !isExpired(latest)) return latest.number;
  return (latest?.number ?? 0) + 1;
}

/**
 * Writes a quote's job once per quote, system family and repair order, and records it with the
 * revision it wrote (decision 009): the revision the customer answered when only its approved
 * work goes (workToWrite), else the content read before the call, kept as a new revision when it
 * charges otherwise than the latest one. `write` gets the marker to put into the job and the
 * number of that revision.
 */
export async function exportQuoteJob(
  ctx: ProtectedContext,
  sent: { quote: SentQuote; system: JobExportSystem; repairOrderId: string; work: WorkToWrite },
  write: (marker: string, revisionNumber: number) => Promise<ExportOutcome>,
) {
  const { quote, system, repairOrderId, work } = sent;
  const claimValues = {
    quote_id: quote.id,
    shop_id: quote.shop_id,
    system,
    repair_order_id: repairOrderId,
    idempotency_key: exportKey(quote.id, system, repairOrderId),
    status: 'PENDING' as const,
    created_by: ctx.user.id,
  };
  const { row, alreadyCreated } = await exportOnce(ctx.db, quoteJobExports, claimValues, async (claim) => {
    const answered = work.answered?.revision;
    if (answered) {
      const outcome = await write(jobMarker(quote.id), answered.number);
      return completeExport(ctx.db, quoteJobExports, claim.id, { ...outcome, revision_id: answered.id });
    }
    const revisionNumber = await revisionNumberFor(ctx.db, quote.id, work.content);
    const outcome = await write(jobMarker(quote.id), revisionNumber);
    return ctx.db.transaction(async (tx) => {
      const { revision } = await revisionForSending(tx, {
        quote,
        content: work.content,
        reason: {
          kind: 'JOB',
          system: claim.system,
          repairOrderId: claim.repair_order_id,
          repairOrderNumber: outcome.repair_order_number,
        },
        userId: ctx.user.id,
      });
      return completeExport(tx, quoteJobExports, claim.id, { ...outcome, revision_id: revision.id });
    });
  });
  // Work written into the RO leaves the vehicle's declined work (it was added to this quote).
  if (!alreadyCreated)
    await resolveDeferredJobs(ctx.db, { quoteId: quote.id, jobs: writtenJobs(work), resolution: 'DONE' });
  return presentQuoteExport(row, alreadyCreated, await revisionOf(ctx.db, row));
}
