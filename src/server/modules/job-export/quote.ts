import { type ChargedContent, sameCharges } from '../../../shared/quote-revision';
import type { EstimateDiscount } from '../../../shared/schemas/estimate';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { type JobExportSystem, quoteJobExports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getQuoteItems } from '../quote/service/read';
import {
  assertSendable,
  isExpired,
  latestRevision,
  liveContent,
  revisionForSending,
} from '../revision/service';
import { completeExport, type ExportOutcome, exportOnce } from './claim';
import { exportKey, jobMarker } from './keys';
import { exportLines } from './lines';
import { presentQuoteExport, revisionOf } from './present';

type SentQuote = { id: string; shop_id: string; title: string; discounts: EstimateDiscount[] };

/**
 * What a quote sends to a shop system: its charged lines, and the content the revision it writes
 * records. A quote without lines, or too large to record, is refused before anything is claimed.
 */
export async function quoteToSend(db: Db, quote: SentQuote, options: { onlySourcedParts: boolean }) {
  const items = await getQuoteItems(db, quote.id);
  const lines = exportLines(items, options);
  const content = await liveContent(db, quote, items);
  if (lines.labor.length + lines.parts.length === 0) {
    throw new AppError('BAD_REQUEST', 'The quote has no labor or parts to create. Add a line first.');
  }
  assertSendable(content);
  return { lines, content };
}

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
 * revision it wrote (decision 009): the content read before the call, kept as a new revision when
 * it charges otherwise than the latest one. `write` gets the marker to put into the job and the
 * number of that revision.
 */
export async function exportQuoteJob(
  ctx: ProtectedContext,
  sent: { quote: SentQuote; system: JobExportSystem; repairOrderId: string; content: ChargedContent },
  write: (marker: string, revisionNumber: number) => Promise<ExportOutcome>,
) {
  const { quote, system, repairOrderId } = sent;
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
    const revisionNumber = await revisionNumberFor(ctx.db, quote.id, sent.content);
    const outcome = await write(jobMarker(quote.id), revisionNumber);
    return ctx.db.transaction(async (tx) => {
      const { revision } = await revisionForSending(tx, {
        quote,
        content: sent.content,
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
  return presentQuoteExport(row, alreadyCreated, await revisionOf(ctx.db, row));
}
