import { isRedirect, ROUTES, type Route, type RouteEntry, type RouteParams } from './route-table';

export type RouteMatch = { route: RouteEntry; params: RouteParams };

/**
 * The layouts and the page a path shows, outermost first, with the path's parameters: as React
 * Router matches the same table (segments case-insensitive, `:name` one segment, `*` the rest),
 * taking the first route in the table's order that matches. A redirect adds nothing to the layouts
 * it renders in.
 */
export function matchRoutePath(pathname: string, routes: Route[] = ROUTES): RouteMatch[] {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  return matchIn(routes, segments, {}) ?? [];
}

function matchIn(routes: Route[], segments: string[], params: RouteParams): RouteMatch[] | null {
  for (const route of routes) {
    const matched = matchPrefix(route.path, segments, params);
    if (!matched) continue;
    if (isRedirect(route)) {
      if (matched.rest.length === 0) return [];
      continue;
    }
    const inner = route.children ? matchIn(route.children, matched.rest, matched.params) : null;
    if (inner) return [{ route, params: matched.params }, ...inner];
    // A layout without a path shows only around a child; a page only for the whole path.
    if (route.path !== undefined && matched.rest.length === 0) return [{ route, params: matched.params }];
  }
  return null;
}

function matchPrefix(path: string | undefined, segments: string[], params: RouteParams) {
  const pattern = (path ?? '').split('/').filter(Boolean);
  const found = { ...params };
  for (const [index, part] of pattern.entries()) {
    if (part === '*') {
      found['*'] = segments.slice(index).join('/');
      return { rest: [], params: found };
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) found[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return { rest: segments.slice(pattern.length), params: found };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Starts loading every layout and page a path shows, and what they read first, together: the
 * entry calls it once, before React and the router have loaded. Each layout's and page's code is
 * asked for in a task of its own: asking for a chunk adds a preload link for each chunk it needs
 * (45 for a quote), and all of them in one task made the first load's longest task.
 */
export function preloadRoute(pathname: string, search: string) {
  const searchParams = new URLSearchParams(search);
  for (const { route, params } of matchRoutePath(pathname)) {
    route.prefetch?.(params, searchParams);
    setTimeout(() => void route.load(), 0);
  }
}
