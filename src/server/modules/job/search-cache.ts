import type { Db } from '../../db/client';

// The network's jobs are history: they change only when an import adds some (interaction counts
// are read fresh with every answer). So a search's page is kept for a minute, on each instance:
// advisors at many shops search the same jobs for the same cars, and a page costs up to 15 ms of
// database time at a million jobs, its kept copy well under one. An import on this instance
// forgets every page; another instance's pages follow within TTL_MS (decision 042).
const TTL_MS = 60_000;
const MAX_PAGES = 300;

type Entry = { at: number; generation: number; page: Promise<unknown>; value?: unknown };
const caches = new WeakMap<Db, Map<string, Entry>>();
let generation = 0;

/**
 * The page for `key`, computed at most once a minute per database: callers asking while it is
 * computed share the one computation, and the least recently used pages go first.
 */
export function cachedPage<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
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
    return hit.page as Promise<T>;
  }
  const entry: Entry = { at: now, generation, page: compute() };
  cache.set(key, entry);
  entry.page.then(
    (value) => {
      entry.value = value;
    },
    () => {},
  );
  if (cache.size > MAX_PAGES) cache.delete(cache.keys().next().value!);
  // A failed search is not kept: the next caller tries again.
  entry.page.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.page as Promise<T>;
}

/**
 * The kept page for `key` becomes `next` if it is still `previous` (a page whose interaction counts
 * moved): later callers get the new one, and its written form, until the page's minute is over.
 */
export function replaceCachedPage<T>(db: Db, key: string, previous: T, next: T) {
  const entry = caches.get(db)?.get(key);
  if (!entry || entry.value !== previous) return;
  entry.value = next;
  entry.page = Promise.resolve(next);
}

/**
 * After an import (and in tests that add network jobs): the next searches of this process read
 * the network again, whichever database (primary or replica) they read it from.
 */
export function forgetNetworkSearches() {
  generation += 1;
}
