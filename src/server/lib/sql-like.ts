import { type Column, ilike, or, type SQL } from 'drizzle-orm';

/** A search text as a LIKE/ILIKE pattern that matches it literally: %, _ and \ lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Rows where any of the columns contains the search text, ignoring case and taken literally;
 * no condition (every row) when the search is empty.
 */
export function containsSearch(search: string | undefined, columns: Column[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
