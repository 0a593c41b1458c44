import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createScratchDatabase } from './scratch-postgres';

/**
 * A fresh, migrated database for one test file: PGlite loaded from the migrated template, or,
 * when TEST_DATABASE_URL is set, a new PostgreSQL database dropped again on close.
 */
export async function createTestDatabase(templatePath: string | undefined): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl);
  if (!templatePath) throw new Error('pgliteTemplate was not provided by the global setup');
  const blob = new Blob([readFileSync(templatePath)]);
  const pglite = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
  return wrapPglite(pglite);
}

async function createPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const scratch = await createScratchDatabase(serverUrl, 'rq_test');
  const database = openPostgres(scratch.url, 4);
  await runMigrations(database);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
