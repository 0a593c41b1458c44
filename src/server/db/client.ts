import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  /**
   * Where the network's history is read (decision 042): a replica's pool when DATABASE_READ_URL
   * is set, else `db` itself. Nothing is ever written through it.
   */
  readDb: Db;
  kind: 'postgres' | 'pglite';
  /** The PGlite instance when embedded; migrations and pg-boss need it directly. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The replica's pool, when DATABASE_READ_URL is set. */
  readPool?: pg.Pool;
  close: () => Promise<void>;
};

export const PGLITE_EXTENSIONS = { pg_trgm };

export function openPostgres(url: string, poolSize = 10): Database {
  // JIT compiling pays off for long analytic queries, never for the app's short ones: a network
  // search whose estimate passed jit_above_cost spent more compiling than answering (decision 042).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  rawExecutors.set(db, async (text, params) => {
    await pool.query(text, params);
  });
  return { db, readDb: db, kind: 'postgres', pool, close: () => pool.end() };
}

/** The database with its network reads sent to a read replica (decision 042). */
export function withReadReplica(database: Database, readUrl: string, poolSize = 10): Database {
  const replica = openPostgres(readUrl, poolSize);
  return {
    ...database,
    readDb: replica.db,
    readPool: replica.pool,
    async close() {
      await Promise.all([database.close(), replica.close()]);
    },
  };
}

export function wrapPglite(pglite: PGlite): Database {
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
  rawExecutors.set(db, async (text, params) => {
    await pglite.query(text, params);
  });
  return { db, readDb: db, kind: 'pglite', pglite, close: () => pglite.close() };
}

type RawExecutor = (text: string, params: unknown[]) => Promise<void>;
const rawExecutors = new WeakMap<Db, RawExecutor>();

/** The driver's own query function, for bulk loads that bypass the query builder; none inside a transaction. */
export function rawExecutor(db: Db): RawExecutor | undefined {
  return rawExecutors.get(db);
}

/** PGlite persisted under dataDir: one process may open it at a time. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  return wrapPglite(pglite);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  readUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (!options.databaseUrl) return openPglite(options.dataDir);
  const database = openPostgres(options.databaseUrl, options.poolSize);
  return options.readUrl ? withReadReplica(database, options.readUrl, options.poolSize) : database;
}

/** Keys of the session-level advisory locks the app takes (pg_advisory_lock), one per purpose. */
export const ADVISORY_LOCKS = { migrations: 72_100_001, demoSeed: 72_100_002 } as const;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so instances sharing one database (scale
 * out) do it one at a time. The lock lives on a connection of its own, outside the pool, held
 * until `work` ends: `work` uses the pool as usual and a small pool cannot starve it. PGlite is
 * one process (and its data directory is locked), so there is nothing to take.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!database.pool) return work();
  const client = new pg.Client(database.pool.options);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    // Ending the session releases the lock too, also when the unlock is never reached.
    return await work();
  } finally {
    await client.end();
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: import('drizzle-orm').SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
