// `npm run eval`: how often a quote charges the right work, for the sets of README.md in this
// folder. First the product path: every concern goes through `quote.createQuoteAi` as the advisor
// sends it, on the demo shops with their notes and the app guidelines exactly as `npm start` seeds
// them (demo network of 20,000 jobs). Then the bare engine (retrieval and composition without
// shop knowledge and guidelines), as a second figure.
// EVAL_DATABASE_URL=postgres://… runs it on PostgreSQL instead of in-memory PGlite;
// EVAL_PGLITE_DIR=dir keeps the seeded PGlite database there between runs (quicker iteration).
// `--min 95` fails (exit 1) when a set's product-path figure is below 95 %; `--verbose` lists
// passes too; `--explain "concern" [VIN]` shows why guide jobs rank where they do.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq, inArray } from 'drizzle-orm';
import { isDiagnosticJob } from '../../src/server/ai/diagnosis';
import { createEmbeddedEngine } from '../../src/server/ai/embedded/engine';
import { loadGuideIndex } from '../../src/server/ai/guide-index';
import { retrieveContext } from '../../src/server/ai/retrieval';
import type { SessionUser } from '../../src/server/auth';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import {
  guideJobs,
  guideLaborItems,
  quoteLaborItems,
  quotePartItems,
  users,
} from '../../src/server/db/schema';
import { createDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { engineShopOf, engineVehicle } from '../../src/server/modules/quote/service/engine-input';
import { DEMO_ADVISOR_EMAIL, seedDemoData } from '../../src/server/seed/demo';
import { createCaller } from '../../src/server/trpc/router';
import {
  type Case,
  gradeMulti,
  gradeSingle,
  loadMulti,
  loadSingle,
  type QuotedLine,
  SINGLE_SETS,
} from './cases';

const verbose = process.argv.includes('--verbose');
const minAt = process.argv.indexOf('--min');
const min = minAt > 0 ? Number(process.argv[minAt + 1]) : undefined;

const database = process.env.EVAL_DATABASE_URL
  ? openPostgres(process.env.EVAL_DATABASE_URL)
  : wrapPglite(await PGlite.create({ dataDir: process.env.EVAL_PGLITE_DIR, extensions: PGLITE_EXTENSIONS }));
await runMigrations(database);
const env = loadEnv({
  NODE_ENV: 'test',
  APP_SECRET: 'eval-secret-eval-secret-eval-secret-0123',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'rq-eval-')),
  LOG_LEVEL: 'silent',
  OUTBOX_ONLY: 'true',
});
const deps = createDeps(env, database, createLogger('silent', false));
const db = deps.db;
const seedStarted = performance.now();
await seedDemoData(deps);
const [advisor] = await db.select().from(users).where(eq(users.email, DEMO_ADVISOR_EMAIL));
if (!advisor) throw new Error('The demo seed made no advisor (was the database empty?)');
const caller = createCaller({ deps, db, user: advisor as SessionUser });
const myShops = (await caller.shop.getMyShops()).map((s) => s.shop);
console.log(
  `Demo data as npm start seeds it (${myShops.map((s) => s.name).join(', ')}): ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);

const guide = await db.select({ id: guideJobs.smartJobId, system: guideJobs.system }).from(guideJobs);
const index = await loadGuideIndex(db);
const diagnosticJobs = new Set(index.jobs.filter((e) => isDiagnosticJob(e)).map((e) => e.job.smartJobId));
const systemOf = new Map(guide.map((g) => [g.id, g.system]));
const guideIdOf = new Map(
  (await db.select({ id: guideJobs.id, s: guideJobs.smartJobId }).from(guideJobs)).map((r) => [r.id, r.s]),
);
const jobsOfOperation = new Map<string, string[]>();
for (const row of await db
  .select({ name: guideLaborItems.name, job: guideJobs.smartJobId })
  .from(guideLaborItems)
  .innerJoin(guideJobs, eq(guideJobs.id, guideLaborItems.guide_job_id)))
  jobsOfOperation.set(row.name, [...(jobsOfOperation.get(row.name) ?? []), row.job]);

const vehicleIds = new Map<string, string>();
async function vehicleIdFor(vin: string) {
  let id = vehicleIds.get(vin);
  if (!id) {
    const vehicle = await caller.vehicle.getVehicleByVin({ vin });
    if (!vehicle) throw new Error(`VIN ${vin} did not decode`);
    id = vehicle.id;
    vehicleIds.set(vin, id);
  }
  return id;
}

/** Cases run on the demo shops in turn, so every shop's notes are exercised. */
const shopFor = (i: number) => myShops[i % myShops.length]!;

async function quotedLines(quoteId: string | undefined): Promise<QuotedLine[]> {
  if (!quoteId) return [];
  const [labor, parts] = await Promise.all([
    db
      .select()
      .from(quoteLaborItems)
      .where(inArray(quoteLaborItems.quote_id, [quoteId]))
      .orderBy(asc(quoteLaborItems.position)),
    db.select().from(quotePartItems).where(eq(quotePartItems.quote_id, quoteId)),
  ]);
  const line = (
    title: string,
    suggested: boolean,
    source: (typeof labor)[number]['source'],
    isLabor: boolean,
  ) => {
    const smartJobId = source?.guideJob?.smartJobId;
    const system = smartJobId ? systemOf.get(smartJobId) : title.match(/^(.*) - Diagnose$/)?.[1];
    return { title, suggested, smartJobId, system, labor: isLabor };
  };
  return [
    ...labor.map((l) => line(l.title, l.is_suggested, l.source, true)),
    ...parts.map((p) => line(p.name, p.is_suggested, p.source, false)),
  ];
}

const timings: number[] = [];
async function productQuote(concern: string, vin: string, i: number) {
  const shop = shopFor(i);
  const started = performance.now();
  const created = await caller.quote.createQuoteAi({
    vehicleId: await vehicleIdFor(vin),
    shopId: shop.id,
    searchQuery: concern,
  });
  timings.push(performance.now() - started);
  return { lines: await quotedLines(created.response.quote?.id), reply: created.response.message, shop };
}

const engine = createEmbeddedEngine();
/** The bare engine's primary guide job: retrieval and composition without knowledge or guidelines. */
async function barePrimary(concern: string, vin: string, i: number) {
  const vehicle = await engineVehicle(db, await vehicleIdFor(vin));
  const context = await retrieveContext(
    { db, networkDb: db },
    { vehicle, shop: await engineShopOf(db, shopFor(i)), concern },
  );
  const draft = await engine.generateQuote({
    context: { ...context, knowledge: [], guidelines: [], knowledgeJobs: [] },
    history: [],
  });
  const first = draft.guideJobs[0];
  return first ? guideIdOf.get(first.id) : undefined;
}

const explainAt = process.argv.indexOf('--explain');
if (explainAt > 0) {
  const concern = process.argv[explainAt + 1]!;
  const vin = process.argv[explainAt + 2] ?? '1HGCM82633A004352';
  const { scoreGuideJobs } = await import('../../src/server/ai/guide-index');
  const { parseConcern } = await import('../../src/server/ai/understand/concern');
  const vehicle = await engineVehicle(db, await vehicleIdFor(vin));
  const parsed = parseConcern(concern, index.vocabulary);
  console.log(parsed.canonical, [...parsed.weights].map(([k, w]) => `${k}:${w.toFixed(2)}`).join(' '));
  for (const r of scoreGuideJobs(index, parsed, vehicle, true).slice(0, 6))
    console.log(`${r.score.toFixed(1)} ${r.entry.job.smartJobId} ${r.entry.job.name}: ${r.why?.join(' ')}`);
  const context = await retrieveContext(
    { db, networkDb: db },
    { vehicle, shop: await engineShopOf(db, shopFor(0)), concern },
  );
  console.log(
    `kind ${context.guideJobs[0]?.kind}; guidelines: ${context.guidelines.map((g) => g.title).join(', ')}; diagnosis: ${context.diagnosisJobs[0]?.name ?? '-'}`,
  );
  const quote = await productQuote(concern, vin, 0);
  for (const l of quote.lines)
    console.log(`${l.suggested ? '  suggested' : '  charged  '} ${l.smartJobId ?? '-'} ${l.title}`);
  console.log(`\n${quote.reply}`);
  process.exit(0);
}

type Figure = { set: string; product: number; bare: number; n: number };
const figures: Figure[] = [];
let caseIndex = 0;

for (const set of SINGLE_SETS) {
  const cases = loadSingle(set);
  let product = 0;
  let bare = 0;
  const lines: string[] = [];
  const byKind = new Map<string, { n: number; ok: number }>();
  for (const item of cases) {
    const i = caseIndex++;
    const quote = await productQuote(item.concern, item.vin, i);
    const grade = gradeSingle(item, quote.lines, (id) => diagnosticJobs.has(id));
    const primary = await barePrimary(item.concern, item.vin, i);
    const bareOk = primary !== undefined && bareAccepts(item).includes(primary);
    product += grade.ok ? 1 : 0;
    bare += bareOk ? 1 : 0;
    const kind = byKind.get(item.kind) ?? { n: 0, ok: 0 };
    kind.n += 1;
    kind.ok += grade.ok ? 1 : 0;
    byKind.set(item.kind, kind);
    if (!grade.ok || verbose)
      lines.push(
        `${grade.ok ? 'ok  ' : 'MISS'} ${item.id} [${item.kind}] "${item.concern}" (${item.vehicle}, ${quote.shop.name}) → ${grade.why}; bare ${bareOk ? 'ok' : (primary ?? 'nothing')}; accept ${item.accept.join('|')}${item.diagnose ? `; diagnose ${item.diagnose.join('|')}` : ''}`,
      );
  }
  console.log(`\n== ${set}\n${lines.join('\n')}`);
  console.log(
    `  by kind: ${[...byKind].map(([k, s]) => `${k} ${s.ok}/${s.n}`).join(', ')}; bare engine primary job ${bare}/${cases.length}`,
  );
  figures.push({ set, product, bare, n: cases.length });
}

{
  const cases = loadMulti();
  let product = 0;
  let bare = 0;
  const lines: string[] = [];
  for (const item of cases) {
    const i = caseIndex++;
    const quote = await productQuote(item.concern, item.vin, i);
    const { missing, quoted } = gradeMulti(item, quote.lines);
    product += missing.length === 0 ? 1 : 0;
    bare += (await bareMultiMissing(item, i)) === 0 ? 1 : 0;
    if (missing.length || verbose)
      lines.push(
        `${missing.length ? 'MISS' : 'ok  '} ${item.id} ${JSON.stringify(item.concern)} (${item.vehicle}, ${quote.shop.name}) → charged ${quoted.join(', ') || 'nothing'}${missing.length ? `; missing ${missing.map((m) => m.join('|')).join(', ')}` : ''}`,
      );
  }
  console.log(`\n== multi-concerns.json\n${lines.join('\n')}`);
  figures.push({ set: 'multi-concerns.json', product, bare, n: cases.length });
}

/** The bare engine passes a single case when its primary job is a repair or diagnosis accepted. */
function bareAccepts(item: Case): string[] {
  return [...item.accept, ...(item.diagnose ?? []).flatMap((t) => jobsOfOperation.get(t) ?? [])];
}

async function bareMultiMissing(item: ReturnType<typeof loadMulti>[number], i: number) {
  const vehicle = await engineVehicle(db, await vehicleIdFor(item.vin));
  const context = await retrieveContext(
    { db, networkDb: db },
    {
      vehicle,
      shop: await engineShopOf(db, shopFor(i)),
      concern: item.concern,
    },
  );
  const draft = await engine.generateQuote({
    context: { ...context, knowledge: [], guidelines: [], knowledgeJobs: [] },
    history: [],
  });
  const quoted = new Set(
    [...draft.laborItems, ...draft.partItems]
      .filter((l) => !l.is_suggested)
      .map((l) => l.source?.guideJob?.smartJobId),
  );
  return item.requires.filter((accept) => !accept.some((id) => quoted.has(id))).length;
}

const pct = (v: number, n: number) => `${((100 * v) / n).toFixed(1)}%`;
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)]!;
console.log('\nProduct path (quote.createQuoteAi on the demo shops, notes and guidelines on):');
for (const f of figures) console.log(`  ${f.set.padEnd(24)} ${f.product}/${f.n} (${pct(f.product, f.n)})`);
console.log('Bare engine (no shop knowledge, no guidelines):');
for (const f of figures) console.log(`  ${f.set.padEnd(24)} ${f.bare}/${f.n} (${pct(f.bare, f.n)})`);
console.log(
  `quote.createQuoteAi: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms over ${timings.length} quotes`,
);
await database.close();
const below = figures.filter((f) => min !== undefined && (100 * f.product) / f.n < min);
for (const f of below) console.error(`${f.set}: product path ${pct(f.product, f.n)} is below ${min}%`);
if (below.length) process.exit(1);
