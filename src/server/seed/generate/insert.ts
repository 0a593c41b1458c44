import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { type Db, rawExecutor } from '../../db/client';

// PostgreSQL takes at most 65,535 parameters a statement.
const MAX_PARAMETERS = 60_000;
const COLUMN_BATCH = 5_000;

/**
 * Inserts rows in bulk. With the driver at hand, each batch is one statement whose parameters
 * are one array per column (`insert … select * from unnest($1::uuid[], …)`), which loads several
 * times faster than a multi-row VALUES list; otherwise through the query builder.
 */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: Array<T['$inferInsert']>) {
  if (rows.length === 0) return;
  const execute = rawExecutor(db);
  const keys = Object.keys(rows[0]!);
  const columns = keys.map((key) => (table as unknown as Record<string, PgColumn>)[key]!);
  if (!execute || columns.some((c) => c.getSQLType().endsWith('[]'))) {
    const size = Math.max(1, Math.floor(MAX_PARAMETERS / (keys.length || 1)));
    for (let i = 0; i < rows.length; i += size)
      await db.insert(table).values(rows.slice(i, i + size) as never);
    return;
  }
  const { name, schema } = getTableConfig(table);
  const target = schema ? `"${schema}"."${name}"` : `"${name}"`;
  const text = `insert into ${target} (${columns.map((c) => `"${c.name}"`).join(', ')}) select * from unnest(${columns
    .map((c, i) => `$${i + 1}::${c.getSQLType()}[]`)
    .join(', ')})`;
  for (let i = 0; i < rows.length; i += COLUMN_BATCH) {
    const batch = rows.slice(i, i + COLUMN_BATCH) as Array<Record<string, unknown>>;
    await execute(
      text,
      keys.map((key, c) => batch.map((row) => toParameter(row[key], columns[c]!))),
    );
  }
}

function toParameter(value: unknown, column: PgColumn): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (column.getSQLType() === 'jsonb' || column.getSQLType() === 'json') return JSON.stringify(value);
  return value;
}
