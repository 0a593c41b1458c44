/** Appends the current query string to an in-app path (the spec keeps it on nearly every navigation). */
export function withQuery(path: string, search: string | URLSearchParams): string {
  const query = typeof search === 'string' ? search.replace(/^\?/, '') : search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The current query string with one vehicle chosen by id: a link to a past quote carries that
 * quote's vehicle, and a vin in the URL would otherwise win over it.
 */
export function withVehicleQuery(path: string, search: string, vehicleId: string): string {
  const params = new URLSearchParams(search);
  params.delete('vin');
  params.delete('VIN');
  params.set('vehicleId', vehicleId);
  return withQuery(path, params);
}
