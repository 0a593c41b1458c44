// The public API's token endpoint under a flood of unknown clients: the latency of a real client's
// POST /api/v1/oauth/token alone and while 8 loops send unknown-client token requests as fast as
// they can, against the real server (a child process on a scratch PostgreSQL database with the
// demo seeded, as bench/read-throughput.ts starts it).
//
// The server counts token requests per socket address and never reads a forwarded-for header
// (src/server/http/client-ip.ts), so addresses are real here: on Linux all of 127.0.0.0/8 is
// loopback, and each request binds its own source address (127.1.x.y for the flood, one per
// request). A variant floods from a single address (127.0.0.1), which the per-address limit meets.
//
// The real client is 20 credentials a run, each from an address of its own (127.0.1k.i), taken in
// turn: 100 requests make 5 per credential and per address, under the limits of 10 a minute per
// client id and 30 per address. The credentials are made as the app makes them, over HTTP through
// tRPC: the demo admin creates an organization, attaches the demo advisor's shops and the advisor
// to it, and the advisor creates the credentials (credential.createCredential).

import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { DEMO_ADMIN_EMAIL, DEMO_ADVISOR_EMAIL } from '../src/server/seed/demo';
import { freePort, stopProcess } from '../src/server/test/processes';
import { createScratchDatabase } from '../src/server/test/scratch-postgres';
import { CookieJar, percentile, signIn, startServer, trpcMutation, trpcQuery } from './read-throughput';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
/** Sequential token requests of the real client in each run. */
const RUNS = Number(process.env.TOKEN_FLOOD_RUNS ?? 100);
/** Parallel loops of unknown-client token requests. */
const LOOPS = Number(process.env.TOKEN_FLOOD_LOOPS ?? 8);
/** The flood runs this long before the real client's requests are timed. */
const FLOOD_WARM_UP_MS = 2_000;
/** Real credentials a run: RUNS / CREDENTIALS requests each, under 10 a minute per client id. */
const CREDENTIALS = 20;
const TOKEN_PATH = '/api/v1/oauth/token';

type Credential = { clientId: string; clientSecret: string };
type Answer = { status: number; detail: string; ms: number };
type Target = { port: number };

/** One token request over its own connection (or `agent`'s), from `localAddress`. */
function askToken(target: Target, credential: Credential, localAddress: string, agent?: Agent) {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: credential.clientId,
    client_secret: credential.clientSecret,
  }).toString();
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: TOKEN_PATH,
        method: 'POST',
        localAddress,
        agent: agent ?? false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let detail = '';
          try {
            detail = String((JSON.parse(text) as { detail?: unknown }).detail ?? '');
          } catch {
            detail = text.slice(0, 80);
          }
          resolve({ status: res.statusCode ?? 0, detail, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Why a 429 was sent, from its detail. */
function reasonOf(answer: Answer) {
  if (answer.status !== 429) return String(answer.status);
  if (/from this address/.test(answer.detail)) return '429 per address';
  if (/for this client id/.test(answer.detail)) return '429 per client id';
  if (/at once/.test(answer.detail)) return '429 hashes busy';
  return '429 other';
}

/** A new flood address for each request: 127.1.0.1 … 127.1.255.254, then round again. */
let floodAddressCount = 0;
function nextFloodAddress() {
  const n = floodAddressCount++ % (256 * 254);
  return `127.1.${Math.floor(n / 254)}.${(n % 254) + 1}`;
}

type FloodMode = 'many addresses' | 'one address';

/** LOOPS loops of unknown-client token requests (a new client id each) until stopped. */
function startFlood(target: Target, mode: FloodMode) {
  // One address: connections kept alive, as a single client would; many: a connection each.
  const agent = mode === 'one address' ? new Agent({ keepAlive: true, maxSockets: LOOPS }) : undefined;
  const counts = new Map<string, number>();
  let sent = 0;
  let answered = 0;
  let isStopped = false;
  const loop = async () => {
    while (!isStopped) {
      const unknown = {
        clientId: `rqc_${randomBytes(18).toString('base64url')}`,
        clientSecret: `rqs_${randomBytes(32).toString('base64url')}`,
      };
      const address = mode === 'one address' ? '127.0.0.1' : nextFloodAddress();
      sent += 1;
      const answer = await askToken(target, unknown, address, agent).catch(
        (error: NodeJS.ErrnoException) => ({ status: 0, detail: error.code ?? error.message, ms: 0 }),
      );
      answered += 1;
      const key = answer.status === 0 ? `error ${answer.detail}` : reasonOf(answer);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: LOOPS }, loop);
  return {
    /** Starts counting afresh (after the warm-up). */
    reset() {
      counts.clear();
      sent = 0;
      answered = 0;
    },
    snapshot: () => ({ sent, answered, counts: new Map(counts) }),
    async stop() {
      isStopped = true;
      await Promise.all(loops);
      agent?.destroy();
    },
  };
}

/** RUNS sequential token requests of the real client, credential i from 127.0.<subnet>.<i+1>. */
async function timeRealClient(target: Target, credentials: Credential[], subnet: number) {
  const samples: number[] = [];
  const statuses = new Map<string, number>();
  for (let i = 0; i < RUNS; i += 1) {
    const index = i % credentials.length;
    const answer = await askToken(target, credentials[index]!, `127.0.${subnet}.${index + 1}`);
    statuses.set(reasonOf(answer), (statuses.get(reasonOf(answer)) ?? 0) + 1);
    if (answer.status === 200) samples.push(answer.ms);
  }
  samples.sort((a, b) => a - b);
  return { samples, statuses };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const describeCounts = (counts: Map<string, number>) =>
  [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ');

function describeLatency(run: Awaited<ReturnType<typeof timeRealClient>>) {
  const { samples, statuses } = run;
  return `p50 ${ms(percentile(samples, 0.5))}, p95 ${ms(percentile(samples, 0.95))}, p99 ${ms(percentile(samples, 0.99))}, max ${ms(samples.at(-1) ?? Number.NaN)} (n=${samples.length} answered 200; statuses ${describeCounts(statuses)})`;
}

/** The demo advisor's organization and its credentials, made over HTTP through tRPC as the app does. */
async function createCredentials(appUrl: string, count: number): Promise<Credential[]> {
  const admin = new CookieJar();
  await signIn(appUrl, admin, DEMO_ADMIN_EMAIL);
  const advisor = new CookieJar();
  await signIn(appUrl, advisor, DEMO_ADVISOR_EMAIL);
  const session = await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie: advisor.header() } });
  const advisorId = ((await session.json()) as { user: { id: string } }).user.id;
  const organization = await trpcMutation<{ id: string }>(
    appUrl,
    'organization.createOrganization',
    { name: `Token flood bench ${randomBytes(3).toString('hex')}` },
    admin.header(),
  );
  const shops = await trpcQuery<Array<{ shop: { id: string } }>>(
    appUrl,
    'shop.getMyShops',
    undefined,
    advisor.header(),
  );
  await trpcMutation(
    appUrl,
    'shop.adminAttachShopsToOrganization',
    { organization_id: organization.id, shop_ids: shops.map((s) => s.shop.id) },
    admin.header(),
  );
  const current = await trpcQuery<Array<{ id: string }>>(
    appUrl,
    'organization.getMyOrganizations',
    undefined,
    advisor.header(),
  );
  await trpcMutation(
    appUrl,
    'organization.adminAttachOrganizationsToUser',
    { user_id: advisorId, organization_ids: [...current.map((o) => o.id), organization.id] },
    admin.header(),
  );
  const credentials: Credential[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await trpcMutation<{ client_id: string; clientSecret: string }>(
      appUrl,
      'credential.createCredential',
      { organizationId: organization.id, nickname: `Bench client ${i + 1}` },
      advisor.header(),
    );
    credentials.push({ clientId: created.client_id, clientSecret: created.clientSecret });
  }
  return credentials;
}

async function measureUnderFlood(target: Target, mode: FloodMode, credentials: Credential[], subnet: number) {
  const flood = startFlood(target, mode);
  await new Promise((resolve) => setTimeout(resolve, FLOOD_WARM_UP_MS));
  flood.reset();
  const started = performance.now();
  const real = await timeRealClient(target, credentials, subnet);
  const seconds = (performance.now() - started) / 1000;
  const during = flood.snapshot();
  await flood.stop();
  const loadAverage = loadavg()[0]!;
  console.log(`  under flood, ${mode}: ${describeLatency(real)}`);
  console.log(
    `    flood during the ${seconds.toFixed(1)} s timed: ${during.sent} requests sent, ${during.answered} answered (${describeCounts(during.counts)}); server answers ${((during.answered + real.samples.length) / seconds).toFixed(0)}/s (flood ${(during.answered / seconds).toFixed(0)}/s); load average ${loadAverage.toFixed(1)}`,
  );
}

export async function benchTokenFlood() {
  const label = `[token endpoint under a flood: postgres, HTTP, ${LOOPS} flood loops, ${RUNS} real requests a run]`;
  const scratch = await createScratchDatabase(PG_URL, 'rq_token_flood').catch(() => null);
  if (!scratch) {
    console.log(`\n${label} skipped: ${PG_URL} not reachable`);
    return;
  }
  console.log(`\n${label}`);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(scratch.url, await freePort());
    console.log(`  server (child process) up in ${server.startSeconds.toFixed(1)} s`);
    const target = { port: Number(new URL(server.appUrl).port) };
    // A warm-up pair, then a set of CREDENTIALS for each run, so no client id meets its limit.
    const credentials = await createCredentials(server.appUrl, 2 + 3 * CREDENTIALS);
    const sets = [0, 1, 2].map((k) => credentials.slice(2 + k * CREDENTIALS, 2 + (k + 1) * CREDENTIALS));
    for (let i = 0; i < 10; i += 1) {
      const answer = await askToken(target, credentials[i % 2]!, `127.0.9.${(i % 2) + 1}`);
      if (answer.status !== 200) throw new Error(`warm-up token request: ${answer.status} ${answer.detail}`);
    }
    console.log(
      `  real client: ${CREDENTIALS} credentials a run (credential.createCredential over tRPC), each from its own loopback address, in turn (${Math.ceil(RUNS / CREDENTIALS)} requests each); flood: unknown client ids, a new one each request; latency = request to the body's end over a new connection; p50/p95/p99 over the 200 answers`,
    );
    const alone = await timeRealClient(target, sets[0]!, 10);
    console.log(`  alone: ${describeLatency(alone)}; load average ${loadavg()[0]!.toFixed(1)}`);
    await measureUnderFlood(target, 'many addresses', sets[1]!, 11);
    await measureUnderFlood(target, 'one address', sets[2]!, 12);
    const problems = server.output().match(/"level":(40|50|60)/g);
    if (problems) console.log(`  the server logged ${problems.length} warnings or errors`);
  } finally {
    if (server) await stopProcess(server.child, 10_000);
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTokenFlood();
