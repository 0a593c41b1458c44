import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';

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
  const name = `rq_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  await runMigrations(database);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
