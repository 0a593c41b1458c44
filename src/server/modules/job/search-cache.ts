import type { Db } from '../../db/client';

// The network's jobs are history: they change only when an import adds some. So a search's page
// is kept for a minute, on each instance: advisors at many shops search the same jobs for the same
// cars, and a page costs up to 15 ms of database time at a million jobs, its kept copy well under
// one. An import on this instance forgets every page; another instance's pages follow within
// TTL_MS (decision 042). The one thing that changes, how many advisors used a job, is read again
// for a kept page at most every COUNTS_REUSE_MS, and at once after a use recorded on this instance.
const TTL_MS = 60_000;
const COUNTS_REUSE_MS = 2_000;
const MAX_PAGES = 300;

type Entry = {
  at: number;
  generation: number;
  page: Promise<unknown>;
  value?: unknown;
  countsAt: number;
  countsGeneration: number;
};
const caches = new WeakMap<Db, Map<string, Entry>>();
let generation = 0;
let countsGeneration = 0;

/** A page, and whether its interaction counts are recent enough to answer with as they are. */
export type KeptPage<T> = { page: T; countsCurrent: boolean };

/**
 * The page for `key`, computed at most once a minute per database: callers asking while it is
 * computed share the one computation, and the least recently used pages go first.
 */
export async function cachedPage<T>(db: Db, key: string, compute: () => Promise<T>): Promise<KeptPage<T>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  cache.delete(key);
  if (hit && hit.generation === generation && now - hit.at < TTL_MS) {
    cache.set(key, hit);
    const countsCurrent = hit.countsGeneration === countsGeneration && now - hit.countsAt < COUNTS_REUSE_MS;
    return { page: (await hit.page) as T, countsCurrent };
  }
  const entry: Entry = { at: now, generation, page: compute(), countsAt: now, countsGeneration };
  cache.set(key, entry);
  if (cache.size > MAX_PAGES) cache.delete(cache.keys().next().value!);
  try {
    entry.value = await entry.page;
  } catch (error) {
    // A failed search is not kept: the next caller tries again.
    if (cache.get(key) === entry) cache.delete(key);
    throw error;
  }
  return { page: entry.value as T, countsCurrent: true };
}

/** The generation of interaction counts a read is about to see (pass it to `keepCounts`). */
export const currentCountsGeneration = () => countsGeneration;

/**
 * The kept page for `key` (if it is still `previous`) with counts read just now: `next`, which is
 * `previous` itself when no count moved. Later callers get it, and its written form, as it is.
 */
export function keepCounts<T>(db: Db, key: string, previous: T, next: T, readGeneration: number) {
  const entry = caches.get(db)?.get(key);
  if (!entry || entry.value !== previous) return;
  entry.value = next;
  if (next !== previous) entry.page = Promise.resolve(next);
  entry.countsAt = Date.now();
  entry.countsGeneration = readGeneration;
}

/** After a use of a network job is recorded here: kept pages read their counts again at once. */
export function countsMoved() {
  countsGeneration += 1;
}

/**
 * After an import (and in tests that add network jobs): the next searches of this process read
 * the network again, whichever database (primary or replica) they read it from.
 */
export function forgetNetworkSearches() {
  generation += 1;
}
