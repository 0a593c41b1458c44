import { createHash } from 'node:crypto';
import type { JobExportSystem } from '../../db/schema';

// How a written job is recognised: our idempotency key (the claim's unique key) and the marker
// written into the job, by which an earlier attempt whose answer was lost is found again.

/** Shop-Ware's two menu entries write to the same repair order: they share one job. */
export const systemFamily = (system: JobExportSystem) => (system === 'SHOP_WARE_V2' ? 'SHOP_WARE' : system);

/** A quote's job: one per quote, system family and repair order. */
export function exportKey(quoteId: string, system: JobExportSystem, repairOrderId: string): string {
  return createHash('sha256')
    .update(`${quoteId}|${systemFamily(system)}|${repairOrderId}`)
    .digest('hex');
}

/**
 * The RO's job written again with a newer revision's approved work: once per quote, system
 * family, repair order and revision number.
 */
export function updateKey(
  quoteId: string,
  system: JobExportSystem,
  repairOrderId: string,
  revisionNumber: number,
): string {
  return createHash('sha256')
    .update(`${quoteId}|${systemFamily(system)}|${repairOrderId}|${revisionNumber}`)
    .digest('hex');
}

/** A builder's job: one per shop, system, repair order and the key the builder sent. */
export function builderExportKey(
  values: { shopId: string; system: JobExportSystem; repairOrderId: string },
  key: string,
): string {
  return createHash('sha256')
    .update(`${values.shopId}|${values.system}|${values.repairOrderId}|${key}`)
    .digest('hex');
}

export const jobMarker = (quoteId: string) => `ref RQ-${quoteId}`;
export const builderJobMarker = (idempotencyKey: string) => `ref RQB-${idempotencyKey.slice(0, 16)}`;
