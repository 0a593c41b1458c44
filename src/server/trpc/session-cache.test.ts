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

describe('session cache reads', () => {
  it('read a cookie once for all the requests that ask while it is read', async () => {
    const cache = createSessionCache(() => 0);
    let loads = 0;
    let finish: (value: { user: SessionUser; expiresAt: Date } | null) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<{ user: SessionUser; expiresAt: Date } | null>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = [cache.read('t.s', load), cache.read('t.s', load), cache.read('t.s', load)];
    expect(loads).toBe(1);
    finish({ user: user('a'), expiresAt: new Date(60_000) });
    const users = await Promise.all(waiting);
    expect(users.map((u) => u?.id)).toEqual(['a', 'a', 'a']);
    expect(cache.get('t.s')?.id).toBe('a');
    // Another cookie is its own read.
    const other = cache.read('u.s', load);
    expect(loads).toBe(2);
    finish(null);
    expect(await other).toBeNull();
  });

  it('read again after a failed read, which every waiting request gets', async () => {
    const cache = createSessionCache(() => 0);
    let loads = 0;
    const failing = () => {
      loads += 1;
      return Promise.reject(new Error('database down'));
    };
    const both = [cache.read('t.s', failing), cache.read('t.s', failing)];
    await expect(both[0]).rejects.toThrow('database down');
    await expect(both[1]).rejects.toThrow('database down');
    expect(loads).toBe(1);
    const again = await cache.read('t.s', async () => ({ user: user('b'), expiresAt: new Date(60_000) }));
    expect(again?.id).toBe('b');
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
