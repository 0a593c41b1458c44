// `npm run openapi:lint`: the OpenAPI document exactly as GET /api/v1/openapi.json serves it,
// written to a temporary file and linted by the pinned Redocly CLI with redocly.yaml's rules
// (CI runs it with the type check and the linter). Exits with Redocly's code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppDeps } from '../src/server/context-types';
import { createPublicApi, OPENAPI_PATH } from '../src/server/public-api/app';

const ROOT = resolve(import.meta.dirname, '..');

// The document's route reads nothing of the app's dependencies (no database, no settings).
const api = createPublicApi({} as AppDeps);
const response = await api.request(OPENAPI_PATH.replace(/^\/api/, ''));
if (response.status !== 200) throw new Error(`${OPENAPI_PATH} answered ${response.status}`);
const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(await response.json(), null, 2));
const lint = spawnSync(
  join(ROOT, 'node_modules/.bin/redocly'),
  ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'codeframe'],
  {
    stdio: 'inherit',
    // No update check or usage report: CI and developers run offline.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
