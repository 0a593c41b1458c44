// `npm run eval`: how often the embedded engine quotes an acceptable primary job for the
// advisor concerns of tests/eval/concerns.json (top-1 and top-3), and how often a message with
// several requests (tests/eval/multi-concerns.json) gets every request quoted, on a freshly
// seeded database.
// EVAL_DATABASE_URL=postgres://… runs it on PostgreSQL instead of in-memory PGlite.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { createEmbeddedEngine } from '../../src/server/ai/embedded/engine';
import { retrieveContext } from '../../src/server/ai/retrieval';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { guideJobs, vehicles } from '../../src/server/db/schema';
import { seedRepairKnowledge } from '../../src/server/seed/generate';

type Concern = {
  id: string;
  concern: string;
  vin: string;
  vehicle: string;
  system: string;
  accept: string[];
};

/** A message with several requests; each request lists the guide jobs a shop would accept for it. */
type MultiConcern = { id: string; concern: string; vin: string; vehicle: string; requires: string[][] };

const data = JSON.parse(readFileSync(new URL('./concerns.json', import.meta.url), 'utf8')) as {
  concerns: Concern[];
};
const multi = JSON.parse(readFileSync(new URL('./multi-concerns.json', import.meta.url), 'utf8')) as {
  concerns: MultiConcern[];
};
const verbose = process.argv.includes('--verbose');
const database = process.env.EVAL_DATABASE_URL
  ? openPostgres(process.env.EVAL_DATABASE_URL)
  : wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
await runMigrations(database);
const db = database.db;
const [{ n } = { n: 0 }] = await db
  .select({ n: guideJobs.id })
  .from(guideJobs)
  .limit(1)
  .then((r) => r.map(() => ({ n: 1 })));
if (!n) await seedRepairKnowledge(db, { jobs: 1500 });
const smartJobIdOf = new Map(
  (await db.select({ id: guideJobs.id, s: guideJobs.smartJobId }).from(guideJobs)).map((r) => [r.id, r.s]),
);
const shop = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Eval Shop',
  standard_labor_rate: 150,
  state: 'CA',
};
const engine = createEmbeddedEngine();

const explainAt = process.argv.indexOf('--explain');
if (explainAt > 0) {
  // npm run eval -- --explain "concern" [VIN]: the top guide jobs with each token's contribution.
  const { loadGuideIndex, scoreGuideJobs } = await import('../../src/server/ai/guide-index');
  const { parseConcern } = await import('../../src/server/ai/understand/concern');
  const index = await loadGuideIndex(db);
  const vin = process.argv[explainAt + 2] ?? data.concerns[0]!.vin;
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.vin, vin));
  const parsed = parseConcern(process.argv[explainAt + 1]!, index.vocabulary);
  console.log(parsed.canonical, [...parsed.weights].map(([k, w]) => `${k}:${w.toFixed(2)}`).join(' '));
  for (const r of scoreGuideJobs(index, parsed, vehicle!, true).slice(0, 6))
    console.log(`${r.score.toFixed(1)} ${r.entry.job.smartJobId} ${r.entry.job.name}: ${r.why?.join(' ')}`);
  process.exit(0);
}

let top1 = 0;
let top3 = 0;
const failures: string[] = [];
const bySystem = new Map<string, { n: number; ok: number }>();
const timings: number[] = [];
for (const item of data.concerns) {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.vin, item.vin)).limit(1);
  if (!vehicle) throw new Error(`${item.id}: VIN ${item.vin} is not in the seeded vehicles`);
  const started = performance.now();
  const context = await retrieveContext(db, { vehicle, shop: { ...shop }, concern: item.concern });
  const draft = await engine.generateQuote({ context, history: [] });
  timings.push(performance.now() - started);
  const ranked = context.guideJobs.map((g) => g.smartJobId);
  const first = draft.guideJobs[0] ? smartJobIdOf.get(draft.guideJobs[0].id) : undefined;
  const ok1 = first !== undefined && item.accept.includes(first);
  const ok3 = ranked.slice(0, 3).some((s) => item.accept.includes(s));
  top1 += ok1 ? 1 : 0;
  top3 += ok3 ? 1 : 0;
  const sys = bySystem.get(item.system) ?? { n: 0, ok: 0 };
  sys.n += 1;
  sys.ok += ok1 ? 1 : 0;
  bySystem.set(item.system, sys);
  if (!ok1 || verbose)
    failures.push(
      `${ok1 ? 'ok  ' : ok3 ? 'TOP3' : 'MISS'} ${item.id} "${item.concern}" (${item.vehicle}) → ${ranked.slice(0, 3).join(', ') || 'nothing'}; accept ${item.accept.join(', ')}`,
    );
}
// A multi-request case passes when every request has an acceptable job among the quote's
// non-suggested lines: the lines the customer is asked to approve.
let allQuoted = 0;
const multiFailures: string[] = [];
for (const item of multi.concerns) {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.vin, item.vin)).limit(1);
  if (!vehicle) throw new Error(`${item.id}: VIN ${item.vin} is not in the seeded vehicles`);
  const started = performance.now();
  const context = await retrieveContext(db, { vehicle, shop: { ...shop }, concern: item.concern });
  const draft = await engine.generateQuote({ context, history: [] });
  timings.push(performance.now() - started);
  const quoted = new Set(
    [...draft.laborItems, ...draft.partItems]
      .filter((line) => !line.is_suggested)
      .map((line) => line.source?.guideJob?.smartJobId)
      .filter((id): id is string => id !== undefined),
  );
  const missing = item.requires.filter((accept) => !accept.some((id) => quoted.has(id)));
  allQuoted += missing.length === 0 ? 1 : 0;
  if (missing.length || verbose)
    multiFailures.push(
      `${missing.length ? 'MISS' : 'ok  '} ${item.id} ${JSON.stringify(item.concern)} (${item.vehicle}) → ${[...quoted].join(', ') || 'nothing'}${missing.length ? `; missing ${missing.map((m) => m.join('|')).join(', ')}` : ''}`,
    );
}

const total = data.concerns.length;
const multiTotal = multi.concerns.length;
const pct = (v: number, n = total) => `${((100 * v) / n).toFixed(1)}%`;
timings.sort((a, b) => a - b);
console.log(failures.join('\n'));
console.log('\nBy system (top-1):');
for (const [system, s] of [...bySystem].sort()) console.log(`  ${system.padEnd(24)} ${s.ok}/${s.n}`);
if (multiFailures.length) console.log(`\nMulti-request concerns:\n${multiFailures.join('\n')}`);
console.log(`\n${total} concerns: top-1 ${top1} (${pct(top1)}), top-3 ${top3} (${pct(top3)})`);
console.log(
  `${multiTotal} multi-request concerns: all requests quoted ${allQuoted} (${pct(allQuoted, multiTotal)})`,
);
console.log(
  `Retrieval + composition: p50 ${timings[Math.floor(timings.length * 0.5)]!.toFixed(1)} ms, p95 ${timings[Math.floor(timings.length * 0.95)]!.toFixed(1)} ms`,
);
await database.close();
// `--min 95`: fail (exit 1) when top-1 accuracy or the all-requests-quoted rate is below it.
const minAt = process.argv.indexOf('--min');
const min = minAt > 0 ? Number(process.argv[minAt + 1]) : undefined;
const belowTop1 = min !== undefined && (100 * top1) / total < min;
const belowMulti = min !== undefined && (100 * allQuoted) / multiTotal < min;
if (belowTop1) console.error(`top-1 accuracy below ${min}%`);
if (belowMulti) console.error(`multi-request concerns with every request quoted below ${min}%`);
if (belowTop1 || belowMulti) process.exit(1);
