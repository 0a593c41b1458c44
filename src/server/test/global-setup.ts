import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createScratchDatabase, dropDatabase, renameDatabase } from './scratch-postgres';

/**
 * Migrates one template database per run (decision 032), which each test file then copies
 * instead of running the migrations again: on PGlite a dump each file loads, on PostgreSQL
 * (TEST_DATABASE_URL) a database each file gets with CREATE DATABASE … TEMPLATE. Templates that
 * test files seed further (test-database.ts) share the run's name and go with it.
 */
export default async function setup(project: TestProject) {
  // A project can pin its driver (the PGlite project blanks TEST_DATABASE_URL for its files).
  const serverUrl =
    'TEST_DATABASE_URL' in (project.config.env ?? {})
      ? project.config.env.TEST_DATABASE_URL
      : process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(project, serverUrl);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'rq-template-'));
  const file = join(dir, 'template.tar.gz');
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await runMigrations(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `rq_tpl_${randomBytes(5).toString('hex')}`;
  const scratch = await createScratchDatabase(serverUrl, `${name}_wip`);
  const database = openPostgres(scratch.url, 2);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  await renameDatabase(serverUrl, scratch.name, name);
  project.provide('postgresTemplate', name);
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'",
      [name],
    );
    await client.end();
    for (const row of rows) await dropDatabase(serverUrl, row.datname);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
