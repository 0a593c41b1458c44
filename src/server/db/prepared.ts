import type { Db, Tx } from './client';

/**
 * A hot read built once and run as a named prepared statement (decision 025): drizzle builds the
 * SQL text once instead of on every call, and PostgreSQL parses and plans it once per connection
 * instead of on every execution. Values go in as `sql.placeholder(...)`. Kept per database (and
 * per transaction), so a test's database or a transaction gets its own statement.
 */
export function preparedQuery<Q>(build: (db: Db | Tx) => Q): (db: Db | Tx) => Q {
  const built = new WeakMap<Db | Tx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
