import { describe, expect, it } from 'vitest';
import { latestMessageTo } from '../../notifications/outbox';
import { setUpTestApp, type TestApp } from '../../test/harness';

// Sign-up over HTTP: user.signup through /trpc and better-auth's /api/auth/sign-up/email share
// one rate limit per client address, and neither tells whether an e-mail has an account.

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

const newEmail = () => `new-${crypto.randomUUID()}@example.test`;
const person = (email: string) => ({ name: 'Pat New', email, password: 'long-enough-1' });

function signUpOverTrpc(body: object, address: string, headers: Record<string, string> = {}) {
  return t.request(
    '/trpc/user.signup',
    { method: 'POST', body: JSON.stringify({ json: body }), headers },
    address,
  );
}

function signUpOverAuth(body: object, address: string) {
  return t.request('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify(body) }, address);
}

describe('sign-up rate limit', () => {
  it('limits user.signup like /api/auth sign-up: the 11th from one address within a minute gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await signUpOverTrpc(person(newEmail()), '10.20.0.1')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const refused = await signUpOverTrpc(person(newEmail()), '10.20.0.1');
    expect((await refused.json()).error.json.message).toBe('Too many requests. Please try again later.');
    // Another address is unaffected.
    expect((await signUpOverTrpc(person(newEmail()), '10.20.0.2')).status).toBe(200);
  });

  it('counts both sign-up paths together, per address', async () => {
    for (let i = 0; i < 6; i += 1)
      expect((await signUpOverAuth(person(newEmail()), '10.21.0.1')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await signUpOverTrpc(person(newEmail()), '10.21.0.1')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await signUpOverAuth(person(newEmail()), '10.21.0.1')).status).toBe(429);
  });

  it('takes the address from the connection, not from a header the client sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await signUpOverTrpc(person(newEmail()), '10.22.0.1', {
        'x-client-ip': `192.0.2.${i}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sign-up answers', () => {
  it('/api/auth/sign-up/email answers an existing e-mail exactly as a new one, without a session', async () => {
    const existing = await t.createUser({ name: 'Erin Existing' });
    const [taken, fresh] = await Promise.all([
      signUpOverAuth(person(existing.email), '10.23.0.1'),
      signUpOverAuth(person(newEmail()), '10.23.0.2'),
    ]);
    expect([taken.status, fresh.status]).toEqual([200, 200]);
    expect(taken.headers.getSetCookie()).toEqual([]);
    expect(fresh.headers.getSetCookie()).toEqual([]);
    const [takenBody, freshBody] = [await taken.json(), await fresh.json()];
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(Object.keys(takenBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(takenBody).toMatchObject({
      token: null,
      user: { name: 'Pat New', emailVerified: false, role: 'USER' },
    });
    expect(freshBody).toMatchObject({
      token: null,
      user: { name: 'Pat New', emailVerified: false, role: 'USER' },
    });
    expect(takenBody.user.id).not.toBe(existing.id);
  });

  it('signs an invited person in at once: the invitation link proved the address', async () => {
    const owner = await t.createUser({ name: 'Owner Olsen' });
    const shop = await t.createShop({ name: 'Olsen Automotive' });
    await t.addMember(owner, shop);
    const email = newEmail();
    await t.caller(owner).invitation.inviteUserToShop({ shopId: shop.id, email });
    const invitation = await latestMessageTo(t.db, email, 'INVITATION');
    const invitationToken = new URL(invitation!.body.match(/https?:\/\/\S+/)![0]).searchParams.get(
      'invitationToken',
    )!;

    const wrongToken = await signUpOverAuth({ ...person(`other-${email}`), invitationToken }, '10.24.0.1');
    expect(wrongToken.headers.getSetCookie()).toEqual([]);

    const invited = await signUpOverAuth({ ...person(email), invitationToken }, '10.24.0.1');
    expect(invited.status).toBe(200);
    const cookie = invited.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toBeDefined();
    const me = await t.request('/trpc/user.getMe', { headers: { cookie: cookie!.split(';')[0]! } });
    expect((await me.json()).result.data.json.email).toBe(email);
    expect(await latestMessageTo(t.db, email, 'SIGN_UP_VERIFICATION')).toBeUndefined();
    expect(await latestMessageTo(t.db, `other-${email}`, 'SIGN_UP_VERIFICATION')).toBeDefined();
    const signIn = await t.request(
      '/api/auth/sign-in/email',
      { method: 'POST', body: JSON.stringify({ email, password: 'long-enough-1' }) },
      '10.24.0.2',
    );
    expect(signIn.status).toBe(200);
  });
});
