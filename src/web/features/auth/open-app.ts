import { withQuery } from '../../lib/query-string';

/**
 * From an account page into the app: a full page load of the root keeping the query string (the
 * account pages have no router, decision 026). Replace: going back from the app should not return
 * to a filled-in account form. It never settles: the page is leaving, and the form keeps its busy
 * state until it has gone.
 */
export function openApp(search: string): Promise<void> {
  window.location.replace(withQuery('/', search));
  return new Promise(() => {});
}
