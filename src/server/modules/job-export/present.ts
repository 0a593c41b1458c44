import { and, asc, eq, inArray } from 'drizzle-orm';
import { contentEstimate } from '../../../shared/quote-revision';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { type JobExportSystem, quoteJobExports, quoteRevisions, users } from '../../db/schema';
import { quoteWithShopForUser } from '../quote/service/access';
import type { RevisionRow } from '../revision/service';
import type { BuilderExportRow, ExportRow } from './claim';
import { exportKey } from './keys';

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
  return {
    ...presentExport(row, alreadyCreated),
    system: row.system,
    result: row.result,
    createdAt: row.created_at,
    /** The revision of the quote the job wrote (null for jobs from before revisions). */
    revision: revision
      ? {
          number: revision.number,
          total: revision.total,
          /** What the customer pays on that revision, fees, discounts and tax included. */
          totalDue: contentEstimate(revision.content).totalDueCents / 100,
        }
      : null,
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
 * The job already written for a quote on a repair order of a system (Shop-Ware's two entries
 * count as one), or null. Looked up before anything else so a second attempt answers with it
 * even when the quote could not be written now (sourcing running, lines removed).
 */
export async function createdExport(db: Db, quoteId: string, system: JobExportSystem, repairOrderId: string) {
  const [row] = await db
    .select()
    .from(quoteJobExports)
    .where(
      and(
        eq(quoteJobExports.idempotency_key, exportKey(quoteId, system, repairOrderId)),
        eq(quoteJobExports.status, 'CREATED'),
      ),
    );
  return row ? presentQuoteExport(row, true, await revisionOf(db, row)) : null;
}

/** The jobs created from a quote, newest first, for members of its shop. */
export async function getJobExports(ctx: ProtectedContext, input: { quoteId: string }) {
  await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const rows = await ctx.db
    .select({ row: quoteJobExports, createdBy: users.name })
    .from(quoteJobExports)
    .leftJoin(users, eq(users.id, quoteJobExports.created_by))
    .where(eq(quoteJobExports.quote_id, input.quoteId))
    .orderBy(asc(quoteJobExports.created_at));
  const created = rows.filter(({ row }) => row.status === 'CREATED');
  const revisionIds = created.flatMap(({ row }) => (row.revision_id ? [row.revision_id] : []));
  const revisions = revisionIds.length
    ? await ctx.db
        .select({
          id: quoteRevisions.id,
          number: quoteRevisions.number,
          total: quoteRevisions.total,
          content: quoteRevisions.content,
        })
        .from(quoteRevisions)
        .where(inArray(quoteRevisions.id, revisionIds))
    : [];
  const byId = new Map(revisions.map((r) => [r.id, r]));
  return created
    .map(({ row, createdBy }) => ({
      ...presentQuoteExport(row, true, (row.revision_id && byId.get(row.revision_id)) || null),
      createdBy: createdBy ?? null,
    }))
    .reverse();
}
