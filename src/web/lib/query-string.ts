/** Appends the current query string to an in-app path (the spec keeps it on nearly every navigation). */
export function withQuery(path: string, search: string | URLSearchParams): string {
  const query = typeof search === 'string' ? search.replace(/^\?/, '') : search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
