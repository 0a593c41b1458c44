// Which test files need a database, read from their imports, so that a new test lands in the
// right Vitest project by itself (vitest.config.ts, decision 032).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const TEST_FILE = /\.test\.tsx?$/;
// Where a test's database comes from; a test that reaches one of these (through its own support
// files) or opens a database itself is a database test.
const DATABASE_SOURCES = ['src/server/test/test-database.ts', 'src/server/test/scratch-postgres.ts'];
const OPENS_DATABASE = /PGlite\.create|openPostgres\(|TEST_DATABASE_URL/;
// Support code a test reaches its database through: the test folder, fixtures, test supports.
const SUPPORT_FILE = /(^src\/server\/test\/|fixture|test-support|\.test\.tsx?$)/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walk(path, found);
    else if (TEST_FILE.test(entry.name)) found.push(path);
  }
  return found;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (/\.tsx?$/.test(candidate) && existsSync(join(ROOT, candidate))) return candidate;
  return null;
}

function needsDatabase(file: string, seen = new Set<string>()): boolean {
  if (DATABASE_SOURCES.includes(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (OPENS_DATABASE.test(text) && file.match(TEST_FILE)) return true;
  for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
    const target = resolveImport(file, specifier!);
    if (target && (SUPPORT_FILE.test(target) || DATABASE_SOURCES.includes(target)))
      if (needsDatabase(target, seen)) return true;
  }
  return false;
}

/** The test files under src/ and dev/ that use a database, as paths relative to the project. */
export function databaseTestFiles(): string[] {
  return [...walk('src'), ...walk('dev')]
    .filter((file) => needsDatabase(file))
    .map((file) => relative(ROOT, join(ROOT, file)));
}

/** The test files under src/ and dev/ that need no database (the unit project's). */
export function unitTestFiles(): string[] {
  const database = new Set(databaseTestFiles());
  return [...walk('src'), ...walk('dev')].filter((file) => !database.has(file));
}
