// Read throughput over HTTP: reads/s and latency of quote.getQuoteAi, quote.getQuoteAiViewOnly and
// job.getJobs at 50 concurrent connections against the real server (a child process on a scratch
// PostgreSQL database, seeded with the demo network on its first start), with autocannon in this
// process as the load generator. On a small machine the generator takes its share of the CPU, so
// the figures include it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import superjson from 'superjson';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { users } from '../src/server/db/schema';
import { createDeps } from '../src/server/deps';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { DEMO_ADVISOR_EMAIL, seedDemoData } from '../src/server/seed/demo';
import { DEMO_PLATES } from '../src/server/seed/demo-vehicles';
import { freePort, stopProcess } from '../src/server/test/processes';
import { sampleSearches } from '../src/server/test/sample-searches';
import { createScratchDatabase } from '../src/server/test/scratch-postgres';
import { benchDatabaseUrl, ensureSeeded, openBenchDatabase } from './search';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.READS_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.READS_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 3;
// A server just started is still compiling its hot code, opening its pool's connections and
// preparing their statements: measured then, the first run looked about twice as costly as later
// ones of the same read on the shared 2-core machine.
const FIRST_WARM_UP_SECONDS = 10;
// READS_ONLY=quote.getQuoteAi measures one procedure. Reads ask for compressed answers as a browser
// does (its Accept-Encoding; the server answers gzip); READS_GZIP=0 asks for none (autocannon's
// default), READS_GZIP=both measures each procedure both ways.
const ONLY = process.env.READS_ONLY;
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const ENCODINGS: Array<'browser' | 'identity'> =
  process.env.READS_GZIP === '0'
    ? ['identity']
    : process.env.READS_GZIP === 'both'
      ? ['browser', 'identity']
      : ['browser'];
// READS_CPU_PROFILE=dir writes the server's CPU profile there when it stops (node --cpu-prof).
const CPU_PROFILE_DIR = process.env.READS_CPU_PROFILE;
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo12345';
const START_TIMEOUT_MS = 300_000;

// autocannon ships no types; this is the part of its API used here.
type AutocannonResult = { errors: number; timeouts: number; non2xx: number; duration: number };
type AutocannonInstance = {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
  ): void;
};
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: Array<{ method: 'GET'; path: string }>;
  },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** A read; with `paths`, each connection asks them in turn (the first is `url`'s). */
type Target = { name: string; url: string; signedIn: boolean; paths?: string[] };

/** `node --import tsx src/server/main.ts` on the given database; resolves once it listens. */
export async function startServer(databaseUrl: string, port: number) {
  const appUrl = `http://localhost:${port}`;
  const profile = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...profile, '--import', 'tsx', 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        APP_URL: appUrl,
        DATA_DIR: '.data/bench-reads',
        DEMO_PASSWORD,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not up after ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      if (!output.includes('Repair Quotes is running')) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, appUrl, startSeconds: (performance.now() - started) / 1000, output: () => output };
}

/** A single, non-batched tRPC GET: `?input=` holds the superjson-encoded input. */
function queryUrl(appUrl: string, path: string, input: unknown) {
  return `${appUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
}

export async function trpcQuery<T>(appUrl: string, path: string, input: unknown, cookie: string): Promise<T> {
  const response = await fetch(queryUrl(appUrl, path, input), { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
  return superjson.deserialize<T>(body.result.data);
}

export async function trpcMutation<T>(
  appUrl: string,
  path: string,
  input: unknown,
  cookie: string,
): Promise<T> {
  const response = await fetch(`${appUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { cookie, origin: appUrl, 'content-type': 'application/json' },
    body: JSON.stringify(superjson.serialize(input)),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
  return superjson.deserialize<T>(body.result.data);
}

/** The browser's cookies for the app: what the server set last, as a Cookie header. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export async function signIn(appUrl: string, jar: CookieJar, email = DEMO_ADVISOR_EMAIL) {
  const response = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: appUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: HTTP ${response.status} ${await response.text()}`);
  jar.take(response);
}

/**
 * What the web app does on load: reads the session, taking the cookies better-auth sets (its
 * signed session cache when enabled). autocannon then sends one fixed Cookie header, so each
 * run starts with fresh cookies, as a browser's requests would carry.
 */
async function refreshSession(appUrl: string, jar: CookieJar) {
  const response = await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie: jar.header() } });
  if (!response.ok) throw new Error(`get-session: HTTP ${response.status}`);
  jar.take(response);
  await response.arrayBuffer();
}

/** The targets: a quote of the demo advisor's first shop (created here), its public view, a search. */
async function prepareTargets(appUrl: string, jar: CookieJar): Promise<Target[]> {
  type Membership = { shop: { id: string } };
  type Vehicle = { id: string; make: string; model: string; model_year: number };
  const cookie = jar.header();
  const [membership] = await trpcQuery<Membership[]>(appUrl, 'shop.getMyShops', undefined, cookie);
  if (!membership) throw new Error('the demo advisor has no shop');
  const vin = DEMO_PLATES[0]!.vin;
  const vehicle = await trpcQuery<Vehicle>(appUrl, 'vehicle.getVehicleByVin', { vin }, cookie);
  const created = await trpcMutation<{ response: { quote: { id: string } | null } }>(
    appUrl,
    'quote.createQuoteAi',
    {
      shopId: membership.shop.id,
      vehicleId: vehicle.id,
      searchQuery: 'Grinding noise when braking, front brakes',
    },
    cookie,
  );
  const quoteId = created.response.quote?.id;
  if (!quoteId) throw new Error('quote.createQuoteAi answered without a quote');
  const search = { search: 'brake pads', make: vehicle.make, model: vehicle.model, year: vehicle.model_year };
  return [
    { name: 'quote.getQuoteAi', url: queryUrl(appUrl, 'quote.getQuoteAi', { id: quoteId }), signedIn: true },
    // The customer's page: no session, no share token (a token records an opening: a write).
    {
      name: 'quote.getQuoteAiViewOnly',
      url: queryUrl(appUrl, 'quote.getQuoteAiViewOnly', { id: quoteId }),
      signedIn: false,
    },
    { name: 'job.getJobs', url: queryUrl(appUrl, 'job.getJobs', search), signedIn: true },
  ];
}

export function percentile(sorted: number[], q: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** CPU seconds (user + system) of processes, from /proc; null where there is no /proc. */
function cpuSeconds(pids: number[]): number | null {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      if (pid === process.pid) return null;
    }
  }
  return ticks / 100; // USER_HZ
}

/** The PostgreSQL server processes serving the bench database (the server's pool). */
async function backendPids(admin: pg.Client, databaseUrl: string): Promise<number[]> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.map((r) => r.pid);
}

/** One sequential read at a time: the cost of a read with the server otherwise idle. */
async function timeAlone(target: Target, headers: Record<string, string>, runs: number) {
  const samples: number[] = [];
  let encoding = 'none';
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await fetch(target.url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${target.name}: HTTP ${response.status}`);
    samples.push(performance.now() - started);
    encoding = response.headers.get('content-encoding') ?? 'none';
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), encoding };
}

function load(target: Target, headers: Record<string, string>, seconds: number) {
  const latencies: number[] = [];
  let bytes = 0;
  return new Promise<{ result: AutocannonResult; latencies: number[]; bytes: number }>((resolve, reject) => {
    const requests = target.paths?.map((path) => ({ method: 'GET' as const, path }));
    const instance = autocannon(
      { url: target.url, connections: CONNECTIONS, duration: seconds, headers, requests },
      (error, result) => (error ? reject(error) : resolve({ result, latencies, bytes })),
    );
    instance.on('response', (_client, statusCode, size, ms) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(ms);
        bytes += size;
      }
    });
  });
}

type Run = {
  appUrl: string;
  jar: CookieJar;
  serverPid: number;
  admin: pg.Client;
  databaseUrl: string;
  measured: number;
};

async function measure(run: Run, target: Target, encoding: 'browser' | 'identity') {
  if (target.signedIn) await refreshSession(run.appUrl, run.jar);
  const headers: Record<string, string> = {
    ...(target.signedIn ? { cookie: run.jar.header() } : {}),
    // Set for both: fetch (the sequential reads) would otherwise ask for gzip by itself.
    'accept-encoding': encoding === 'browser' ? BROWSER_ACCEPT_ENCODING : 'identity',
  };
  const alone = await timeAlone(target, headers, 100);
  await load(target, headers, run.measured === 0 ? FIRST_WARM_UP_SECONDS : WARM_UP_SECONDS);
  run.measured += 1;
  const pids = await backendPids(run.admin, run.databaseUrl);
  const before = {
    server: cpuSeconds([run.serverPid]),
    db: cpuSeconds(pids),
    generator: cpuSeconds([process.pid]),
  };
  const loadAverage = loadavg()[0]!;
  const { result, latencies, bytes } = await load(target, headers, SECONDS);
  // Connections opened during the run count in full; ones closed during it are missed (the pool keeps them).
  const after = {
    server: cpuSeconds([run.serverPid]),
    db: cpuSeconds(await backendPids(run.admin, run.databaseUrl)),
    generator: cpuSeconds([process.pid]),
  };
  latencies.sort((a, b) => a - b);
  const reads = latencies.length;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const cpuPerRead = (a: number | null, b: number | null) =>
    a === null || b === null ? 'n/a' : ms(((b - a) * 1000) / Math.max(1, reads));
  console.log(
    `  ${target.name} (${encoding === 'browser' ? "a browser's Accept-Encoding" : 'no compression asked'}): ${(reads / result.duration).toFixed(0)} reads/s, p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? Number.NaN)}; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  console.log(
    `    ${(bytes / Math.max(1, reads) / 1024).toFixed(1)} kB a read (encoding: ${alone.encoding}); CPU a read: server ${cpuPerRead(before.server, after.server)}, PostgreSQL ${cpuPerRead(before.db, after.db)}, load generator ${cpuPerRead(before.generator, after.generator)}; alone p50 ${ms(alone.p50)}; load average ${loadAverage.toFixed(1)}`,
  );
}

/**
 * The demo's accounts and shops in a network dataset of the search benchmark (once): the demo
 * advisor searches it as in the app. Bench accounts made there before are removed first (the
 * demo seeds only a database without accounts).
 */
async function withDemoAccounts(jobsWanted: number) {
  const database = await openBenchDatabase('postgres', jobsWanted);
  if (!database) return null;
  try {
    await ensureSeeded(database, jobsWanted);
    const env = loadEnv({
      NODE_ENV: 'development',
      DATA_DIR: '.data/bench-reads',
      LOG_LEVEL: 'silent',
      DEMO_PASSWORD,
    });
    const deps = createDeps(env, database, createLogger('silent', false));
    const [advisor] = await deps.db.select().from(users).where(eq(users.email, DEMO_ADVISOR_EMAIL));
    if (!advisor) {
      await deps.db.delete(users);
      await seedDemoData(deps, { networkJobs: 0 });
    }
    return benchDatabaseUrl(jobsWanted);
  } finally {
    await database.close();
  }
}

/** The network search as advisors ask it: the 200 searches of the search benchmark in turn. */
function networkSearchTarget(appUrl: string, jobsWanted: number): Target {
  const paths = sampleSearches().map((input) => {
    const url = new URL(queryUrl(appUrl, 'job.getJobs', input));
    return `${url.pathname}${url.search}`;
  });
  return {
    name: `job.getJobs (${jobsWanted.toLocaleString('en-US')} network jobs, 200 searches in turn)`,
    url: `${appUrl}${paths[0]}`,
    paths,
    signedIn: true,
  };
}

/**
 * Without `network`: a scratch database with the demo (quote reads and one search). With it: the
 * search benchmark's dataset of that many jobs, searched as advisors search it.
 */
export async function benchReads(options: { network?: number } = {}) {
  const where = options.network ? `, ${options.network.toLocaleString('en-US')} network jobs` : '';
  const label = `[read throughput: postgres, HTTP, ${CONNECTIONS} connections, ${SECONDS} s each${where}]`;
  // READS_DATABASE_URL: a database seeded by an earlier run (kept), instead of a scratch one.
  const kept = options.network ? await withDemoAccounts(options.network) : process.env.READS_DATABASE_URL;
  const scratch = kept ? null : await createScratchDatabase(PG_URL, 'rq_reads').catch(() => null);
  const databaseUrl = kept ?? scratch?.url;
  if (!databaseUrl) {
    console.log(`\n${label} skipped: ${PG_URL} not reachable`);
    return;
  }
  console.log(`\n${label}`);
  const admin = new pg.Client({ connectionString: PG_URL });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await admin.connect();
    server = await startServer(databaseUrl, await freePort());
    console.log(`  server (child process) up in ${server.startSeconds.toFixed(1)} s`);
    const jar = new CookieJar();
    await signIn(server.appUrl, jar);
    const targets = options.network
      ? [networkSearchTarget(server.appUrl, options.network)]
      : await prepareTargets(server.appUrl, jar);
    console.log(
      "  reads/s = 2xx answers / run time; p50/p95/p99/max over every 2xx answer (autocannon's time of each response); CPU a read = CPU time of the server process and of the database's PostgreSQL processes during the run / reads; alone = p50 of 100 reads one at a time",
    );
    const run = { appUrl: server.appUrl, jar, serverPid: server.child.pid!, admin, databaseUrl, measured: 0 };
    for (const target of targets)
      if (!ONLY || target.name.startsWith(ONLY))
        for (const encoding of ENCODINGS) await measure(run, target, encoding);
    const problems = server.output().match(/"level":(40|50|60)/g);
    if (problems) console.log(`  the server logged ${problems.length} warnings or errors`);
  } finally {
    if (server) await stopProcess(server.child, 10_000);
    await admin.end();
    await scratch?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const network = Number(process.env.READS_NETWORK ?? 0);
  await benchReads(network ? { network } : {});
}
