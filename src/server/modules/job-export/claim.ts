import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { builderJobExports, quoteJobExports } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// The one claim before a call that must happen once (decision 033): a row with a unique key is
// inserted first, so exactly one request does the work. Job exports (quotes and the builder) and
// the public API's Idempotency-Key use it, with the same stale-claim rule.

/** A claim older than this belongs to a request that died mid-call; another may take it over. */
export const CLAIM_LEASE_MS = 2 * 60_000;

export type RowClaim<Row> =
  /** Ours: inserted now, or a stale claim taken over. */
  | { kind: 'claimed'; row: Row }
  /** Finished by an earlier request: answer with it, do nothing. */
  | { kind: 'done'; row: Row }
  /** Held by a live request (null: released twice while we looked). */
  | { kind: 'busy'; row: Row | null };

export type ClaimSpec<T extends PgTable> = {
  table: T;
  /** The unique key's columns, and the condition that finds the key's row. */
  target: PgColumn | PgColumn[];
  key: SQL | undefined;
  values: T['$inferInsert'];
  /** The column dating the claim; a takeover renews it. */
  claimedAt: keyof T['_']['columns'] & string;
  /** A row still waiting for its request to finish: the same test in SQL and on a read row. */
  pending: SQL;
  isDone: (row: T['$inferSelect']) => boolean;
  /** What else a stale row must match to be taken over, and what the new owner writes into it. */
  takeOver?: { where?: SQL; set?: Partial<T['$inferInsert']> };
};

export async function claimRow<T extends PgTable>(
  db: Db,
  spec: ClaimSpec<T>,
): Promise<RowClaim<T['$inferSelect']>> {
  type Row = T['$inferSelect'];
  const claimedAt = getTableColumns(spec.table)[spec.claimedAt];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [inserted] = await db
      .insert(spec.table)
      .values(spec.values as PgInsertValue<T>)
      .onConflictDoNothing({ target: spec.target })
      .returning();
    if (inserted) return { kind: 'claimed', row: inserted as Row };

    const [existing] = (await db
      .select()
      .from(spec.table as PgTable)
      .where(spec.key)) as Row[];
    // Released between our insert and this read (its request failed): claim again.
    if (!existing) continue;
    if (spec.isDone(existing)) return { kind: 'done', row: existing };
    // The age is read on the database's clock and checked in the update itself, so instances
    // with skewed clocks agree and of two callers only one takes the row over.
    const [taken] = (await db
      .update(spec.table)
      .set({ ...spec.takeOver?.set, [spec.claimedAt]: sql`now()` } as PgUpdateSetSource<T>)
      .where(
        and(
          spec.key,
          spec.pending,
          sql`${claimedAt} < now() - ${`${CLAIM_LEASE_MS} milliseconds`}::interval`,
          spec.takeOver?.where,
        ),
      )
      .returning()) as Row[];
    if (taken) return { kind: 'claimed', row: taken };
    return { kind: 'busy', row: existing };
  }
  return { kind: 'busy', row: null };
}

/** The two tables a job is recorded in: a quote's jobs and the builder's. */
export type ExportTable = typeof quoteJobExports | typeof builderJobExports;
export type ExportRow = typeof quoteJobExports.$inferSelect;
export type BuilderExportRow = typeof builderJobExports.$inferSelect;
export type ExportRowOf<T extends ExportTable> = T['$inferSelect'];
export type ExportClaimValues<T extends ExportTable> = T['$inferInsert'] & {
  idempotency_key: string;
  created_by: string;
};
/** What writing a job into the shop system gives us to record. */
export type ExportOutcome = {
  external_job_id: string;
  repair_order_number: string;
  link: string;
  result: Record<string, unknown>;
};

/** How long a second request for the same job waits for the first one before it is refused. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 100;
export const IN_PROGRESS = 'This job is already being created. Wait a moment and try again.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the right to write one job. A finished export is 'done'; while a live request holds the
 * claim this one waits for it (decision 033) and answers with its job, or writes itself if the
 * first one failed; still held after the wait, it is CONFLICT.
 */
export async function claimExport<T extends ExportTable>(
  db: Db,
  table: T,
  values: ExportClaimValues<T>,
  waitMs = WAIT_FOR_FIRST_MS,
): Promise<{ kind: 'claimed' | 'done'; row: ExportRowOf<T> }> {
  const exports = table as typeof quoteJobExports;
  const waitUntil = Date.now() + waitMs;
  for (;;) {
    const claim = await claimRow<T>(db, {
      table,
      target: exports.idempotency_key,
      key: eq(exports.idempotency_key, values.idempotency_key),
      values,
      claimedAt: 'updated_at',
      pending: eq(exports.status, 'PENDING'),
      isDone: (row) => (row as ExportRow).status === 'CREATED',
      takeOver: { set: { created_by: values.created_by } as Partial<T['$inferInsert']> },
    });
    if (claim.kind !== 'busy') return claim;
    if (Date.now() >= waitUntil) throw new AppError('CONFLICT', IN_PROGRESS);
    await sleep(POLL_MS);
  }
}

/** Records the written job on its claim (in the caller's transaction when given one). */
export async function completeExport<T extends ExportTable>(
  db: Db | Tx,
  table: T,
  id: string,
  outcome: ExportOutcome & { revision_id?: string },
): Promise<ExportRowOf<T>> {
  const exports = table as typeof quoteJobExports;
  const [row] = await db
    .update(exports)
    .set({ ...outcome, status: 'CREATED' })
    .where(eq(exports.id, id))
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The job was created but its record was lost.');
  return row as ExportRowOf<T>;
}

/** A failed call leaves nothing behind: the claim goes, so a later try starts afresh. */
export async function releaseExport(db: Db, table: ExportTable, id: string): Promise<void> {
  const exports = table as typeof quoteJobExports;
  await db.delete(exports).where(and(eq(exports.id, id), eq(exports.status, 'PENDING')));
}

/**
 * Writes one job once: claims it, lets `write` put it into the shop system and record it, and
 * releases the claim when that fails, so a failure leaves our data as it was.
 */
export async function exportOnce<T extends ExportTable>(
  db: Db,
  table: T,
  values: ExportClaimValues<T>,
  write: (claim: ExportRowOf<T>) => Promise<ExportRowOf<T>>,
): Promise<{ row: ExportRowOf<T>; alreadyCreated: boolean }> {
  const claim = await claimExport(db, table, values);
  if (claim.kind === 'done') return { row: claim.row, alreadyCreated: true };
  try {
    return { row: await write(claim.row), alreadyCreated: false };
  } catch (error) {
    await releaseExport(db, table, claim.row.id);
    throw error;
  }
}
