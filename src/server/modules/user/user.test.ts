import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user.getMe', () => {
  it('returns the signed-in user with the role', async () => {
    const admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
    const me = await t.caller(admin).user.getMe();
    expect(me).toMatchObject({ id: admin.id, name: 'Ada Admin', email: admin.email, role: 'ADMIN' });
    const user = await t.createUser();
    expect((await t.caller(user).user.getMe()).role).toBe('USER');
  });

  it('refuses anonymous callers', async () => {
    await expect(t.caller(null).user.getMe()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('user.saveUser', () => {
  it('saves a trimmed name for the caller only', async () => {
    const user = await t.createUser({ name: 'Before' });
    const other = await t.createUser({ name: 'Other' });
    const saved = await t.caller(user).user.saveUser({ name: '  Jordan Lee  ' });
    expect(saved.name).toBe('Jordan Lee');
    expect((await t.caller(other).user.getMe()).name).toBe('Other');
  });

  it('rejects a blank name with a clear message', async () => {
    const user = await t.createUser();
    await expect(t.caller(user).user.saveUser({ name: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Name is required',
    });
  });

  it('refuses anonymous callers', async () => {
    await expect(t.caller(null).user.saveUser({ name: 'X' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('user.signup', () => {
  it('creates the account through better-auth and sets the session cookie', async () => {
    const headers = new Headers();
    const result = await t.caller(null, headers).user.signup({
      name: 'Riley Chen',
      email: 'Riley.Chen@Example.test',
      password: 'long-enough-1',
    });
    expect(result.user).toMatchObject({ name: 'Riley Chen', email: 'riley.chen@example.test' });
    expect(headers.get('set-cookie')).toMatch(/better-auth\.session_token=/);

    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'riley.chen@example.test', password: 'long-enough-1' }),
    });
    expect(signIn.status).toBe(200);
  });

  it('shares the password rule with the sign-up page', async () => {
    await expect(
      t.caller(null).user.signup({ name: 'Short', email: 'short@example.test', password: 'short' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Password must be at least 8 characters long' });
  });

  it('refuses an e-mail that already has an account', async () => {
    const existing = await t.createUser();
    await expect(
      t.caller(null).user.signup({ name: 'Dup', email: existing.email, password: 'long-enough-1' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
