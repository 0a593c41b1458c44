import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchWords } from '../../db/schema';

const CACHE_MS = 5 * 60_000;
let cache: { at: number; words: Array<{ word: string; ndoc: number }> } | undefined;

/** Rebuilds the word list from the jobs' titles, categories and concerns (after an import). */
export async function refreshSearchWords(db: Db) {
  await db.execute(sql`delete from ${searchWords}`);
  await db.execute(sql`
    insert into ${searchWords} (word, ndoc)
    select word, ndoc from ts_stat('select to_tsvector(''simple'', search_text) from jobs')
    where length(word) >= 3 and word !~ '^[0-9]+$'`);
  cache = undefined;
}

async function loadWords(db: Db) {
  if (!cache || Date.now() - cache.at > CACHE_MS) {
    const words = await db.select().from(searchWords);
    cache = { at: Date.now(), words };
  }
  return cache.words;
}

/**
 * The search with each unknown word replaced by the most used known word within one edit
 * (two for words of five letters or more); null when nothing changed.
 */
export async function correctSearchWords(db: Db, search: string): Promise<string | null> {
  const words = await loadWords(db);
  if (words.length === 0) return null;
  const known = new Set(words.map((w) => w.word));
  let changed = false;
  const corrected = search
    .toLowerCase()
    .split(/[^a-z0-9&/-]+/)
    .filter(Boolean)
    .map((token) => {
      if (token.length < 3 || known.has(token)) return token;
      const limit = token.length >= 5 ? 2 : 1;
      let best: { word: string; ndoc: number; distance: number } | undefined;
      for (const candidate of words) {
        if (Math.abs(candidate.word.length - token.length) > limit) continue;
        const distance = editDistance(token, candidate.word, limit);
        if (
          distance <= limit &&
          (!best || distance < best.distance || (distance === best.distance && candidate.ndoc > best.ndoc))
        ) {
          best = { ...candidate, distance };
        }
      }
      if (!best) return token;
      changed = true;
      return best.word;
    });
  return changed ? corrected.join(' ') : null;
}

/** Optimal string alignment distance (adjacent transpositions count once), capped at limit + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return d[a.length]![b.length]!;
}
