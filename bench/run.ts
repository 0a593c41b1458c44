// `npm run bench`: foundation benchmarks. Figures, not assertions (machines are noisy).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { HttpBindings } from '@hono/node-server';
import { createHttpApp } from '../src/server/app';
import { type Database, openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { createDeps } from '../src/server/deps';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { DEMO_ADMIN_EMAIL, DEMO_ADVISOR_EMAIL, seedDemoData } from '../src/server/seed/demo';
import { DEMO_PLATES } from '../src/server/seed/demo-vehicles';
import { createScratchDatabase } from '../src/server/test/scratch-postgres';
import { createCaller } from '../src/server/trpc/router';
import { routeBundleSize } from './bundle-size';
import { describeTransfer, measureBundleTransfer } from './bundle-transfer';
import { benchLoad } from './load';
import { benchQuotes } from './quote';
import { benchReads } from './read-throughput';
import { benchSearch } from './search';
import { benchTokenFlood } from './token-flood';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_ONLY=<name> runs that bench alone (db, bundle, search, quote, reads, load, token-flood);
// without it each runs unless its flag is 0 (BENCH_DB=0 …).
const ONLY = process.env.BENCH_ONLY;
// `npm run bench -- --network 5000000`: the network benches alone (search, quote generation and
// search reads/s) on a dataset of that many jobs, seeded on its first run (not in CI).
const networkFlag = process.argv.indexOf('--network');
const NETWORK = networkFlag > 0 ? Number(process.argv[networkFlag + 1]) : null;
if (NETWORK !== null && !(Number.isInteger(NETWORK) && NETWORK >= 1_000)) {
  console.error('--network takes a number of jobs, at least 1000 (e.g. --network 5000000)');
  process.exit(2);
}
if (NETWORK) {
  await benchSearch('postgres', NETWORK);
  await benchQuotes('postgres', NETWORK);
  await benchReads({ network: NETWORK });
  process.exit(0);
}
const shouldRun = (name: string, flag: string) => (ONLY ? ONLY === name : process.env[flag] !== '0');

async function time<T>(runs: number, fn: () => T | Promise<T>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return `median ${pick(0.5).toFixed(2)} ms, p95 ${pick(0.95).toFixed(2)} ms (n=${runs})`;
}

async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<Database | null> {
  if (kind === 'pglite') return wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  const scratch = await createScratchDatabase(PG_URL, 'rq_bench').catch(() => null);
  if (!scratch) return null;
  const database = openPostgres(scratch.url);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind);
  if (!database) {
    console.log(`\n[${kind}] skipped: ${PG_URL} not reachable`);
    return;
  }
  console.log(`\n[${kind}]`);
  const migrateStart = performance.now();
  await runMigrations(database);
  console.log(`  migrations on an empty database: ${(performance.now() - migrateStart).toFixed(0)} ms`);
  const env = loadEnv({
    NODE_ENV: 'development',
    APP_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '.data/bench',
    LOG_LEVEL: 'silent',
  });
  const deps = createDeps(env, database, createLogger('silent', false));
  const seedStart = performance.now();
  await seedDemoData(deps, { networkJobs: 0 });
  console.log(`  demo seed: ${(performance.now() - seedStart).toFixed(0)} ms`);

  const [user] = await deps.db.query.users.findMany({
    where: (u, { eq }) => eq(u.email, DEMO_ADVISOR_EMAIL),
  });
  const caller = createCaller({ deps, db: deps.db, user: user as never });
  const shops = await caller.shop.getMyShops();
  console.log(`  shop.getMyShops: ${await time(300, () => caller.shop.getMyShops())}`);
  console.log(
    `  shop.getContextShop: ${await time(300, () => caller.shop.getContextShop({ shopIdUrl: shops[1]!.shop.id }))}`,
  );

  // Settings (issue 13): My Shop's save, the knowledge base list, a matrix table saved whole.
  const shop = shops[0]!.shop;
  const saveInput = {
    id: shop.id,
    name: shop.name,
    standardLaborRate: shop.standard_labor_rate,
    sourcePartsOnQuoteCreation: false,
    checkLaborGuideOnQuoteCreation: false,
    phone: shop.phone ?? '',
  };
  console.log(`  shop.saveShop: ${await time(200, () => caller.shop.saveShop(saveInput))}`);
  console.log(
    `  knowledgeBase.getKnowledgeBases: ${await time(300, () => caller.knowledgeBase.getKnowledgeBases({ shopId: shop.id }))}`,
  );
  const partsRows = await caller.matrix.getMatrices({ shopId: shop.id, type: 'PARTS' });
  const matrices = partsRows.map(({ startCost, endCost, multiplier }) => ({
    startCost,
    endCost,
    multiplier,
  }));
  console.log(
    `  matrix.replaceMatrices (${matrices.length} rows): ${await time(200, () => caller.matrix.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices }))}`,
  );

  // Admin area (issue 14): the paged lists and the platform's access table.
  const [adminUser] = await deps.db.query.users.findMany({
    where: (u, { eq }) => eq(u.email, DEMO_ADMIN_EMAIL),
  });
  const admin = createCaller({ deps, db: deps.db, user: adminUser as never });
  console.log(
    `  user.getAdminUsers: ${await time(200, () => admin.user.getAdminUsers({ page: 1, pageSize: 20 }))}`,
  );
  console.log(`  shop.getAdminShops: ${await time(200, () => admin.shop.getAdminShops({ search: '' }))}`);
  console.log(
    `  organization.getAdminOrganizations: ${await time(200, () => admin.organization.getAdminOrganizations({ search: '' }))}`,
  );
  console.log(
    `  quote.getAdminQuotes: ${await time(200, () => admin.quote.getAdminQuotes({ page: 1, pageSize: 20 }))}`,
  );
  console.log(`  authApi.getAdminAuthApis: ${await time(200, () => admin.authApi.getAdminAuthApis())}`);
  console.log(`  appVariable.getAppVariables: ${await time(200, () => admin.appVariable.getAppVariables())}`);

  const vin = DEMO_PLATES[0]!.vin;
  const first = performance.now();
  await caller.vehicle.getVehicleByVin({ vin });
  console.log(
    `  vehicle.getVehicleByVin first decode (cold decoder): ${(performance.now() - first).toFixed(0)} ms`,
  );
  console.log(
    `  vehicle.getVehicleByVin stored VIN: ${await time(300, () => caller.vehicle.getVehicleByVin({ vin }))}`,
  );
  let index = 0;
  const fresh = DEMO_PLATES.slice(1);
  console.log(
    `  vehicle.getVehicleByVin new VIN (decode + store): ${await time(fresh.length, () => caller.vehicle.getVehicleByVin({ vin: fresh[index++]!.vin }))}`,
  );

  const app = createHttpApp(deps, { webDist: '/nonexistent' });
  const bindings = { incoming: { socket: { remoteAddress: '10.0.0.1' } } } as unknown as HttpBindings;
  const signIn = () =>
    app.request(
      'http://localhost:3000/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ADVISOR_EMAIL, password: env.DEMO_PASSWORD }),
      },
      bindings,
    );
  console.log(`  POST /api/auth/sign-in/email (scrypt verify + session): ${await time(8, signIn)}`);
  await database.close();
}

if (shouldRun('db', 'BENCH_DB')) {
  await benchDatabase('pglite');
  await benchDatabase('postgres');
}

// The web bundle: from the build's manifest, and as Chromium downloads it from the real server.
// BENCH_WEB_DIST measures another build directory (built there when it has no manifest).
if (shouldRun('bundle', 'BENCH_BUNDLE')) {
  const webDist = process.env.BENCH_WEB_DIST ?? 'dist/web';
  if (!existsSync(join(webDist, '.vite/manifest.json'))) {
    const outDir = process.env.BENCH_WEB_DIST ? ['--outDir', resolve(webDist), '--emptyOutDir'] : [];
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...outDir],
      {
        stdio: 'inherit',
        // A test runner's NODE_ENV (test) would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }
  console.log(`\n[web bundle] ${webDist}`);
  for (const [route, entry, modules] of [
    // The account pages' own entry imports the sign-in page (decision 026).
    ['/login', 'account.html', []],
    [
      '/ (signed in)',
      'index.html',
      ['app/providers.tsx', 'app/routes/protected-layout.tsx', 'app/routes/home.tsx'],
    ],
  ] as const) {
    const size = routeBundleSize([...modules], webDist, entry);
    console.log(
      `  ${route} (manifest): ${size.files} JS files, ${size.rawKb.toFixed(1)} kB minified, ${size.gzipKb.toFixed(1)} kB gzip`,
    );
  }
  const pages = await measureBundleTransfer(webDist, PG_URL).catch((error: unknown) => {
    console.log(`  Chromium: skipped (${error instanceof Error ? error.message : String(error)})`);
    return [];
  });
  for (const page of pages) {
    const label = page.path === '/' ? '/ (signed in)' : page.path;
    console.log(`  ${label} (Chromium, cold cache): ${describeTransfer(page)}`);
  }
}

// The network job search at scale (datasets are seeded on the first run and reused).
if (shouldRun('search', 'BENCH_SEARCH')) {
  await benchSearch('postgres', 100_000);
  await benchSearch('postgres', 1_000_000);
  await benchSearch('pglite', 100_000);
}

// Quote generation with the embedded engine on the demo-sized network, 100k and 1M jobs.
if (shouldRun('quote', 'BENCH_QUOTE')) {
  await benchQuotes('pglite', 20_000);
  await benchQuotes('postgres', 20_000);
  await benchQuotes('postgres', 100_000);
  await benchQuotes('postgres', 1_000_000);
  await benchQuotes('pglite', 100_000);
}

// Reads per second of quote.getQuoteAi, quote.getQuoteAiViewOnly and job.getJobs at 50 connections
// against the real server (bench/read-throughput.ts). READS_SECONDS sets each run (default 15);
// BENCH_READS=0 skips it.
// Then job.getJobs on the 1M-job dataset, 200 advisors' searches in turn.
if (shouldRun('reads', 'BENCH_READS')) {
  await benchReads();
  await benchReads({ network: 1_000_000 });
}

// Two app instances on one PostgreSQL database under 50 readers and 10 writers, one killed half-way
// (bench/load.ts). LOAD_SECONDS sets the length (default 60); BENCH_LOAD=0 skips it.
if (shouldRun('load', 'BENCH_LOAD')) {
  await benchLoad({ serverUrl: PG_URL, seconds: Number(process.env.LOAD_SECONDS ?? 60) });
}

// A real client's token requests alone and under 8 loops of unknown-client token requests, from
// many addresses and from one (bench/token-flood.ts). BENCH_TOKEN_FLOOD=0 skips it.
if (shouldRun('token-flood', 'BENCH_TOKEN_FLOOD')) await benchTokenFlood();
