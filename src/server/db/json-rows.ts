import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// Column types whose JSON value (PostgreSQL's to_json) is what drizzle returns for them.
const AS_IN_JSON = new Set(['PgUUID', 'PgText', 'PgVarchar', 'PgInteger', 'PgNumericNumber', 'PgBoolean']);
// Column types drizzle maps from the driver's value: a timestamp's text to a Date, a jsonb's
// JSON string parsed again; the same mapping turns their JSON value into what drizzle returns.
const MAPPED = new Set(['PgTimestamp', 'PgJsonb']);

/**
 * A table's row as a JSON object PostgreSQL builds (`fields` goes into json_build_object), so a
 * row's lists come back in one value of one row instead of a query each (decision 027), and
 * `parse`, which turns that object back into exactly what `db.select().from(table)` gives: the
 * same keys in the same order, less `omit`, with dates as Dates. A column type whose JSON could
 * read differently (a numeric kept as a string, a bigint) is refused when the module loads.
 */
export function jsonRowOf<T extends PgTable, Omitted extends keyof T['$inferSelect'] & string = never>(
  table: T,
  omit: readonly Omitted[] = [],
) {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => !(omit as readonly string[]).includes(key),
  );
  const mapped: Array<[string, Column]> = [];
  for (const [key, column] of columns) {
    if (!/^\w+$/.test(key)) throw new Error(`jsonRowOf: unexpected column key ${key}`);
    if (MAPPED.has(column.columnType)) mapped.push([key, column]);
    else if (!AS_IN_JSON.has(column.columnType))
      throw new Error(`jsonRowOf: ${key} is a ${column.columnType}, whose JSON value is not drizzle's`);
  }
  return {
    fields: sql.join(
      columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
      sql`, `,
    ) as SQL,
    parse(row: Record<string, unknown>): Omit<T['$inferSelect'], Omitted> {
      for (const [key, column] of mapped) {
        const value = row[key];
        if (value !== null && value !== undefined) row[key] = column.mapFromDriverValue(value);
      }
      return row as Omit<T['$inferSelect'], Omitted>;
    },
  };
}

/** A JSON array built by the database from a correlated subquery: one row carries its children. */
export function jsonList<T>(subquery: SQL) {
  return sql<T[]>`coalesce((${subquery}), '[]'::json)`;
}
