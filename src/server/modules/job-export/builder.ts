import { randomUUID } from 'node:crypto';
import type { ProtectedContext } from '../../context-types';
import { builderJobExports, type JobExportSystem } from '../../db/schema';
import { completeExport, type ExportOutcome, exportOnce } from './claim';
import { builderExportKey, builderJobMarker } from './keys';
import { presentExport } from './present';

/**
 * Writes an Enhanced Job builder's job once per idempotency key the builder sends (without one,
 * every call is a new job), and records it. `write` gets the marker to put into the job.
 */
export async function exportBuilderJob(
  ctx: ProtectedContext,
  input: { idempotencyKey?: string | undefined; jobName: string },
  target: { shopId: string; system: JobExportSystem; repairOrderId: string },
  write: (marker: string) => Promise<ExportOutcome>,
) {
  const idempotencyKey = builderExportKey(target, input.idempotencyKey ?? randomUUID());
  const claimValues = {
    shop_id: target.shopId,
    system: target.system,
    repair_order_id: target.repairOrderId,
    idempotency_key: idempotencyKey,
    status: 'PENDING' as const,
    job_name: input.jobName,
    created_by: ctx.user.id,
  };
  const { row, alreadyCreated } = await exportOnce(ctx.db, builderJobExports, claimValues, async (claim) =>
    completeExport(ctx.db, builderJobExports, claim.id, await write(builderJobMarker(idempotencyKey))),
  );
  return presentExport(row, alreadyCreated);
}
