import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite's data directory must be opened by one process at a time; a second instance would
 * corrupt it. A pid file refuses that early with a clear message (a stale file is taken over).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.pid');
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DataDirLockedError(
        `Another instance (pid ${pid}) is already using the embedded database in ${dir}. Stop it first, or set DATA_DIR to another directory.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
