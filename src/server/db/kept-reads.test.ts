import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { forgetNetworkReads, type KeptEntry, keptReads } from './kept-reads';

// Only the database's identity matters here: it keys the kept reads.
const db = {} as Db;
const other = {} as Db;
const none = () => ({});

afterEach(() => vi.restoreAllMocks());

describe('keptReads', () => {
  it('reads once for callers asking at the same time, and keeps the answer', async () => {
    const kept = keptReads<KeptEntry>(10);
    const compute = vi.fn(async () => 'page');
    const [a, b] = await Promise.all([kept.read(db, 'k', compute, none), kept.read(db, 'k', compute, none)]);
    expect([a.value, b.value]).toEqual(['page', 'page']);
    expect([a.computed, b.computed]).toEqual([true, false]);
    expect((await kept.read(db, 'k', compute, none)).computed).toBe(false);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps apart what each database gave', async () => {
    const kept = keptReads<KeptEntry>(10);
    await kept.read(db, 'k', async () => 'primary', none);
    expect((await kept.read(other, 'k', async () => 'replica', none)).value).toBe('replica');
  });

  it('reads again after a minute, after an import, and after a failure', async () => {
    const kept = keptReads<KeptEntry>(10);
    const compute = vi.fn(async () => 'page');
    await kept.read(db, 'k', compute, none);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect((await kept.read(db, 'k', compute, none)).computed).toBe(true);
    forgetNetworkReads();
    expect((await kept.read(db, 'k', compute, none)).computed).toBe(true);

    await expect(kept.read(db, 'bad', async () => Promise.reject(new Error('down')), none)).rejects.toThrow(
      'down',
    );
    expect((await kept.read(db, 'bad', compute, none)).computed).toBe(true);
  });

  it('lets the least recently used go first', async () => {
    const kept = keptReads<KeptEntry>(2);
    await kept.read(db, 'a', async () => 1, none);
    await kept.read(db, 'b', async () => 2, none);
    await kept.read(db, 'a', async () => 1, none); // a is used again: b is now the oldest
    await kept.read(db, 'c', async () => 3, none);
    expect(kept.entry(db, 'a')).toBeDefined();
    expect(kept.entry(db, 'b')).toBeUndefined();
  });
});
