// `npm test`: the Vitest projects (unit, db, pglite: vitest.config.ts) and the browser tests
// (vitest.e2e.config.ts) at the same time. Each waits on other processes much of its time (the
// database tests on PostgreSQL, the browser tests on Chromium and the server), so side by side
// they finish well before one after the other. Each one's lines are prefixed with its name; the
// exit code is the first failure's.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = 'node_modules/vitest/vitest.mjs';
const runs = [
  { name: 'vitest', args: [vitest, 'run'] },
  { name: 'browser', args: [vitest, 'run', '--config', 'vitest.e2e.config.ts'] },
];

const results = await Promise.all(
  runs.map(
    ({ name, args }) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        for (const stream of [child.stdout, child.stderr])
          createInterface({ input: stream }).on('line', (line) =>
            process.stdout.write(`[${name}] ${line}\n`),
          );
        child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) }));
      }),
  ),
);
for (const { name, code } of results) if (code !== 0) console.error(`${name} tests failed (exit ${code})`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
