import type { Db } from '../../db/client';
import { type KeptEntry, keptReads } from '../../db/kept-reads';

// A search's page is kept for a minute (db/kept-reads.ts): it costs up to 15 ms of database time
// at a million jobs, its kept copy well under one. The one thing in it that changes, how many
// advisors used a job, is read again for a kept page at most every COUNTS_REUSE_MS, and at once
// after a use recorded on this instance.
const COUNTS_REUSE_MS = 2_000;
const MAX_PAGES = 300;

type PageEntry = KeptEntry & { countsAt: number; countsGeneration: number };
const pages = keptReads<PageEntry>(MAX_PAGES);
let countsGeneration = 0;

/** A page, and whether its interaction counts are recent enough to answer with as they are. */
export type KeptPage<T> = { page: T; countsCurrent: boolean };

/** The page for `key`, computed at most once a minute per database (see db/kept-reads.ts). */
export async function cachedPage<T>(db: Db, key: string, compute: () => Promise<T>): Promise<KeptPage<T>> {
  const { value, entry, computed } = await pages.read(db, key, compute, (now) => ({
    countsAt: now,
    countsGeneration,
  }));
  const countsCurrent =
    computed ||
    (entry.countsGeneration === countsGeneration && Date.now() - entry.countsAt < COUNTS_REUSE_MS);
  return { page: value, countsCurrent };
}

/** The generation of interaction counts a read is about to see (pass it to `keepCounts`). */
export const currentCountsGeneration = () => countsGeneration;

/**
 * The kept page for `key` (if it is still `previous`) with counts read just now: `next`, which is
 * `previous` itself when no count moved. Later callers get it, and its written form, as it is.
 */
export function keepCounts<T>(db: Db, key: string, previous: T, next: T, readGeneration: number) {
  const entry = pages.entry(db, key);
  if (!entry || entry.value !== previous) return;
  entry.value = next;
  if (next !== previous) entry.read = Promise.resolve(next);
  entry.countsAt = Date.now();
  entry.countsGeneration = readGeneration;
}

/** After a use of a network job is recorded here: kept pages read their counts again at once. */
export function countsMoved() {
  countsGeneration += 1;
}
