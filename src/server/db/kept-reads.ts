import type { Db } from './client';

// The network's jobs are history: they change only when an import adds some. So what is read of
// them (a search's page, a guide job's similar jobs) is kept for a minute on each instance:
// advisors at many shops ask for the same jobs for the same cars. An import on this instance
// forgets everything kept (`forgetNetworkReads`); another instance's reads follow within the
// minute (decision 042).
const TTL_MS = 60_000;
let generation = 0;

/** A kept read: when it was made, and what it gave once it has (`value`). */
export type KeptEntry = { at: number; generation: number; read: Promise<unknown>; value?: unknown };

/**
 * Reads of the network kept by key, per database (a replica's apart from the primary's), at most
 * `maxEntries` of them, the least recently used going first. Callers asking while a read is made
 * share it; a failed read is not kept.
 */
export function keptReads<E extends KeptEntry>(maxEntries: number) {
  const caches = new WeakMap<Db, Map<string, E>>();
  const cacheOf = (db: Db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    return cache;
  };
  return {
    /** The kept entry for `key`, or a new one whose read is `compute()` (`computed` says which). */
    async read<T>(
      db: Db,
      key: string,
      compute: () => Promise<T>,
      extra: (now: number) => Omit<E, keyof KeptEntry>,
    ): Promise<{ value: T; entry: E; computed: boolean }> {
      const cache = cacheOf(db);
      const now = Date.now();
      const hit = cache.get(key);
      cache.delete(key);
      if (hit && hit.generation === generation && now - hit.at < TTL_MS) {
        cache.set(key, hit);
        return { value: (await hit.read) as T, entry: hit, computed: false };
      }
      const entry = { ...extra(now), at: now, generation, read: compute() } as E;
      cache.set(key, entry);
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      try {
        entry.value = await entry.read;
      } catch (error) {
        if (cache.get(key) === entry) cache.delete(key);
        throw error;
      }
      return { value: entry.value as T, entry, computed: true };
    },
    /** The entry kept for `key`, if any. */
    entry: (db: Db, key: string) => caches.get(db)?.get(key),
  };
}

/**
 * After an import (and in tests that add network jobs): the next reads of this process read the
 * network again, whichever database (primary or replica) they read it from.
 */
export function forgetNetworkReads() {
  generation += 1;
}
