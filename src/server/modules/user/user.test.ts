import { describe, expect, it } from 'vitest';
import { latestMessageTo } from '../../notifications/outbox';
import { setUpTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { createCaller } from '../../trpc/router';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

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
  const signIn = (email: string, password: string) =>
    t.request('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) });

  it('creates the account through better-auth; its e-mailed link confirms it and signs in', async () => {
    const headers = new Headers();
    const result = await t.caller(null, headers).user.signup({
      name: 'Riley Chen',
      email: 'Riley.Chen@Example.test',
      password: 'long-enough-1',
    });
    expect(result.user).toMatchObject({ name: 'Riley Chen', email: 'riley.chen@example.test' });
    // Nobody is signed in by sign-up itself, nor with the password before the address is confirmed.
    expect(headers.get('set-cookie')).toBeNull();
    const early = await signIn('riley.chen@example.test', 'long-enough-1');
    expect(early.status).toBe(401);
    expect((await early.json()).message).toBe('Invalid email or password');

    const message = await latestMessageTo(t.db, 'riley.chen@example.test', 'SIGN_UP_VERIFICATION');
    expect(message?.subject).toBe('Confirm your e-mail address');
    const link = new URL(message!.body.match(/https?:\/\/\S+verify-email\S+/)![0]);
    const confirmed = await t.request(`${link.pathname}${link.search}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/');
    const cookie = confirmed.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    const me = await t.request('/trpc/user.getMe', { headers: { cookie: cookie!.split(';')[0]! } });
    expect((await me.json()).result.data.json).toMatchObject({ name: 'Riley Chen' });
    expect((await signIn('riley.chen@example.test', 'long-enough-1')).status).toBe(200);
  });

  it('answers an e-mail that already has an account exactly as a new one, and tells its owner', async () => {
    const existing = await t.createUser({ name: 'Erin Existing' });
    const fresh = `fresh-${crypto.randomUUID()}@example.test`;
    const existingHeaders = new Headers();
    const freshHeaders = new Headers();
    const answers = await Promise.all([
      t
        .caller(null, existingHeaders)
        .user.signup({ name: 'Dup', email: existing.email, password: 'long-enough-1' }),
      t.caller(null, freshHeaders).user.signup({ name: 'Dup', email: fresh, password: 'long-enough-1' }),
    ]);
    expect(answers[0]).toEqual({ user: { id: expect.any(String), name: 'Dup', email: existing.email } });
    expect(answers[1]).toEqual({ user: { id: expect.any(String), name: 'Dup', email: fresh } });
    expect(answers[0].user.id).not.toBe(existing.id);
    expect([existingHeaders.get('set-cookie'), freshHeaders.get('set-cookie')]).toEqual([null, null]);

    const notice = await latestMessageTo(t.db, existing.email, 'SIGN_UP_EXISTING_ACCOUNT');
    expect(notice?.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(notice?.body).toContain(`${TEST_ORIGIN}/login`);
    // The account is unchanged: its name, and its own password still signs in.
    expect((await t.caller(existing).user.getMe()).name).toBe('Erin Existing');
    expect((await signIn(existing.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('finishes an unconfirmed account through a password link, so a password set by someone else goes', async () => {
    const email = `squat-${crypto.randomUUID()}@example.test`;
    await t.caller(null).user.signup({ name: 'Squatter', email, password: 'squatters-pass-1' });
    await t.caller(null).user.signup({ name: 'Owner', email, password: 'owners-pass-12' });
    const finish = await latestMessageTo(t.db, email, 'SIGN_UP_FINISH');
    expect(finish?.subject).toBe('Finish creating your account');
    const token = finish!.body.match(/\/reset-password\/([\w-]+)/)![1];
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      body: JSON.stringify({ newPassword: 'owners-pass-12', token }),
    });
    expect(reset.status).toBe(200);
    expect((await signIn(email, 'squatters-pass-1')).status).toBe(401);
    expect((await signIn(email, 'owners-pass-12')).status).toBe(200);
  });

  it("applies better-auth's origin check to the caller's request", async () => {
    const input = {
      name: 'Cross Site',
      email: `cross-${crypto.randomUUID()}@example.test`,
      password: 'long-enough-1',
    };
    const foreign = createCaller({
      deps: t.deps,
      db: t.db,
      user: null,
      resHeaders: new Headers(),
      reqHeaders: new Headers({ origin: 'https://evil.example', cookie: 'theme=dark' }),
    });
    await expect(foreign.user.signup(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const navigation = createCaller({
      deps: t.deps,
      db: t.db,
      user: null,
      resHeaders: new Headers(),
      reqHeaders: new Headers({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }),
    });
    await expect(navigation.user.signup(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await latestMessageTo(t.db, input.email, 'SIGN_UP_VERIFICATION')).toBeUndefined();
  });

  it('shares the password rule with the sign-up page', async () => {
    await expect(
      t.caller(null).user.signup({ name: 'Short', email: 'short@example.test', password: 'short' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Password must be at least 8 characters long' });
  });
});
