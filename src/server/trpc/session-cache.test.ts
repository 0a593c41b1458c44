import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth';
import { cookieValue, createSessionCache, SESSION_REUSE_MS } from './session-cache';

const user = (id: string) => ({ id, name: id, email: `${id}@example.test`, role: 'USER' }) as SessionUser;

describe('session cache', () => {
  it('answers the user of the same cookie value until the reuse time ends', () => {
    let now = 1_000_000;
    const cache = createSessionCache(() => now);
    const farAway = new Date(now + 30 * 24 * 3600 * 1000);
    cache.set('token-a.sig', user('a'), farAway);
    expect(cache.get('token-a.sig')?.id).toBe('a');
    expect(cache.get('token-a.other-sig')).toBeUndefined();
    expect(cache.get('token-b.sig')).toBeUndefined();
    now += SESSION_REUSE_MS - 1;
    expect(cache.get('token-a.sig')?.id).toBe('a');
    now += 1;
    expect(cache.get('token-a.sig')).toBeUndefined();
  });

  it('never answers past the session expiry', () => {
    let now = 5_000;
    const cache = createSessionCache(() => now);
    cache.set('t.s', user('a'), new Date(now + 1_000));
    now += 1_000;
    expect(cache.get('t.s')).toBeUndefined();
  });

  it('hands out a frozen user, so one request cannot change another one’s', () => {
    const cache = createSessionCache(() => 0);
    cache.set('t.s', user('a'), new Date(60_000));
    expect(() => {
      (cache.get('t.s') as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });
});

describe('cookieValue', () => {
  it.each([
    ['better-auth.session_token=abc.def', 'abc.def'],
    ['ph_x=1; better-auth.session_token=abc%2Bd.ef; other=2', 'abc%2Bd.ef'],
    ['xbetter-auth.session_token=abc', undefined],
    ['better-auth.session_token=', undefined],
    ['other=1', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(cookieValue(header, 'better-auth.session_token')).toBe(expected);
  });
});
