// Load and faults: two app instances (`node --import tsx src/server/main.ts`) on two ports and one
// scratch PostgreSQL database, 50 readers and 10 writers over loopback HTTP for LOAD_SECONDS
// (default 60), each client one request at a time. Half-way one instance is killed with SIGKILL
// and its traffic goes to the other, as a load balancer would send it. Every write acknowledged
// (a 200 answer) is then looked up in the database: none may be missing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { quoteLaborItems, quotes, shops, userShops, users, vehicles } from '../src/server/db/schema';
import { createDeps } from '../src/server/deps';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { createQuoteFromConcern } from '../src/server/modules/quote/service/create';
import { DEMO_ADVISOR_EMAIL, seedDemoData } from '../src/server/seed/demo';
import { SEED_SIZES } from '../src/server/seed/generate';
import { freePort } from '../src/server/test/processes';
import { createScratchDatabase } from '../src/server/test/scratch-postgres';

const APP_SECRET = 'bench-secret-bench-secret-bench-secret-1';
const DEMO_PASSWORD = 'bench-demo-password';
/** Quotes the readers open and the writers add lines to (lines of one quote take turns). */
const SHARED_QUOTES = 12;
const SEARCH_WORDS = ['brake', 'oil', 'noise', 'battery', 'coolant', 'alternator', 'tire', 'rotor'];

type Concern = { concern: string; vin: string };
const CONCERNS = (
  JSON.parse(readFileSync(new URL('../tests/eval/concerns.json', import.meta.url), 'utf8')) as {
    concerns: Concern[];
  }
).concerns;

type Instance = { name: string; port: number; child: ChildProcess; cookie: string; rss: number[] };
type Outcome = { op: string; ms: number; ok: boolean; error?: string; phase: Phase };
type Phase = 'before kill' | 'killed instance, in flight' | 'after kill';

export type LoadOptions = { serverUrl: string; seconds: number; readers?: number; writers?: number };

export async function benchLoad(options: LoadOptions) {
  const readers = options.readers ?? 50;
  const writers = options.writers ?? 10;
  const label = `[load: 2 instances on PostgreSQL, ${readers} readers + ${writers} writers, ${options.seconds} s, SIGKILL of one half-way]`;
  const scratch = await createScratchDatabase(options.serverUrl, 'rq_load').catch(() => null);
  if (!scratch) {
    console.log(`\n${label} skipped: ${options.serverUrl} not reachable`);
    return;
  }
  console.log(`\n${label}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rq-load-'));
  const started: ChildProcess[] = [];
  try {
    const fixture = await prepare(scratch.url, dataDir);
    const instances: Instance[] = [];
    for (const name of ['A', 'B']) {
      const instance = await startInstance(name, scratch.url, dataDir);
      started.push(instance.child);
      instances.push(instance);
    }
    const run = await drive(instances, fixture, { ...options, readers, writers });
    await stopInstance(instances[0]!);
    await report(scratch.url, run, instances);
  } finally {
    for (const child of started)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The demo (with a small network, so quotes have jobs to come from) and the quotes to share. */
async function prepare(url: string, dataDir: string) {
  const database = openPostgres(url, 4);
  try {
    await runMigrations(database);
    const env = loadEnv({
      NODE_ENV: 'development',
      APP_SECRET,
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      LOG_LEVEL: 'silent',
    });
    const deps = createDeps(env, database, createLogger('silent', false));
    await seedDemoData(deps, { networkJobs: SEED_SIZES.small });
    const [user] = await deps.db.select().from(users).where(eq(users.email, DEMO_ADVISOR_EMAIL));
    const [shop] = await deps.db
      .select({ shop: shops })
      .from(shops)
      .innerJoin(userShops, and(eq(userShops.shop_id, shops.id), eq(userShops.user_id, user!.id)))
      .limit(1);
    const vinRows = await deps.db
      .select({ id: vehicles.id, vin: vehicles.vin })
      .from(vehicles)
      .where(inArray(vehicles.vin, [...new Set(CONCERNS.map((c) => c.vin))]));
    const vehicleOf = new Map(vinRows.map((v) => [v.vin, v.id]));
    const concerns = CONCERNS.filter((c) => vehicleOf.has(c.vin)).map((c) => ({
      vehicleId: vehicleOf.get(c.vin)!,
      searchQuery: c.concern,
    }));
    const ctx = { deps, db: deps.db, user: user as never, shop: shop!.shop };
    const quoteIds: string[] = [];
    for (const concern of concerns.slice(0, SHARED_QUOTES)) {
      const created = await createQuoteFromConcern(ctx, concern);
      quoteIds.push(created.response.quote!.id);
    }
    return { shopId: shop!.shop.id, quoteIds, concerns };
  } finally {
    await database.close();
  }
}

async function startInstance(name: string, url: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: url,
      PORT: String(port),
      APP_SECRET,
      DEMO_PASSWORD,
      DATA_DIR: join(dataDir, name),
      DEMO_EMULATORS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  for (let waited = 0; !output.includes('is running at'); waited += 100) {
    if (child.exitCode !== null || waited > 120_000)
      throw new Error(`Instance ${name} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // One sign-in per instance (sign-in is rate limited); the session is the demo advisor's.
  const origin = `http://localhost:${port}`;
  const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADVISOR_EMAIL, password: DEMO_PASSWORD }),
  });
  if (signIn.status !== 200)
    throw new Error(`Sign-in on instance ${name}: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { name, port, child, cookie, rss: [] };
}

async function stopInstance(instance: Instance) {
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

/** One tRPC call over HTTP as the web client makes it (superjson, one call per request). */
async function trpc(instance: Instance, kind: 'query' | 'mutation', path: string, input: unknown) {
  const base = `http://127.0.0.1:${instance.port}/trpc/${path}`;
  const headers = { cookie: instance.cookie, origin: `http://localhost:${instance.port}` };
  const body = JSON.stringify({ json: input });
  const response =
    kind === 'query'
      ? await fetch(`${base}?input=${encodeURIComponent(body)}`, {
          headers,
          signal: AbortSignal.timeout(30_000),
        })
      : await fetch(base, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(30_000),
        });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${response.status} ${text.slice(0, 160)}`);
  return (JSON.parse(text) as { result: { data: { json: unknown } } }).result.data.json;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

type Fixture = Awaited<ReturnType<typeof prepare>>;

async function drive(instances: Instance[], fixture: Fixture, options: Required<LoadOptions>) {
  const live = [...instances];
  const outcomes: Outcome[] = [];
  const acknowledged = { lines: new Set<string>(), quotes: new Set<string>() };
  const sent = { lines: new Set<string>(), quotes: 0 };
  let phase: Phase = 'before kill';
  let killedAt = 0;
  let turn = 0;
  const startedAt = performance.now();
  const deadline = startedAt + options.seconds * 1000;

  // Linux: the resident set of each live instance, once a second.
  const sampleRss = setInterval(() => {
    for (const instance of live) {
      try {
        const status = readFileSync(`/proc/${instance.child.pid}/status`, 'utf8');
        instance.rss.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      } catch {
        // gone, or not Linux
      }
    }
  }, 1000);

  async function timed(op: string, call: (instance: Instance) => Promise<void>) {
    const instance = live[turn++ % live.length]!;
    const start = performance.now();
    const phaseAtStart = phase;
    try {
      await call(instance);
      outcomes.push({ op, ms: performance.now() - start, ok: true, phase: phaseAtStart });
    } catch (error) {
      const inFlightOnKilled = !live.includes(instance);
      outcomes.push({
        op,
        ms: performance.now() - start,
        ok: false,
        error:
          error instanceof Error
            ? error.cause instanceof Error
              ? error.cause.message
              : error.message
            : String(error),
        phase: inFlightOnKilled ? 'killed instance, in flight' : phaseAtStart,
      });
    }
  }

  const readerOps: Array<[string, (i: Instance) => Promise<unknown>]> = [
    ['quote.getQuoteAi', (i) => trpc(i, 'query', 'quote.getQuoteAi', { id: pick(fixture.quoteIds) })],
    ['job.getJobs', (i) => trpc(i, 'query', 'job.getJobs', { search: pick(SEARCH_WORDS) })],
    ['shop.getMyShops', (i) => trpc(i, 'query', 'shop.getMyShops', undefined)],
    [
      'conversation.getConversations',
      (i) => trpc(i, 'query', 'conversation.getConversations', { shopId: fixture.shopId, page: 1 }),
    ],
  ];

  async function reader() {
    while (performance.now() < deadline) {
      const [op, call] = pick(readerOps);
      await timed(op, async (i) => {
        await call(i);
      });
    }
  }

  async function writer(index: number) {
    for (let n = 0; performance.now() < deadline; n += 1) {
      if (n % 5 === 4) {
        await timed('quote.createQuoteAi', async (i) => {
          sent.quotes += 1;
          const created = (await trpc(i, 'mutation', 'quote.createQuoteAi', {
            ...pick(fixture.concerns),
            shopId: fixture.shopId,
          })) as { response: { quote: { id: string } | null } };
          if (created.response.quote) acknowledged.quotes.add(created.response.quote.id);
        });
        continue;
      }
      const title = `load w${index} #${n}`;
      await timed('quote.addQuoteLaborItem', async (i) => {
        sent.lines.add(title);
        const quote = (await trpc(i, 'mutation', 'quote.addQuoteLaborItem', {
          quoteId: pick(fixture.quoteIds),
          title,
          description: 'Added by the load bench',
          hours: 1,
          rate: 150,
        })) as { quote_labor_items: Array<{ title: string }> };
        if (!quote.quote_labor_items.some((l) => l.title === title))
          throw new Error('line missing in the answer');
        acknowledged.lines.add(title);
      });
    }
  }

  const killer = setTimeout(
    () => {
      const victim = live.pop()!;
      victim.child.kill('SIGKILL');
      killedAt = performance.now() - startedAt;
      phase = 'after kill';
    },
    (options.seconds * 1000) / 2,
  );
  await Promise.all([
    ...Array.from({ length: options.readers }, () => reader()),
    ...Array.from({ length: options.writers }, (_, i) => writer(i)),
  ]);
  clearTimeout(killer);
  clearInterval(sampleRss);
  return { outcomes, acknowledged, sent, seconds: (performance.now() - startedAt) / 1000, killedAt };
}

function percentile(sorted: number[], q: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;
}

async function report(url: string, run: Awaited<ReturnType<typeof drive>>, instances: Instance[]) {
  const ok = run.outcomes.filter((o) => o.ok);
  console.log(
    `  ${run.outcomes.length.toLocaleString('en-US')} requests in ${run.seconds.toFixed(1)} s: ${(ok.length / run.seconds).toFixed(0)} ok/s; instance B killed at ${(run.killedAt / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)} on this machine`,
  );
  const allTimes = ok.map((o) => o.ms).sort((a, b) => a - b);
  console.log(
    `  all requests: ${ok.length} ok, ${run.outcomes.length - ok.length} errors, p50 ${percentile(allTimes, 0.5).toFixed(0)} ms, p95 ${percentile(allTimes, 0.95).toFixed(0)} ms, p99 ${percentile(allTimes, 0.99).toFixed(0)} ms`,
  );
  for (const op of [...new Set(run.outcomes.map((o) => o.op))]) {
    const all = run.outcomes.filter((o) => o.op === op);
    const times = all
      .filter((o) => o.ok)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    console.log(
      `  ${op}: ${times.length} ok, ${all.length - times.length} errors, p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms`,
    );
  }
  for (const phase of ['before kill', 'killed instance, in flight', 'after kill'] as const) {
    const failed = run.outcomes.filter((o) => !o.ok && o.phase === phase);
    const kinds = [...new Set(failed.map((o) => o.error))].slice(0, 3).join(' | ');
    console.log(`  errors ${phase}: ${failed.length}${kinds ? ` (${kinds})` : ''}`);
  }
  for (const instance of instances) {
    const rss = instance.rss;
    console.log(
      `  instance ${instance.name} RSS: ${rss.length ? `start ${rss[0]!.toFixed(0)} MB, peak ${Math.max(...rss).toFixed(0)} MB, last ${rss.at(-1)!.toFixed(0)} MB` : 'not sampled'}`,
    );
  }

  const database = openPostgres(url, 1);
  try {
    const lines = await database.db
      .select({ title: quoteLaborItems.title })
      .from(quoteLaborItems)
      .where(like(quoteLaborItems.title, 'load w%'));
    const stored = new Set(lines.map((l) => l.title));
    const lostLines = [...run.acknowledged.lines].filter((t) => !stored.has(t));
    const unacknowledgedStored = [...stored].filter((t) => !run.acknowledged.lines.has(t)).length;
    const createdIds = [...run.acknowledged.quotes];
    const storedQuotes = createdIds.length
      ? await database.db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, createdIds))
      : [];
    console.log(
      `  acknowledged line adds: ${run.acknowledged.lines.size}, found after the run: ${run.acknowledged.lines.size - lostLines.length}, lost: ${lostLines.length}; sent but not acknowledged: ${run.sent.lines.size - run.acknowledged.lines.size} (${unacknowledgedStored} of them stored)`,
    );
    console.log(
      `  acknowledged quotes: ${createdIds.length}, found after the run: ${storedQuotes.length}, lost: ${createdIds.length - storedQuotes.length}; sent but not acknowledged: ${run.sent.quotes - createdIds.length}`,
    );
  } finally {
    await database.close();
  }
}
