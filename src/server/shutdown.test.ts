import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from './db/client';
import { runMigrations } from './db/migrate';
import { createDeps } from './deps';
import { loadEnv } from './env';
import { createLogger } from './lib/logger';
import { DEMO_ADVISOR_EMAIL, seedDemoData } from './seed/demo';
import { freePort } from './test/processes';
import { createScratchDatabase } from './test/scratch-postgres';

// `npm start` stopped by SIGTERM (an orchestrator, `kill`) while a request is in flight: the
// request is answered, the server and the start script exit with 0 within 10 s, and no server
// process stays behind. The data (embedded, or a scratch PostgreSQL database with TEST_DATABASE_URL)
// is migrated and seeded beforehand without the demo network, so the server starts in seconds.

const APP_SECRET = 'test-secret-test-secret-test-secret-0123';
const DEMO_PASSWORD = 'demo-password-42';
const dataDir = mkdtempSync(join(tmpdir(), 'rq-shutdown-'));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
/** Every process a test started, to kill whatever a failing test left running. */
const started: number[] = [];

beforeAll(async () => {
  let database: Database;
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'rq_shutdown');
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
    database = openPostgres(scratch.url, 2);
  } else {
    database = await openPglite(dataDir);
  }
  await runMigrations(database);
  const env = loadEnv({
    NODE_ENV: 'development',
    APP_SECRET,
    DATA_DIR: dataDir,
    DEMO_PASSWORD,
    LOG_LEVEL: 'silent',
  });
  await seedDemoData(createDeps(env, database, createLogger('silent', false)), { networkJobs: 0 });
  await database.close();
}, 120_000);

afterEach(() => {
  for (const pid of started.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});

afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The processes started under `pid` (at any depth), with their command lines. */
function descendants(pid: number): Array<{ pid: number; command: string }> {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [, child, parent, command] = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line)!;
      return { pid: Number(child), ppid: Number(parent), command: command! };
    });
  const found: Array<{ pid: number; command: string }> = [];
  for (let parents = [pid]; parents.length; ) {
    const children = table.filter((row) => parents.includes(row.ppid));
    found.push(...children.map(({ pid, command }) => ({ pid, command })));
    parents = children.map((row) => row.pid);
  }
  return found;
}

/**
 * The server as `npm start` runs it (through npm, or scripts/start.mjs alone), without the web
 * build as in an image built beforehand; resolves once it serves.
 */
async function startServer(port: number, via: 'npm' | 'script') {
  const { DATABASE_URL: _configured, ...inherited } = process.env;
  const [command, args] =
    via === 'npm'
      ? ['npm', ['start', '--', '--no-build']]
      : [process.execPath, ['scripts/start.mjs', '--no-build']];
  const child = spawn(command, args, {
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_SECRET,
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  for (let waited = 0; !output.includes('is running at'); waited += 100) {
    if (child.exitCode !== null || waited > 90_000) throw new Error(`The server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // npm → sh → scripts/start.mjs → the server (→ tsx's esbuild service, when it compiles).
  const processes = descendants(child.pid!);
  const pids = processes.map((p) => p.pid);
  started.push(child.pid!, ...pids);
  // The server runs from dev/start.ts (the demo's emulators in its process) outside production.
  const serverPid = processes.find((p) => /dev\/start\.ts|src\/server\/main\.ts/.test(p.command))!.pid;
  return { child, commands: processes.map((p) => p.command), pids, serverPid, exited, output: () => output };
}

/** The processes still running at `deadline` (a performance.now() time), or as soon as none is. */
async function aliveAfter(pids: number[], deadline: number) {
  while (pids.some(isAlive) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return pids.filter(isAlive);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('stopping `npm start`', () => {
  it('kill of npm: answers the request in flight, then every process under it ends within 10 s', async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const server = await startServer(port, 'npm');
    expect(server.commands).toEqual(
      expect.arrayContaining([
        expect.stringContaining('scripts/start.mjs'),
        expect.stringContaining('dev/start.ts'),
      ]),
    );
    expect(server.pids.every(isAlive)).toBe(true);

    // A browser's keep-alive connection, idle at the shutdown, must not hold it up.
    const agent = new http.Agent({ keepAlive: true });
    expect((await fetchVia(agent, port, '/api/health')).status).toBe(200);

    // A sign-in whose body is half sent when the signal comes.
    const body = JSON.stringify({ email: DEMO_ADVISOR_EMAIL, password: DEMO_PASSWORD });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/sign-in/email',
          method: 'POST',
          agent,
          headers: { origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode!, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => request.end(body.slice(20)), 1_500);
    });
    await new Promise((r) => setTimeout(r, 300));
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');

    const response = await answered;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).user.email).toBe(DEMO_ADVISOR_EMAIL);
    await server.exited;
    expect(await aliveAfter(server.pids, signalledAt + 10_000)).toEqual([]);
    expect(server.output()).toContain('SIGTERM: finishing the requests in flight');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    agent.destroy();
  }, 120_000);

  it('SIGTERM to scripts/start.mjs: the server stops and both exit with 0 within 10 s', async () => {
    const server = await startServer(await freePort(), 'script');
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    expect(await aliveAfter(server.pids, signalledAt + 10_000)).toEqual([]);
  }, 120_000);

  it('stops the server when the start script itself is killed', async () => {
    const server = await startServer(await freePort(), 'script');
    const killedAt = performance.now();
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await aliveAfter(server.pids, killedAt + 10_000)).toEqual([]);
  }, 120_000);
});

function fetchVia(agent: http.Agent, port: number, path: string) {
  return new Promise<{ status: number }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode! }));
      })
      .on('error', reject);
  });
}
