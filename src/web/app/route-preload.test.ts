import { describe, expect, it } from 'vitest';
import { matchRoutePath } from './route-preload';

/** What a path shows, outermost first: each route's path, '(layout)' for a layout without one. */
const shows = (pathname: string) => matchRoutePath(pathname).map(({ route }) => route.path ?? '(layout)');
const paramsOf = (pathname: string) => matchRoutePath(pathname).at(-1)?.params;

describe('the routes a path shows, read before the router has loaded', () => {
  it('finds the layouts and the page of each kind of path, as React Router does', () => {
    expect(shows('/')).toEqual(['(layout)', '(layout)', '/']);
    expect(shows('/login')).toEqual(['/login']);
    expect(shows('/reset-password/abc')).toEqual(['/reset-password/:token']);
    expect(shows('/quote/q1')).toEqual(['(layout)', '/quote/:quoteId']);
    expect(shows('/conversation/c1')).toEqual(['(layout)', '(layout)', '/conversation/:conversationId']);
    expect(shows('/conversation/c1/quote/q1')).toEqual([
      '(layout)',
      '(layout)',
      '/conversation/:conversationId',
      'quote/:quoteId',
    ]);
    expect(shows('/settings/profile')).toEqual(['(layout)', '(layout)', '/settings/profile']);
    expect(shows('/Settings/Profile/')).toEqual(['(layout)', '(layout)', '/settings/profile']);
    expect(shows('/admin/users/u1')).toEqual(['(layout)', '(layout)', '/admin/*']);
  });

  it('reads the path’s parameters, decoded', () => {
    expect(paramsOf('/conversation/c1/quote/q%201')).toEqual({ conversationId: 'c1', quoteId: 'q 1' });
    expect(paramsOf('/quote/q1')).toEqual({ quoteId: 'q1' });
    expect(paramsOf('/admin/users/u1')).toEqual({ '*': 'users/u1' });
  });

  it('loads the layouts a redirect renders in, and the not-found page for an unknown path', () => {
    expect(shows('/settings')).toEqual(['(layout)', '(layout)']);
    expect(shows('/no/such/page')).toEqual(['*']);
    expect(shows('/conversation/c1/nothing')).toEqual(['*']);
    expect(shows('/quote')).toEqual(['*']);
  });
});
