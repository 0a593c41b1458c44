import { defineConfig } from 'vitest/config';
import { databaseTestFiles, unitTestFiles } from './scripts/test-files.ts';

// Three projects, so that every test runs once, on the driver it is for (decision 032):
// - unit: tests that touch no database;
// - db: tests on a database, on PostgreSQL when TEST_DATABASE_URL is set (CI), else on PGlite;
// - pglite: with TEST_DATABASE_URL set, the tests of the embedded driver's own code again on
//   PGlite (its migrations, data directory, search extension, demo seed and start-up), as
//   `npm start` runs them.
const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'dev/**/*.test.ts'];
const PGLITE_OWN = [
  'src/server/db/**/*.test.ts',
  'src/server/seed/demo.test.ts',
  'src/server/shutdown.test.ts',
  'src/server/app.test.ts',
  'src/server/modules/job/search.test.ts',
  'src/server/modules/quote/quote-as-shipped.test.ts',
  'src/server/background/*.test.ts',
];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// .ci/run reads the JSON report for the slowest files.
const reportDir = process.env.TEST_REPORT_DIR;
const databaseFiles = databaseTestFiles();

export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/vitest.json` }]] : ['default'],
    projects: [
      // Projects with their own worker counts run one after another, in this order.
      {
        extends: true,
        // CPU-bound: one file a core.
        test: {
          name: 'unit',
          include: TESTS,
          exclude: databaseFiles,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: databaseFiles,
          sequence: { groupOrder: 0 },
          globalSetup: ['./src/server/test/global-setup.ts'],
          // Most of a database test's time is spent waiting on PostgreSQL, another process.
          maxWorkers: onPostgres ? 3 : undefined,
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'pglite',
                include: PGLITE_OWN,
                // A test under those folders that needs no database already ran in `unit`.
                exclude: unitTestFiles(),
                sequence: { groupOrder: 2 },
                globalSetup: ['./src/server/test/global-setup.ts'],
                env: { TEST_DATABASE_URL: '' },
              },
            },
          ]
        : []),
    ],
  },
});
