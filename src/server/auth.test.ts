import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessageTo } from './notifications/outbox';
import { createTestApp, TEST_PASSWORD, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

async function signIn(email: string, password: string, ip = '127.0.0.1') {
  return t.request('/api/auth/sign-in/email', json({ email, password }), ip);
}

describe('better-auth at /api/auth', () => {
  it('signs up, keeps the role server-side and serves the session to tRPC', async () => {
    const response = await t.request(
      '/api/auth/sign-up/email',
      json({ name: 'Casey Doe', email: 'casey@example.test', password: 'long-enough-1', role: 'ADMIN' }),
      '10.1.0.1',
    );
    expect(response.status).toBe(200);
    // Sign-up signs nobody in: the e-mailed link confirms the address, then signs in.
    expect(response.headers.getSetCookie()).toEqual([]);
    const message = await latestMessageTo(t.db, 'casey@example.test', 'SIGN_UP_VERIFICATION');
    const link = new URL(message!.body.match(/https?:\/\/\S+verify-email\S+/)![0]);
    const cookie = sessionCookie(await t.request(`${link.pathname}${link.search}`));

    const session = await (await t.request('/api/auth/get-session', { headers: { cookie } })).json();
    expect(session.user).toMatchObject({ email: 'casey@example.test', role: 'USER' });

    const me = await t.request('/trpc/user.getMe', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).result.data.json).toMatchObject({ name: 'Casey Doe', role: 'USER' });

    const batch = await t.request(
      `/trpc/user.getMe,shop.getMyShops?batch=1&input=${encodeURIComponent('{}')}`,
      {
        headers: { cookie },
      },
    );
    const [first, second] = await batch.json();
    expect(first.result.data.json.email).toBe('casey@example.test');
    expect(second.result.data.json).toEqual([]);
  });

  it('answers tRPC calls without a session with 401', async () => {
    const response = await t.request('/trpc/user.getMe');
    expect(response.status).toBe(401);
  });

  it('refuses a short password, and a cookie-carrying POST from a foreign origin (CSRF)', async () => {
    const short = await t.request(
      '/api/auth/sign-up/email',
      json({ name: 'S', email: 's@example.test', password: 'short' }),
      '10.1.0.2',
    );
    expect(short.status).toBe(400);
    const user = await t.createUser({ name: 'Csrf Target' });
    const cookie = sessionCookie(await signIn(user.email, TEST_PASSWORD, '10.1.0.3'));
    const foreign = await t.request(
      '/api/auth/update-user',
      { ...json({ name: 'Hijacked' }), headers: { cookie, origin: 'https://evil.example' } },
      '10.1.0.3',
    );
    expect(foreign.status).toBe(403);
    expect((await t.caller(user).user.getMe()).name).toBe('Csrf Target');
  });

  it('rejects a wrong password, then accepts the right one', async () => {
    const user = await t.createUser();
    const wrong = await signIn(user.email, 'wrong-password', '10.2.0.1');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid email or password');
    expect((await signIn(user.email, TEST_PASSWORD, '10.2.0.1')).status).toBe(200);
  });

  it('rate-limits sign-in per client address, which a client cannot spoof', async () => {
    const user = await t.createUser();
    const statuses: number[] = [];
    const max = t.deps.env.AUTH_SIGN_IN_PER_MINUTE;
    expect(max).toBe(10);
    for (let i = 0; i <= max; i += 1) {
      const response = await t.request(
        '/api/auth/sign-in/email',
        {
          ...json({ email: user.email, password: 'wrong-password' }),
          headers: { 'x-client-ip': `192.0.2.${i}` },
        },
        '10.3.0.1',
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is unaffected.
    expect((await signIn(user.email, TEST_PASSWORD, '10.3.0.2')).status).toBe(200);
  });

  it('never limits reading the session (every page load does it, often from one shop address)', async () => {
    const user = await t.createUser();
    const cookie = sessionCookie(await signIn(user.email, TEST_PASSWORD, '10.5.0.1'));
    const statuses = new Set<number>();
    // Above better-auth's default of 300 requests a minute per address and path.
    for (let i = 0; i < 320; i += 1) {
      statuses.add((await t.request('/api/auth/get-session', { headers: { cookie } }, '10.5.0.2')).status);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('resets a password through the e-mail outbox', async () => {
    const user = await t.createUser({ name: 'Pat Reset' });
    const request = await t.request(
      '/api/auth/request-password-reset',
      json({ email: user.email, redirectTo: '/update-password' }),
      '10.4.0.1',
    );
    expect(request.status).toBe(200);
    const message = await latestMessageTo(t.db, user.email, 'PASSWORD_RESET');
    expect(message?.status).toBe('STORED');
    const token = message?.body.match(/\/reset-password\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const reset = await t.request(
      '/api/auth/reset-password',
      json({ newPassword: 'brand-new-pass-9', token }),
      '10.4.0.1',
    );
    expect(reset.status).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD, '10.4.0.2')).status).toBe(401);
    expect((await signIn(user.email, 'brand-new-pass-9', '10.4.0.2')).status).toBe(200);
    // A token works once.
    const again = await t.request(
      '/api/auth/reset-password',
      json({ newPassword: 'another-pass-10', token }),
      '10.4.0.1',
    );
    expect(again.status).toBe(400);
  });

  it('updates the user, revokes sessions and deletes the account', async () => {
    const user = await t.createUser();
    const cookie = sessionCookie(await signIn(user.email, TEST_PASSWORD, '10.5.0.1'));
    const update = await t.request(
      '/api/auth/update-user',
      { ...json({ name: 'Renamed' }), headers: { cookie } },
      '10.5.0.1',
    );
    expect(update.status).toBe(200);
    expect((await t.caller(user).user.getMe()).name).toBe('Renamed');

    const revoke = await t.request(
      '/api/auth/revoke-sessions',
      { ...json({}), headers: { cookie } },
      '10.5.0.1',
    );
    expect(revoke.status).toBe(200);
    expect((await t.request('/trpc/user.getMe', { headers: { cookie } })).status).toBe(401);

    const fresh = sessionCookie(await signIn(user.email, TEST_PASSWORD, '10.5.0.2'));
    const del = await t.request(
      '/api/auth/delete-user',
      { ...json({}), headers: { cookie: fresh } },
      '10.5.0.2',
    );
    expect(del.status).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD, '10.5.0.3')).status).toBe(401);
  });
});
