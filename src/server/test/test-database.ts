import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, PGLITE_EXTENSIONS, withReadReplica, wrapPglite } from '../db/client';
import { seedRepairKnowledge } from '../seed/generate';
import { createScratchDatabase, renameDatabase } from './scratch-postgres';

export type TestDatabaseOptions = {
  /**
   * The labor guide, catalogue and this many network jobs, as `seedRepairKnowledge` writes them
   * into an empty database. On PostgreSQL the file's database is a copy of a template seeded once
   * per run for this count; on PGlite it is seeded here.
   */
  knowledgeJobs?: number;
  /**
   * PostgreSQL only: a second copy of the same template as the read replica (DATABASE_READ_URL,
   * decision 042), so both start equal, as a replica does.
   */
  readReplica?: boolean;
};

/**
 * A fresh, migrated database for one test file: PGlite loaded from the migrated template, or,
 * when TEST_DATABASE_URL is set, a PostgreSQL database copied from the run's migrated template
 * (decision 032) and dropped again on close.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl, options);
  if (options.readReplica) throw new Error('a read replica needs PostgreSQL (TEST_DATABASE_URL)');
  const templatePath = inject('pgliteTemplate');
  if (!templatePath) throw new Error('pgliteTemplate was not provided by the global setup');
  const blob = new Blob([readFileSync(templatePath)]);
  const database = wrapPglite(await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS }));
  if (options.knowledgeJobs !== undefined)
    await seedRepairKnowledge(database.db, { jobs: options.knowledgeJobs });
  return database;
}

async function createPostgresTestDatabase(serverUrl: string, options: TestDatabaseOptions) {
  const migrated = inject('postgresTemplate');
  if (!migrated) throw new Error('postgresTemplate was not provided by the global setup');
  const template =
    options.knowledgeJobs === undefined
      ? migrated
      : await knowledgeTemplate(serverUrl, migrated, options.knowledgeJobs);
  const scratch = await createScratchDatabase(serverUrl, 'rq_test', template);
  const replica = options.readReplica ? await createScratchDatabase(serverUrl, 'rq_test', template) : null;
  const primary = openPostgres(scratch.url, 4);
  const database = replica ? withReadReplica(primary, replica.url, 4) : primary;
  return {
    ...database,
    async close() {
      await database.close();
      await Promise.all([scratch.drop(), replica?.drop()]);
    },
  };
}

/**
 * The run's template with the repair knowledge for `jobs` network jobs, made by the first test
 * file that asks (under an advisory lock, so parallel files wait for it rather than seed twice)
 * and published by renaming it, so a half-seeded template is never copied.
 */
async function knowledgeTemplate(serverUrl: string, migrated: string, jobs: number): Promise<string> {
  const name = `${migrated}_k${jobs}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const scratch = await createScratchDatabase(serverUrl, `${name}_wip`, migrated);
      const database = openPostgres(scratch.url, 2);
      try {
        await seedRepairKnowledge(database.db, { jobs });
      } finally {
        await database.close();
      }
      await renameDatabase(serverUrl, scratch.name, name);
    }
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await client.end();
  }
}
