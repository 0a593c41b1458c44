import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ChargedContent } from '../../../shared/quote-revision';
import type { Db } from '../../db/client';
import { type JobExportSystem, quoteJobExports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type RevisionRow, revisionForSending } from '../revision/service';

/** A claim older than this belongs to a request that died mid-call; another may take it over. */
const STALE_CLAIM_MS = 2 * 60_000;
const IN_PROGRESS = 'This job is already being created. Wait a moment and try again.';

export type ExportRow = typeof quoteJobExports.$inferSelect;
export type Claim = { kind: 'claimed'; row: ExportRow } | { kind: 'done'; row: ExportRow };

/** Shop-Ware's two menu entries write to the same repair order: they share one job. */
const systemFamily = (system: JobExportSystem) => (system === 'SHOP_WARE_V2' ? 'SHOP_WARE' : system);

export function exportKey(quoteId: string, system: JobExportSystem, repairOrderId: string): string {
  return createHash('sha256')
    .update(`${quoteId}|${systemFamily(system)}|${repairOrderId}`)
    .digest('hex');
}

/**
 * Claims the right to create the job of a quote in a repair order. Exactly one caller gets
 * 'claimed'; a finished export is returned as 'done' so the caller answers with it instead of
 * writing again.
 */
export async function claimExport(
  db: Db,
  values: {
    quoteId: string;
    shopId: string;
    system: JobExportSystem;
    repairOrderId: string;
    userId: string;
  },
  attempt = 0,
): Promise<Claim> {
  const idempotency_key = exportKey(values.quoteId, values.system, values.repairOrderId);
  const [inserted] = await db
    .insert(quoteJobExports)
    .values({
      quote_id: values.quoteId,
      shop_id: values.shopId,
      system: values.system,
      repair_order_id: values.repairOrderId,
      idempotency_key,
      status: 'PENDING',
      created_by: values.userId,
    })
    .onConflictDoNothing({ target: quoteJobExports.idempotency_key })
    .returning();
  if (inserted) return { kind: 'claimed', row: inserted };

  const [existing] = await db
    .select()
    .from(quoteJobExports)
    .where(eq(quoteJobExports.idempotency_key, idempotency_key));
  // Released between our insert and this read: claim again (once).
  if (!existing) {
    if (attempt > 0) throw new AppError('CONFLICT', IN_PROGRESS);
    return claimExport(db, values, attempt + 1);
  }
  if (existing.status === 'CREATED') return { kind: 'done', row: existing };
  if (Date.now() - existing.updated_at.getTime() < STALE_CLAIM_MS)
    throw new AppError('CONFLICT', IN_PROGRESS);
  // Guarded by the old timestamp so two callers cannot both take over the same stale claim.
  const [taken] = await db
    .update(quoteJobExports)
    .set({ updated_at: new Date(), created_by: values.userId })
    .where(and(eq(quoteJobExports.id, existing.id), eq(quoteJobExports.updated_at, existing.updated_at)))
    .returning();
  if (!taken) throw new AppError('CONFLICT', IN_PROGRESS);
  return { kind: 'claimed', row: taken };
}

/**
 * Records the created job with the revision it wrote (decision 009): the content read before
 * the call, kept as a new revision when it charges otherwise than the latest one.
 */
export async function completeExport(
  db: Db,
  claim: ExportRow,
  outcome: Pick<ExportRow, 'external_job_id' | 'repair_order_number' | 'link' | 'result'>,
  sent: { quote: { id: string; shop_id: string }; content: ChargedContent; userId: string },
): Promise<{ row: ExportRow; revision: RevisionRow }> {
  return db.transaction(async (tx) => {
    const { revision } = await revisionForSending(tx, {
      quote: sent.quote,
      content: sent.content,
      reason: {
        kind: 'JOB',
        system: claim.system,
        repairOrderId: claim.repair_order_id,
        repairOrderNumber: outcome.repair_order_number,
      },
      userId: sent.userId,
    });
    const [row] = await tx
      .update(quoteJobExports)
      .set({ ...outcome, status: 'CREATED', revision_id: revision.id })
      .where(eq(quoteJobExports.id, claim.id))
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The job was created but its record was lost.');
    return { row, revision };
  });
}

/** A failed call leaves nothing behind: the claim goes, so a later try starts afresh. */
export async function releaseExport(db: Db, id: string): Promise<void> {
  await db
    .delete(quoteJobExports)
    .where(and(eq(quoteJobExports.id, id), eq(quoteJobExports.status, 'PENDING')));
}
