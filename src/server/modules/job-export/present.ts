import { and, desc, eq, inArray } from 'drizzle-orm';
import { contentEstimate } from '../../../shared/quote-revision';
import type { Db } from '../../db/client';
import { JOB_EXPORT_SYSTEMS, type JobExportSystem, quoteJobExports, quoteRevisions } from '../../db/schema';
import type { RevisionRow } from '../revision/service';
import type { BuilderExportRow, ExportRow } from './claim';
import { systemFamily } from './keys';
import type { LeftOutJob } from './work';

type RevisionSummary = Pick<RevisionRow, 'number' | 'total' | 'content'> | null;

/** What a caller shows after writing a job: its id, where to see it, whether it was there before. */
export function presentExport(row: ExportRow | BuilderExportRow, alreadyCreated: boolean) {
  return {
    id: row.external_job_id ?? '',
    repairOrderId: row.repair_order_id,
    repairOrderNumber: row.repair_order_number,
    link: row.link ?? '',
    /** True when this call found the job created earlier and wrote nothing. */
    alreadyCreated,
  };
}

/** The quote's dialogs also show the system, what the job holds, when, and the quote's revision. */
export function presentQuoteExport(row: ExportRow, alreadyCreated: boolean, revision: RevisionSummary) {
  const result = row.result ?? {};
  return {
    ...presentExport(row, alreadyCreated),
    system: row.system,
    result: row.result,
    createdAt: row.created_at,
    /** UPDATED: the RO's job written again with a newer revision's approved work. */
    kind: (result.update ? 'UPDATED' : 'CREATED') as 'CREATED' | 'UPDATED',
    /** The revision of the quote the job wrote (null for jobs from before revisions). */
    revision: revision
      ? {
          number: revision.number,
          total: revision.total,
          /**
           * What the customer pays for the work written: the approved jobs' total due when only
           * they went (kept with the job), else the revision's, fees, discounts and tax included.
           */
          totalDue:
            (typeof result.totalDueCents === 'number'
              ? result.totalDueCents
              : contentEstimate(revision.content).totalDueCents) / 100,
        }
      : null,
    /** The revision's jobs the customer declined or did not answer, which were not written. */
    leftOut: (Array.isArray(result.jobsLeftOut) ? result.jobsLeftOut : []) as LeftOutJob[],
  };
}

export async function revisionOf(db: Db, row: ExportRow): Promise<RevisionSummary> {
  if (!row.revision_id) return null;
  const [revision] = await db
    .select({ number: quoteRevisions.number, total: quoteRevisions.total, content: quoteRevisions.content })
    .from(quoteRevisions)
    .where(eq(quoteRevisions.id, row.revision_id));
  return revision ?? null;
}

/**
 * The RO's job: the newest written from a quote on a repair order of a system (Shop-Ware's two
 * entries count as one; an update is a newer row), or null.
 */
export async function heldExport(
  db: Db,
  quoteId: string,
  system: JobExportSystem,
  repairOrderId: string,
): Promise<ExportRow | null> {
  const family = JOB_EXPORT_SYSTEMS.filter((s) => systemFamily(s) === systemFamily(system));
  const [row] = await db
    .select()
    .from(quoteJobExports)
    .where(
      and(
        eq(quoteJobExports.quote_id, quoteId),
        inArray(quoteJobExports.system, family),
        eq(quoteJobExports.repair_order_id, repairOrderId),
        eq(quoteJobExports.status, 'CREATED'),
      ),
    )
    .orderBy(desc(quoteJobExports.created_at))
    .limit(1);
  return row ?? null;
}

/**
 * What the RO holds when a job was already written for it, or null. Looked up before anything
 * else so a second attempt answers with it even when the quote could not be written now
 * (sourcing running, lines removed).
 */
export async function createdExport(db: Db, quoteId: string, system: JobExportSystem, repairOrderId: string) {
  const row = await heldExport(db, quoteId, system, repairOrderId);
  return row ? presentQuoteExport(row, true, await revisionOf(db, row)) : null;
}
