import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema';
import { hashToken } from '../../lib/token-hash';
import { latestMessageTo } from '../../notifications/outbox';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

async function inviteNewPerson() {
  const owner = await t.createUser({ name: 'Owner Olsen' });
  const shop = await t.createShop({ name: 'Olsen Automotive' });
  await t.addMember(owner, shop);
  const email = `invitee-${crypto.randomUUID()}@example.test`;
  await t.caller(owner).invitation.inviteUserToShop({ shopId: shop.id, email, name: 'Ivy Invitee' });
  const message = await latestMessageTo(t.db, email, 'INVITATION');
  const token = new URL(message!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('invitationToken')!;
  return { owner, shop, email, token };
}

describe('invitation.inviteUserToShop', () => {
  it('stores the invitation and e-mails a sign-up link carrying the token', async () => {
    const { email, token, shop } = await inviteNewPerson();
    const message = await latestMessageTo(t.db, email, 'INVITATION');
    expect(message?.subject).toBe('Join Olsen Automotive on Repair Quotes');
    expect(message?.body).toContain(`/signup?invitationToken=${token}&shopId=${shop.id}`);
    expect(message?.body).toContain('Owner Olsen invited you');
  });

  it('keeps only the sha256 of the token, and finds the invitation by it', async () => {
    const { email, token } = await inviteNewPerson();
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const invitee = await t.createUser({ email });
    // The stored hash is no key: only the token from the e-mail opens the invitation.
    await expect(
      t.caller(invitee).invitation.approveInvitation({ invitationToken: row!.token_hash }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await t.caller(invitee).invitation.approveInvitation({ invitationToken: token });
    expect((await t.caller(invitee).shop.getMyShops()).map((m) => m.shop.name)).toEqual(['Olsen Automotive']);
  });

  it('e-mails someone who already has an account a sign-in link instead', async () => {
    const owner = await t.createUser({ name: 'Owner Olsen' });
    const shop = await t.createShop({ name: 'Olsen Automotive' });
    await t.addMember(owner, shop);
    const existing = await t.createUser({ name: 'Erin Existing' });
    await t.caller(owner).invitation.inviteUserToShop({ shopId: shop.id, email: existing.email });
    const message = await latestMessageTo(t.db, existing.email, 'INVITATION');
    expect(message?.body).toMatch(new RegExp(`/login\\?invitationToken=[\\w-]+&shopId=${shop.id}&email=`));
  });

  it('refuses a member of another shop', async () => {
    const { shop } = await inviteNewPerson();
    const outsider = await t.createUser();
    await expect(
      t.caller(outsider).invitation.inviteUserToShop({ shopId: shop.id, email: 'x@example.test' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses to invite someone who is already a member', async () => {
    const { owner, shop } = await inviteNewPerson();
    await expect(
      t.caller(owner).invitation.inviteUserToShop({ shopId: shop.id, email: owner.email }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('rejects bad input and anonymous callers', async () => {
    const { owner, shop } = await inviteNewPerson();
    await expect(
      t.caller(owner).invitation.inviteUserToShop({ shopId: shop.id, email: 'not-an-email' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Enter a valid email address' });
    await expect(
      t.caller(null).invitation.inviteUserToShop({ shopId: shop.id, email: 'a@example.test' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('invitation.approveInvitation', () => {
  it('joins the invited user to the shop, once', async () => {
    const { email, token, shop } = await inviteNewPerson();
    const invitee = await t.createUser({ email });
    expect(await t.caller(invitee).shop.getMyShops()).toEqual([]);

    await t.caller(invitee).invitation.approveInvitation({ invitationToken: token });
    await t.caller(invitee).invitation.approveInvitation({ invitationToken: token });
    const memberships = await t.caller(invitee).shop.getMyShops();
    expect(memberships.map((m) => m.shop.id)).toEqual([shop.id]);
  });

  it('refuses a token addressed to someone else, and a used token', async () => {
    const { email, token } = await inviteNewPerson();
    const stranger = await t.createUser();
    await expect(
      t.caller(stranger).invitation.approveInvitation({ invitationToken: token }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const invitee = await t.createUser({ email });
    await t.caller(invitee).invitation.approveInvitation({ invitationToken: token });
    await t.db
      .update(invitations)
      .set({ email: stranger.email })
      .where(eq(invitations.token_hash, hashToken(token)));
    await expect(
      t.caller(stranger).invitation.approveInvitation({ invitationToken: token }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses an expired or unknown token, and anonymous callers', async () => {
    const { email, token } = await inviteNewPerson();
    await t.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.token_hash, hashToken(token)));
    const invitee = await t.createUser({ email });
    await expect(
      t.caller(invitee).invitation.approveInvitation({ invitationToken: token }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This invitation has expired.',
    });
    await expect(
      t.caller(invitee).invitation.approveInvitation({ invitationToken: 'x'.repeat(32) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.caller(null).invitation.approveInvitation({ invitationToken: token }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
