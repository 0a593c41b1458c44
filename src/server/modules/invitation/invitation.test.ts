import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema';
import { latestMessageTo } from '../../notifications/outbox';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function inviteNewPerson() {
  const owner = await t.createUser({ name: 'Owner Olsen' });
  const shop = await t.createShop({ name: 'Olsen Automotive' });
  await t.addMember(owner, shop);
  const email = `invitee-${crypto.randomUUID()}@example.test`;
  await t.caller(owner).invitation.inviteUserToShop({ shopId: shop.id, email, name: 'Ivy Invitee' });
  const [row] = await t.db.select().from(invitations).where(eq(invitations.email, email));
  return { owner, shop, email, token: row!.token };
}

describe('invitation.inviteUserToShop', () => {
  it('stores the invitation and e-mails a sign-up link carrying the token', async () => {
    const { email, token, shop } = await inviteNewPerson();
    const message = await latestMessageTo(t.db, email, 'INVITATION');
    expect(message?.subject).toBe('Join Olsen Automotive on Repair Quotes');
    expect(message?.body).toContain(`/signup?invitationToken=${token}&shopId=${shop.id}`);
    expect(message?.body).toContain('Owner Olsen invited you');
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
    await t.db.update(invitations).set({ email: stranger.email }).where(eq(invitations.token, token));
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
      .where(eq(invitations.token, token));
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
