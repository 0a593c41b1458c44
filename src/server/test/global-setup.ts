import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * Migrates one PGlite database and dumps it; each test file then loads the dump (0.4 s) instead
 * of running initdb and the migrations again. With TEST_DATABASE_URL each file gets its own
 * PostgreSQL database instead (see harness.ts).
 */
export default async function setup(project: TestProject) {
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

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
