import { describe, expect, it } from 'vitest';
import { accountPageOf } from './account-pages';

describe('accountPageOf', () => {
  it.each([
    ['/login', { name: 'login' }],
    ['/login/', { name: 'login' }],
    ['/signup', { name: 'signup' }],
    ['/reset-password', { name: 'reset-password' }],
    ['/update-password', { name: 'update-password' }],
    ['/reset-password/abc123', { name: 'update-password', token: 'abc123' }],
    ['/reset-password/a%2Fb', { name: 'update-password', token: 'a/b' }],
  ])('opens %s as %o', (path, page) => {
    expect(accountPageOf(path)).toEqual(page);
  });

  it.each([
    '/',
    '/loginx',
    '/login/extra',
    '/signup/abc',
    '/reset-password/a/b',
    '/reset-password/%E0%A4%A',
    '/settings/profile',
    '/quote/login',
  ])('leaves %s to the app', (path) => {
    expect(accountPageOf(path)).toBeNull();
  });
});
