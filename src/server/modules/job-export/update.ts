import { and, eq } from 'drizzle-orm';
import type { JobUpdateSystem, UpdateJobInShopSystemInput } from '../../../shared/schemas/job-export';
import type { ProtectedContext } from '../../context-types';
import { quoteJobExports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { resolveDeferredJobs } from '../deferred-work/record';
import { quoteWithShopForUser } from '../quote/service/access';
import { enqueueWebhookEvent } from '../webhook/events';
import { completeExport, exportOnce } from './claim';
import { jobMarker, updateKey } from './keys';
import { exportMoney } from './money';
import { heldExport, presentQuoteExport, revisionOf } from './present';
import { updateShopWareJob } from './shopware-update';
import { updateTekmetricJob } from './tekmetric';
import { isUpdateDue, type UpdateWriter, workToWrite, writtenJobs } from './work';

const WRITERS: Record<JobUpdateSystem, UpdateWriter> = {
  TEKMETRIC: updateTekmetricJob,
  SHOP_WARE: updateShopWareJob,
};

/**
 * quote.updateJobInShopSystem: writes the work the customer approved on a newer revision into
 * the RO the quote's job is on (workToWrite decides what), once per quote, system family, RO and
 * revision, under the claim job creation uses: a retry, a double click or a second advisor gets
 * the update already made and nothing is written twice.
 */
export async function updateJobInShopSystem(ctx: ProtectedContext, input: UpdateJobInShopSystemInput) {
  const { quote, shop } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const held = await heldExport(ctx.db, quote.id, input.system, input.repairOrderId);
  if (!held) {
    throw new AppError(
      'NOT_FOUND',
      `No job was created from this quote on repair order ${input.repairOrderId}. Create the job first.`,
    );
  }
  const work = await workToWrite(ctx.db, quote, { onlySourcedParts: held.system === 'SHOP_WARE_V2' });
  if (!work.answered) {
    throw new AppError(
      'BAD_REQUEST',
      'The customer has not answered this quote yet: the repair order already holds everything it charges.',
    );
  }
  const { revision } = work.answered;
  const key = updateKey(quote.id, held.system, held.repair_order_id, revision.number);
  const [done] = await ctx.db
    .select()
    .from(quoteJobExports)
    .where(and(eq(quoteJobExports.idempotency_key, key), eq(quoteJobExports.status, 'CREATED')));
  if (done) return presentQuoteExport(done, true, revision);
  const heldRevision = (await revisionOf(ctx.db, held))?.number ?? null;
  if (!isUpdateDue({ revisionNumber: heldRevision, result: held.result }, work.answered)) {
    throw new AppError(
      'BAD_REQUEST',
      `Repair order #${held.repair_order_number ?? held.repair_order_id} already holds the work the customer approved on revision ${revision.number}.`,
    );
  }

  const money = exportMoney(work.content, revision.number, work.jobKeys);
  const claimValues = {
    quote_id: quote.id,
    shop_id: quote.shop_id,
    system: held.system,
    repair_order_id: held.repair_order_id,
    idempotency_key: key,
    status: 'PENDING' as const,
    created_by: ctx.user.id,
  };
  const { row, alreadyCreated } = await exportOnce(ctx.db, quoteJobExports, claimValues, async (claim) => {
    const write = WRITERS[input.system];
    const outcome = await write(ctx, { quote, shop, held, work, money, marker: jobMarker(quote.id) });
    const update = { fromRevision: heldRevision, replacedJobId: held.external_job_id };
    return completeExport(ctx.db, quoteJobExports, claim.id, {
      ...outcome,
      result: { ...outcome.result, update },
      revision_id: revision.id,
    });
  });
  if (!alreadyCreated) {
    await resolveDeferredJobs(ctx.db, { quoteId: quote.id, jobs: writtenJobs(work), resolution: 'DONE' });
    await enqueueWebhookEvent(ctx.db, {
      shopId: quote.shop_id,
      event: 'job.updated',
      payload: {
        quoteId: quote.id,
        system: row.system,
        repairOrderId: row.repair_order_id,
        repairOrderNumber: row.repair_order_number,
        jobId: row.external_job_id,
        revision: revision.number,
        totalDue: money.totalDueCents / 100,
        jobKeys: work.jobKeys,
      },
    });
  }
  return presentQuoteExport(row, alreadyCreated, revision);
}
