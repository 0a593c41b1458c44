import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../auth';
import { userShops, users } from '../../db/schema';
import { setUpTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';

// A shop always keeps a member (probe: a new member removed everyone, the platform admin
// included, then deleted her own account, and the shop was left with nobody).

let t: TestApp;
let address = 0;
setUpTestApp({}, (app) => {
  t = app;
});

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const nextAddress = () => `10.30.0.${++address}`;

async function sessionCookieOf(user: SessionUser): Promise<string> {
  const response = await t.request(
    '/api/auth/sign-in/email',
    json({ email: user.email, password: TEST_PASSWORD }),
    nextAddress(),
  );
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error(`no session for ${user.email}`);
  return cookie.split(';')[0]!;
}

function deleteAccount(cookie: string) {
  return t.request('/api/auth/delete-user', { ...json({}), headers: { cookie } }, nextAddress());
}

const linkOf = async (user: { id: string }, shopId: string) =>
  (
    await t.db
      .select({ id: userShops.id })
      .from(userShops)
      .where(and(eq(userShops.user_id, user.id), eq(userShops.shop_id, shopId)))
  )[0]?.id;

const membersOf = async (shopId: string) =>
  (await t.db.select({ userId: userShops.user_id }).from(userShops).where(eq(userShops.shop_id, shopId))).map(
    (row) => row.userId,
  );

/** Bayside with its owner (an old hand), the platform admin and a member invited minutes ago. */
async function bayside() {
  const admin = await t.createUser({ name: 'Alex Admin', role: 'ADMIN' });
  const oldHand = await t.createUser({ name: 'Olive Oldhand' });
  const newcomer = await t.createUser({ name: 'Nina Newcomer' });
  const shop = await t.createShop({ name: 'Bayside Auto Care' });
  for (const user of [oldHand, admin, newcomer]) await t.addMember(user, shop);
  return { admin, oldHand, newcomer, shop };
}

const OWNER_ONLY = {
  code: 'FORBIDDEN',
  message: "Only the shop's owners can change this. Ask an owner of the shop.",
};

describe('a shop always keeps a member', () => {
  it('replays the probe: the admin stays, the last member can neither leave nor delete the account', async () => {
    const { admin, oldHand, newcomer, shop } = await bayside();
    const remove = (by: SessionUser, user: SessionUser) =>
      linkOf(user, shop.id).then((userShopId) =>
        t.caller(by).user.deleteUserShop({ userShopId: userShopId! }),
      );

    // The newcomer is a member: removing the owner or the admin is the owners' business.
    await expect(remove(newcomer, oldHand)).rejects.toMatchObject(OWNER_ONLY);
    await expect(remove(newcomer, admin)).rejects.toMatchObject(OWNER_ONLY);
    await expect(remove(oldHand, admin)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only a platform administrator can remove a platform administrator from a shop.',
    });
    await remove(oldHand, newcomer);
    expect((await membersOf(shop.id)).sort()).toEqual([admin.id, oldHand.id].sort());

    // The admin leaves on their own; now the owner is the last member.
    await remove(admin, admin);
    await expect(remove(oldHand, oldHand)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You are the last member of Bayside Auto Care. Add another member before leaving.',
    });
    const refused = await deleteAccount(await sessionCookieOf(oldHand));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'You are the last member of Bayside Auto Care. Add another member to it before deleting your account.',
    );
    expect(await membersOf(shop.id)).toEqual([oldHand.id]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, oldHand.id))).toHaveLength(1);
  });

  it('lets an admin remove another admin, and a member leave or delete an account the shops can spare', async () => {
    const { admin, oldHand, newcomer, shop } = await bayside();
    const secondAdmin = await t.createUser({ name: 'Ari Admin', role: 'ADMIN' });
    await t.addMember(secondAdmin, shop);
    const other = await t.createShop({ name: 'Second Site' });
    await t.addMember(oldHand, other);
    await t.addMember(newcomer, other);

    await t.caller(admin).user.deleteUserShop({ userShopId: (await linkOf(secondAdmin, shop.id))! });
    const deleted = await deleteAccount(await sessionCookieOf(newcomer));
    expect(deleted.status).toBe(200);
    expect((await membersOf(shop.id)).sort()).toEqual([admin.id, oldHand.id].sort());
    expect(await membersOf(other.id)).toEqual([oldHand.id]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, newcomer.id))).toEqual([]);
  });

  it('refuses an account deletion and changes nothing when any one of its shops would be left empty', async () => {
    const { oldHand, shop } = await bayside();
    const solo = await t.createShop({ name: 'Lone Wolf Repair' });
    await t.addMember(oldHand, solo);
    const refused = await deleteAccount(await sessionCookieOf(oldHand));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/^You are the last member of Lone Wolf Repair\./);
    expect(await membersOf(solo.id)).toEqual([oldHand.id]);
    expect(await membersOf(shop.id)).toContain(oldHand.id);
  });

  it('leaves one member when the last two remove each other at the same moment', async () => {
    const a = await t.createUser({ name: 'Ana' });
    const b = await t.createUser({ name: 'Ben' });
    const shop = await t.createShop({ name: 'Twin Bays Garage' });
    await t.addMember(a, shop);
    await t.addMember(b, shop, 'OWNER');
    const results = await Promise.allSettled([
      t.caller(a).user.deleteUserShop({ userShopId: (await linkOf(b, shop.id))! }),
      t.caller(b).user.deleteUserShop({ userShopId: (await linkOf(a, shop.id))! }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await membersOf(shop.id)).toHaveLength(1);
  });

  it('leaves one member when the last two delete their accounts at the same moment', async () => {
    const a = await t.createUser({ name: 'Cara' });
    const b = await t.createUser({ name: 'Dev' });
    const shop = await t.createShop({ name: 'Harbor Lights Auto' });
    await t.addMember(a, shop);
    await t.addMember(b, shop, 'OWNER');
    const [cookieA, cookieB] = [await sessionCookieOf(a), await sessionCookieOf(b)];
    const statuses = await Promise.all([deleteAccount(cookieA), deleteAccount(cookieB)]).then((r) =>
      r.map((response) => response.status),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await membersOf(shop.id)).toHaveLength(1);
  });
});
