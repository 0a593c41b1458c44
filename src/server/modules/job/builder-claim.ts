import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { builderJobExports, type JobExportSystem } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// The builder's claim on a job, as job-export/claim.ts does it for quotes: the unique key is
// inserted before the external call, so exactly one request writes the job. Unlike the quote's
// claim, a concurrent request with the same key waits for the first one and answers with its job
// (a double click shows the job once instead of an error).

/** A claim older than this belongs to a request that died mid-call; another may take it over. */
const STALE_CLAIM_MS = 2 * 60_000;
/** How long a second click waits for the first one before it is told to try again. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 100;
const IN_PROGRESS = 'This job is already being created. Wait a moment and try again.';

export type BuilderExportRow = typeof builderJobExports.$inferSelect;
export type BuilderClaim =
  | { kind: 'claimed'; row: BuilderExportRow }
  | { kind: 'done'; row: BuilderExportRow };

type ClaimValues = {
  shopId: string;
  system: JobExportSystem;
  repairOrderId: string;
  /** The builder's key; without one every call is a new job. */
  idempotencyKey: string | undefined;
  jobName: string;
  userId: string;
};

export function builderExportKey(
  values: Pick<ClaimValues, 'shopId' | 'system' | 'repairOrderId'>,
  key: string,
) {
  return createHash('sha256')
    .update(`${values.shopId}|${values.system}|${values.repairOrderId}|${key}`)
    .digest('hex');
}

/** Written into the job so an earlier attempt whose answer was lost can be recognised. */
export const builderJobMarker = (row: BuilderExportRow) => `ref RQB-${row.idempotency_key.slice(0, 16)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function claimBuilderExport(db: Db, values: ClaimValues): Promise<BuilderClaim> {
  const idempotency_key = builderExportKey(values, values.idempotencyKey ?? randomUUID());
  const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [inserted] = await db
      .insert(builderJobExports)
      .values({
        shop_id: values.shopId,
        system: values.system,
        repair_order_id: values.repairOrderId,
        idempotency_key,
        status: 'PENDING',
        job_name: values.jobName,
        created_by: values.userId,
      })
      .onConflictDoNothing({ target: builderJobExports.idempotency_key })
      .returning();
    if (inserted) return { kind: 'claimed', row: inserted };

    const [existing] = await db
      .select()
      .from(builderJobExports)
      .where(eq(builderJobExports.idempotency_key, idempotency_key));
    // Released between our insert and this read (the first attempt failed): claim again.
    if (!existing) continue;
    if (existing.status === 'CREATED') return { kind: 'done', row: existing };
    if (Date.now() - existing.updated_at.getTime() >= STALE_CLAIM_MS) {
      // Guarded by the old timestamp so two callers cannot both take over the same stale claim.
      const [taken] = await db
        .update(builderJobExports)
        .set({ updated_at: new Date(), created_by: values.userId })
        .where(
          and(eq(builderJobExports.id, existing.id), eq(builderJobExports.updated_at, existing.updated_at)),
        )
        .returning();
      if (taken) return { kind: 'claimed', row: taken };
    }
    if (Date.now() >= waitUntil) throw new AppError('CONFLICT', IN_PROGRESS);
    await sleep(POLL_MS);
  }
}

export async function completeBuilderExport(
  db: Db,
  claim: BuilderExportRow,
  outcome: Pick<BuilderExportRow, 'external_job_id' | 'repair_order_number' | 'link' | 'result'>,
): Promise<BuilderExportRow> {
  const [row] = await db
    .update(builderJobExports)
    .set({ ...outcome, status: 'CREATED' })
    .where(eq(builderJobExports.id, claim.id))
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The job was created but its record was lost.');
  return row;
}

/** A failed call leaves nothing behind: the claim goes, so a later try starts afresh. */
export async function releaseBuilderExport(db: Db, id: string): Promise<void> {
  await db
    .delete(builderJobExports)
    .where(and(eq(builderJobExports.id, id), eq(builderJobExports.status, 'PENDING')));
}

/** What the builder shows after creating a job: its id, where to see it, whether it was there before. */
export function presentBuilderExport(row: BuilderExportRow, alreadyCreated: boolean) {
  return {
    id: row.external_job_id ?? '',
    repairOrderId: row.repair_order_id,
    repairOrderNumber: row.repair_order_number,
    link: row.link ?? '',
    alreadyCreated,
  };
}
