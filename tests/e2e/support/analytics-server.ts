import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HEALTH_TIMEOUT_MS = 180_000; // the first start seeds the demo network (about 10 s)
const STOP_GRACE_MS = 5_000;

export type AppServer = {
  port: number;
  /** The server's own log (pino JSON lines and the start-up banner). */
  logFile: string;
  close: () => Promise<void>;
};

/**
 * A second real server for one test file that needs an environment the shared one has not (the
 * global setup's server runs without PostHog): the web app the global setup built, a fresh data
 * directory and embedded PGlite, `env` on top. One node process, stopped by pid.
 */
export async function startAppServer(options: {
  env: (port: number) => Record<string, string>;
}): Promise<AppServer> {
  const tempDir = mkdtempSync(join(tmpdir(), 'rq-e2e-extra-'));
  const logFile = join(tempDir, 'server.log');
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: join(tempDir, 'data'),
    LOG_LEVEL: 'info',
    AUTH_SIGN_IN_PER_MINUTE: '200',
    ...options.env(port),
  };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;

  const logFd = openSync(logFile, 'a');
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);

  const close = async () => {
    await stopProcess(server);
    rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
  } catch (error) {
    console.error(
      `The extra e2e server did not start. Its log (${logFile}):\n${readFileSync(logFile, 'utf8')}`,
    );
    await close();
    throw error;
  }
  return { port, logFile, close };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${url} did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
