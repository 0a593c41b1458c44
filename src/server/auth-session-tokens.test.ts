import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSignature } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './db/migrate';
import { sessions } from './db/schema';
import { hashToken } from './lib/token-hash';
import { setUpTestApp, TEST_PASSWORD, type TestApp } from './test/harness';

// Session tokens are stored as their sha256 (decision 037): what a copy of the sessions table
// holds signs no one in, while every session flow of better-auth keeps working.

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

const COOKIE = 'better-auth.session_token';
const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
let ip = 0;
/** Each request from its own address, so better-auth's per-address limits stay out of the way. */
const nextIp = () => `10.37.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie (HTTP ${response.status})`);
  return cookie.split(';')[0]!;
}

/** The token a cookie carries (its value is `token.signature`, URL-encoded). */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(COOKIE.length + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

/** A cookie as better-auth signs one, for a token of our choosing. */
async function signedCookie(token: string): Promise<string> {
  const { secret } = await t.deps.auth.$context;
  return `${COOKIE}=${encodeURIComponent(`${token}.${await makeSignature(token, secret)}`)}`;
}

async function signIn(email: string) {
  return sessionCookie(
    await t.request('/api/auth/sign-in/email', json({ email, password: TEST_PASSWORD }), nextIp()),
  );
}

async function sessionOf(cookie: string) {
  const response = await t.request('/api/auth/get-session', { headers: { cookie } }, nextIp());
  return { response, body: (await response.json()) as { user: { email: string } } | null };
}

const post = (path: string, cookie: string, body: unknown = {}) =>
  t.request(path, { ...json(body), headers: { cookie } }, nextIp());

const storedTokens = async (userId: string) =>
  (await t.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId))).map(
    (row) => row.token,
  );

describe('session tokens at rest', () => {
  it('stores the hash of the cookie’s token, never the token; get-session and /trpc work', async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    const token = tokenOf(cookie);
    expect(token).toMatch(/^\w{32}$/);
    expect(await storedTokens(user.id)).toEqual([hashToken(token)]);
    const { body } = await sessionOf(cookie);
    expect(body?.user.email).toBe(user.email);
    const me = await t.request('/trpc/user.getMe', { headers: { cookie } });
    expect(me.status).toBe(200);
  });

  it('signs no one in with a stored token, even in a cookie signed with the app secret', async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    const [stored] = await storedTokens(user.id);
    // The forged cookie is well made: the same signing with the real token signs in.
    expect((await sessionOf(await signedCookie(tokenOf(cookie)))).body?.user.email).toBe(user.email);
    expect((await sessionOf(await signedCookie(stored!))).body).toBeNull();
    const me = await t.request('/trpc/user.getMe', { headers: { cookie: await signedCookie(stored!) } });
    expect(me.status).toBe(401);
  });

  it('refreshes a session a day old: the same token in a new cookie, a later expiry, still hashed', async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    const [stored] = await storedTokens(user.id);
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.token, stored!));
    const { response, body } = await sessionOf(cookie);
    expect(body?.user.email).toBe(user.email);
    const refreshed = sessionCookie(response);
    expect(tokenOf(refreshed)).toBe(tokenOf(cookie));
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.token).toBe(stored);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('signs out: the row goes and the cookie no longer works', async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    expect((await post('/api/auth/sign-out', cookie)).status).toBe(200);
    expect(await storedTokens(user.id)).toEqual([]);
    expect((await sessionOf(cookie)).body).toBeNull();
  });

  it('revokes the other sessions and keeps this one', async () => {
    const user = await t.createUser();
    const [laptop, phone, tablet] = [
      await signIn(user.email),
      await signIn(user.email),
      await signIn(user.email),
    ];
    const other = await t.createUser();
    const othersCookie = await signIn(other.email);
    expect((await post('/api/auth/revoke-other-sessions', laptop!)).status).toBe(200);
    expect((await sessionOf(laptop!)).body?.user.email).toBe(user.email);
    expect((await sessionOf(phone!)).body).toBeNull();
    expect((await sessionOf(tablet!)).body).toBeNull();
    expect(await storedTokens(user.id)).toEqual([hashToken(tokenOf(laptop!))]);
    expect((await sessionOf(othersCookie)).body?.user.email).toBe(other.email);
  });

  it('lists sessions by their stored tokens and revokes one by a listed token, only the caller’s own', async () => {
    const user = await t.createUser();
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);
    const other = await t.createUser();
    const othersCookie = await signIn(other.email);
    const listed = (await (
      await t.request('/api/auth/list-sessions', { headers: { cookie: laptop } })
    ).json()) as Array<{
      token: string;
    }>;
    expect(listed.map((s) => s.token).sort()).toEqual(
      [hashToken(tokenOf(laptop)), hashToken(tokenOf(phone))].sort(),
    );
    // Someone else's session is not the caller's to revoke, by its stored token or its token.
    const [othersStored] = await storedTokens(other.id);
    await post('/api/auth/revoke-session', laptop, { token: othersStored });
    await post('/api/auth/revoke-session', laptop, { token: tokenOf(othersCookie) });
    expect((await sessionOf(othersCookie)).body?.user.email).toBe(other.email);

    expect(
      (await post('/api/auth/revoke-session', laptop, { token: hashToken(tokenOf(phone)) })).status,
    ).toBe(200);
    expect((await sessionOf(phone)).body).toBeNull();
    expect((await sessionOf(laptop)).body?.user.email).toBe(user.email);
    // Its own session by the cookie's token: gone, and the cookie cleared.
    const revoked = await post('/api/auth/revoke-session', laptop, { token: tokenOf(laptop) });
    expect(revoked.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=;`))).toBeDefined();
    expect(await storedTokens(user.id)).toEqual([]);
  });

  it('changing the password with revokeOtherSessions signs in anew and signs the others out', async () => {
    const user = await t.createUser();
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);
    const changed = await post('/api/auth/change-password', laptop, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another-good-pass-7',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    const fresh = sessionCookie(changed);
    expect((await sessionOf(fresh)).body?.user.email).toBe(user.email);
    expect((await sessionOf(phone)).body).toBeNull();
    expect(await storedTokens(user.id)).toEqual([hashToken(tokenOf(fresh))]);
  });
});

describe('the migration of the sessions of the time before', () => {
  it('hashes the clear tokens in place, so a cookie issued before keeps working', async () => {
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_hash_session_tokens.sql'));
    expect(file).toBeDefined();
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    const token = tokenOf(cookie);
    // The row as better-auth wrote it before: the token in clear.
    await t.db.update(sessions).set({ token }).where(eq(sessions.userId, user.id));
    expect((await sessionOf(cookie)).body).toBeNull();

    const statements = readFileSync(join(MIGRATIONS_FOLDER, file!), 'utf8').split('--> statement-breakpoint');
    // Twice: a session already hashed stays as it is.
    for (let i = 0; i < 2; i += 1) for (const statement of statements) await t.db.execute(sql.raw(statement));
    expect(await storedTokens(user.id)).toEqual([hashToken(token)]);
    expect((await sessionOf(cookie)).body?.user.email).toBe(user.email);
  });
});
