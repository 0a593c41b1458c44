// `npm start [-- --no-build]`: build the web app when its sources are newer than the build (unless
// --no-build, e.g. in an image built beforehand), then serve. SIGTERM, SIGINT and SIGHUP go on to
// the server, which finishes its requests in flight and exits; this process exits with its code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const builtIndex = 'dist/web/index.html';

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package.json'];
const sourceTime = () => Math.max(...sources.filter(existsSync).map(newestMtime));
const isBuildWanted = !process.argv.includes('--no-build');
if (isBuildWanted && (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime())) {
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      // A test runner's NODE_ENV (test) would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The IPC channel lets the server notice when this process is gone, even by SIGKILL, and stop.
// Outside production the development entry starts the demo's loopback emulators, then the server.
const entry = process.env.NODE_ENV === 'production' ? 'src/server/main.ts' : 'dev/start.ts';
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', entry], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const stop = (signal) => server.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `kill` of `npm start` reaches npm's shell, which dies without passing it on, and this process is
// left to init: npm's parent being gone is taken as the SIGTERM it was meant to be.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop('SIGTERM');
  }, 250);
  watch.unref();
}
// A server ended by a signal exits as the shell reports it (128 + the signal's number).
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
