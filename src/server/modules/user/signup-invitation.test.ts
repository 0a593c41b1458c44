import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../auth';
import { invitations, users } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

// The app setting signup_mode over both sign-up paths: tRPC user.signup and better-auth's
// /api/auth/sign-up/email.

const REFUSED = 'Sign-up is by invitation only. Ask your shop to invite you.';
const PASSWORD = 'long-enough-1';

let t: TestApp;
let admin: SessionUser;
let owner: SessionUser;
let shopId: string;
let ip = 0;
setUpTestApp({}, async (app) => {
  t = app;
  admin = await t.createUser({ role: 'ADMIN' });
  owner = await t.createUser({ name: 'Owner Olsen' });
  const shop = await t.createShop({ name: 'Olsen Automotive' });
  await t.addMember(owner, shop);
  shopId = shop.id;
});
beforeEach(async () => {
  await t.caller(admin).appSetting.saveAppSetting({ key: 'signup_mode', value: 'invitation' });
});

const accountOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0];

function signUpOverHttp(email: string) {
  ip += 1;
  return t.request(
    '/api/auth/sign-up/email',
    { method: 'POST', body: JSON.stringify({ name: 'New Person', email, password: PASSWORD }) },
    `10.9.0.${ip}`,
  );
}

describe('sign-up by invitation only', () => {
  it('refuses user.signup without an invitation, then allows it once the shop invites the e-mail', async () => {
    const email = `trpc-${crypto.randomUUID()}@example.test`;
    await expect(
      t.caller(null).user.signup({ name: 'New Person', email, password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: REFUSED });
    expect(await accountOf(email)).toBeUndefined();

    // Invited in other capitals: the e-mail matches whatever its case.
    await t.caller(owner).invitation.inviteUserToShop({ shopId, email: email.toUpperCase() });
    const result = await t.caller(null).user.signup({ name: 'New Person', email, password: PASSWORD });
    expect(result.user.email).toBe(email);
  });

  it('refuses /api/auth/sign-up/email without an invitation, then allows it with one', async () => {
    const email = `http-${crypto.randomUUID()}@example.test`;
    const refused = await signUpOverHttp(email);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(REFUSED);
    expect(await accountOf(email)).toBeUndefined();

    await t.caller(owner).invitation.inviteUserToShop({ shopId, email });
    const allowed = await signUpOverHttp(email);
    expect(allowed.status).toBe(200);
    expect(await accountOf(email)).toBeDefined();
  });

  it('does not count an expired or an accepted invitation', async () => {
    const expired = `expired-${crypto.randomUUID()}@example.test`;
    const accepted = `accepted-${crypto.randomUUID()}@example.test`;
    await t.caller(owner).invitation.inviteUserToShop({ shopId, email: expired });
    await t.caller(owner).invitation.inviteUserToShop({ shopId, email: accepted });
    await t.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, expired));
    await t.db.update(invitations).set({ accepted_at: new Date() }).where(eq(invitations.email, accepted));
    expect((await signUpOverHttp(expired)).status).toBe(403);
    await expect(
      t.caller(null).user.signup({ name: 'Late', email: accepted, password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: REFUSED });
  });

  it('lets anyone sign up again once the setting is back to open', async () => {
    await t.caller(admin).appSetting.saveAppSetting({ key: 'signup_mode', value: 'open' });
    const email = `open-${crypto.randomUUID()}@example.test`;
    expect((await signUpOverHttp(email)).status).toBe(200);
    const other = `open-${crypto.randomUUID()}@example.test`;
    const result = await t.caller(null).user.signup({ name: 'Open Door', email: other, password: PASSWORD });
    expect(result.user.email).toBe(other);
  });
});
