import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  it('refuses a data directory held by a live process, and takes over a stale lock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rq-lock-'));
    writeFileSync(join(dir, 'server.pid'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      /Another instance \(pid \d+\) is already using the embedded database/,
    );

    writeFileSync(join(dir, 'server.pid'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'server.pid'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });
});
