// Quote generation with the embedded engine: p50/p95 of quote.createQuoteAi's work (retrieval,
// composition and the write transaction) for the evaluation concerns on a shop set up as the
// demo's Bayside (notes, guidelines, matrices), on the demo-sized network
// (20k jobs) and on 100k jobs. Datasets are seeded on the first run and reused.
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { forgetNetworkReads } from '../src/server/db/kept-reads';
import { shops, users, vehicles } from '../src/server/db/schema';
import { createDeps } from '../src/server/deps';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { createQuoteFromConcern } from '../src/server/modules/quote/service/create';
import { seedDemoKnowledge } from '../src/server/seed/demo-knowledge';
import { benchBackgroundWork } from './background-work';
import { benchQuoteOutcome } from './quote-outcome';
import { ensureSeeded, openBenchDatabase } from './search';

type Concern = { concern: string; vin: string };
const CONCERNS = ['concerns.json', 'advisor-concerns.json'].flatMap(
  (file) =>
    (
      JSON.parse(readFileSync(new URL(`../tests/eval/${file}`, import.meta.url), 'utf8')) as {
        concerns: Concern[];
      }
    ).concerns,
);
const BENCH_SHOP = { name: 'Bayside Auto Care', standard_labor_rate: 165, state: 'CA', city: 'San Mateo' };

function percentile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export async function benchQuotes(kind: 'postgres' | 'pglite', jobsWanted: number) {
  const label = `[quote generation: ${kind}, ${jobsWanted.toLocaleString('en-US')} network jobs]`;
  const database = await openBenchDatabase(kind, jobsWanted);
  if (!database) {
    console.log(`\n${label} skipped: database not reachable`);
    return;
  }
  try {
    console.log(`\n${label}`);
    console.log(`  dataset: ${await ensureSeeded(database, jobsWanted)}`);
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      DATA_DIR: '.data/bench',
      LOG_LEVEL: 'silent',
    });
    const deps = createDeps(env, database, createLogger('silent', false));
    const db = deps.db;
    await db
      .insert(users)
      .values({
        id: 'bench-user',
        name: 'Bench Advisor',
        email: 'bench-advisor@example.test',
        emailVerified: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .onConflictDoNothing();
    const [user] = await db.select().from(users).where(eq(users.id, 'bench-user'));
    // Quotes as they ship: on a shop set up like the demo's Bayside (its notes, the app
    // guidelines, its parts and labor matrices), not a bare shop.
    let [shop] = await db.select().from(shops).where(eq(shops.name, BENCH_SHOP.name));
    if (!shop) {
      [shop] = await db.insert(shops).values(BENCH_SHOP).returning();
      await seedDemoKnowledge(db, [shop!], null);
    }
    const vinRows = await db
      .select({ id: vehicles.id, vin: vehicles.vin })
      .from(vehicles)
      .where(inArray(vehicles.vin, [...new Set(CONCERNS.map((c) => c.vin))]));
    const vehicleId = new Map(vinRows.map((v) => [v.vin, v.id]));
    // The demo plates' vehicles are decoded on first look-up in the app; the bench uses the catalogue's.
    const concerns = CONCERNS.filter((c) => vehicleId.has(c.vin));
    const ctx = { deps, db, user: user as never, shop: shop! };
    const run = (c: Concern) =>
      createQuoteFromConcern(ctx, { vehicleId: vehicleId.get(c.vin)!, searchQuery: c.concern });
    for (const c of concerns.slice(0, 10)) await run(c); // warm the guide index and caches
    const samples: number[] = [];
    for (const c of concerns) {
      // Each quote reads the network's history anew, as the first quote of its job on its car
      // does (db/kept-reads.ts keeps it for the next ones): the figure is not helped by the cache.
      forgetNetworkReads();
      const started = performance.now();
      await run(c);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `  quote.createQuoteAi (retrieve + compose + write) over ${samples.length} concerns: p50 ${ms(percentile(samples, 0.5))}, p95 ${ms(percentile(samples, 0.95))}, max ${ms(samples.at(-1)!)}`,
    );
    console.log(`  ${await benchBackgroundWork(deps, ctx, vehicleId.get(concerns[0]!.vin)!)}`);
    const outcomeQuotes: string[] = [];
    for (const c of concerns.slice(0, 40)) {
      const created = await run(c);
      if (created.response.quote) outcomeQuotes.push(created.response.quote.id);
    }
    for (const line of await benchQuoteOutcome(deps, ctx, outcomeQuotes)) console.log(`  ${line}`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.env.BENCH_ONLY;
  for (const [kind, size] of [
    ['pglite', 20_000],
    ['postgres', 20_000],
    ['postgres', 100_000],
    ['pglite', 100_000],
    ['postgres', 1_000_000],
  ] as const) {
    if (!only || only === `${kind}:${size}`) await benchQuotes(kind, size);
  }
}
