/** A search text as a LIKE/ILIKE pattern that matches it literally: %, _ and \ lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
