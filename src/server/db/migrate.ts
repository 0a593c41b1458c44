import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

// Applied from code on both drivers: drizzle-kit cannot migrate PGlite with extensions loaded.
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
