export type RelatedTitle = { title: string; count: number };

/**
 * The distinct job titles among results, most frequent first (ties keep the ranking's order).
 * Titles differing only in case or spacing count as one, shown as first seen.
 */
export function relatedTitles(jobs: readonly { title: string }[], limit: number): RelatedTitle[] {
  const byKey = new Map<string, RelatedTitle>();
  for (const { title } of jobs) {
    const key = title.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!key) continue;
    const entry = byKey.get(key);
    if (entry) entry.count += 1;
    else byKey.set(key, { title: title.trim(), count: 1 });
  }
  // Array.prototype.sort is stable, so equal counts stay in the order the search ranked them.
  return [...byKey.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}
