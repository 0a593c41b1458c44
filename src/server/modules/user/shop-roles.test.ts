import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWNER_ONLY_MESSAGE } from '../../../shared/shop-roles';
import type { SessionUser } from '../../auth';
import { integrations, matrices, shops, userShops } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import { setUpTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';

// Shop roles (probe: an invitee of one minute removed the person who created the shop, who then
// got 403 on their own shop). Owners run the shop; members quote, share and push jobs.

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

type Caller = ReturnType<TestApp['caller']>;

async function shopWithPeople() {
  const owner = await t.createUser({ name: 'Olive Owner' });
  const member = await t.createUser({ name: 'Mia Member' });
  const outsider = await t.createUser({ name: 'Oscar Outsider' });
  const shop = await t.createShop({ name: 'Harbor Auto', sms_name: 'TEKMETRIC', tekmetric_id: 7001 });
  await t.addMember(owner, shop);
  await t.addMember(member, shop);
  await t.addMember(outsider, await t.createShop({ name: 'Faraway Garage' }));
  const [integration] = await t.db
    .insert(integrations)
    .values({
      shop_id: shop.id,
      type: 'TEKMETRIC',
      public_key: 'client',
      private_key_encrypted: encryptSecret('secret', t.deps.env.APP_SECRET),
    })
    .returning();
  const links = await t.db.select().from(userShops).where(eq(userShops.shop_id, shop.id));
  const linkOf = (user: SessionUser) => links.find((l) => l.user_id === user.id)!.id;
  return { owner, member, outsider, shop, integrationId: integration!.id, linkOf };
}

/** Every owner-only procedure, called on the shop; each must refuse a member and change nothing. */
function ownerOnlyCalls(world: Awaited<ReturnType<typeof shopWithPeople>>) {
  const { shop, integrationId, owner, linkOf } = world;
  const calls: Array<[string, (caller: Caller) => Promise<unknown>]> = [
    [
      'shop.saveShop',
      (c) =>
        c.shop.saveShop({
          id: shop.id,
          name: 'Renamed',
          standardLaborRate: 10,
          sourcePartsOnQuoteCreation: false,
          checkLaborGuideOnQuoteCreation: false,
        }),
    ],
    ['shop.updateShopTekmetric', (c) => c.shop.updateShopTekmetric({ shopId: shop.id })],
    [
      'matrix.replaceMatrices',
      (c) =>
        c.matrix.replaceMatrices({
          shopId: shop.id,
          type: 'LABOR',
          matrices: [{ start: 0, end: null, multiplier: 2 }] as never,
        }),
    ],
    [
      'integration.createIntegrationTekmetric',
      (c) => c.integration.createIntegrationTekmetric({ shop_id: shop.id, login: 'a', password: 'b' }),
    ],
    [
      'integration.createIntegrationShopWare',
      (c) => c.integration.createIntegrationShopWare({ shop_id: shop.id, login: 'a', password: 'b' }),
    ],
    [
      'integration.createIntegrationPartstech',
      (c) => c.integration.createIntegrationPartstech({ shop_id: shop.id }),
    ],
    [
      'integration.connectPartstech',
      (c) => c.integration.connectPartstech({ shop_id: shop.id, username: 'u', apiKey: 'k' }),
    ],
    ['integration.deleteIntegration', (c) => c.integration.deleteIntegration({ id: integrationId })],
    [
      'integration.checkIntegrationTekmetric',
      (c) => c.integration.checkIntegrationTekmetric({ integrationId }),
    ],
    [
      'integration.checkIntegrationShopware',
      (c) => c.integration.checkIntegrationShopware({ integrationId }),
    ],
    ['integration.authIntegrationShopware', (c) => c.integration.authIntegrationShopware({ integrationId })],
    ['user.deleteUserShop (the owner)', (c) => c.user.deleteUserShop({ userShopId: linkOf(owner) })],
    ['user.setShopRole', (c) => c.user.setShopRole({ userShopId: linkOf(owner), role: 'MEMBER' })],
  ];
  return calls;
}

describe('owners and members', () => {
  it('lists each person with their role, and the caller’s own role with their shops', async () => {
    const { owner, member, shop } = await shopWithPeople();
    const people = await t.caller(member).user.getUsersInShop({ shop_id: shop.id });
    expect(people.map((p) => [p.user.name, p.role])).toEqual([
      ['Olive Owner', 'OWNER'],
      ['Mia Member', 'MEMBER'],
    ]);
    expect((await t.caller(owner).shop.getMyShops()).map((m) => m.role)).toEqual(['OWNER']);
    expect((await t.caller(member).shop.getMyShops()).map((m) => m.role)).toEqual(['MEMBER']);
  });

  it('refuses a member every owner-only procedure, and changes nothing', async () => {
    const world = await shopWithPeople();
    const before = await t.db.select().from(shops).where(eq(shops.id, world.shop.id));
    for (const [name, call] of ownerOnlyCalls(world)) {
      await expect(call(t.caller(world.member)), name).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: OWNER_ONLY_MESSAGE,
      });
    }
    expect(await t.db.select().from(shops).where(eq(shops.id, world.shop.id))).toEqual(before);
    expect(await t.db.select().from(matrices).where(eq(matrices.shop_id, world.shop.id))).toEqual([]);
    expect(
      await t.db.select().from(integrations).where(eq(integrations.shop_id, world.shop.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(userShops).where(eq(userShops.shop_id, world.shop.id))).toHaveLength(2);
  });

  it('lets the owner do what members cannot', async () => {
    const world = await shopWithPeople();
    const as = t.caller(world.owner);
    await expect(
      as.shop.saveShop({
        id: world.shop.id,
        name: 'Harbor Auto Care',
        standardLaborRate: 180,
        sourcePartsOnQuoteCreation: false,
        checkLaborGuideOnQuoteCreation: false,
      }),
    ).resolves.toMatchObject({ name: 'Harbor Auto Care', standard_labor_rate: 180 });
    await expect(as.integration.deleteIntegration({ id: world.integrationId })).resolves.toBeTruthy();
    await expect(as.user.deleteUserShop({ userShopId: world.linkOf(world.member) })).resolves.toBeTruthy();
  });

  it('lets a member leave on their own, but not remove anyone else', async () => {
    const world = await shopWithPeople();
    const second = await t.createUser({ name: 'Sam Second' });
    await t.addMember(second, world.shop);
    const secondLink = (await t.db.select().from(userShops).where(eq(userShops.user_id, second.id)))[0]!.id;
    await expect(
      t.caller(world.member).user.deleteUserShop({ userShopId: secondLink }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: OWNER_ONLY_MESSAGE,
    });
    await expect(
      t.caller(world.member).user.deleteUserShop({ userShopId: world.linkOf(world.member) }),
    ).resolves.toEqual({ id: world.linkOf(world.member) });
  });

  it('promotes and demotes, and keeps one owner', async () => {
    const world = await shopWithPeople();
    const as = t.caller(world.owner).user;
    await expect(
      as.setShopRole({ userShopId: world.linkOf(world.owner), role: 'MEMBER' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Harbor Auto needs at least one owner. Make another member an owner first.',
    });
    await expect(
      t.caller(world.owner).user.deleteUserShop({ userShopId: world.linkOf(world.owner) }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await as.setShopRole({ userShopId: world.linkOf(world.member), role: 'OWNER' })).toEqual({
      id: world.linkOf(world.member),
      role: 'OWNER',
    });
    // Now two owners: the first may step down, and the new owner runs the shop.
    await as.setShopRole({ userShopId: world.linkOf(world.owner), role: 'MEMBER' });
    await expect(
      t.caller(world.owner).shop.updateShopTekmetric({ shopId: world.shop.id }),
    ).rejects.toMatchObject({ message: OWNER_ONLY_MESSAGE });
    const people = await t.caller(world.member).user.getUsersInShop({ shop_id: world.shop.id });
    expect(people.map((p) => p.role)).toEqual(['MEMBER', 'OWNER']);
  });

  it('answers NOT_FOUND to another shop’s member and lets a platform administrator set roles anywhere', async () => {
    const world = await shopWithPeople();
    await expect(
      t.caller(world.outsider).user.setShopRole({ userShopId: world.linkOf(world.member), role: 'OWNER' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found in this shop.' });
    await expect(
      t.caller(world.outsider).user.deleteUserShop({ userShopId: world.linkOf(world.member) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const admin = await t.createUser({ role: 'ADMIN' });
    await expect(
      t.caller(admin).user.setShopRole({ userShopId: world.linkOf(world.member), role: 'OWNER' }),
    ).resolves.toMatchObject({ role: 'OWNER' });
    await expect(
      t.caller(null).user.setShopRole({ userShopId: world.linkOf(world.member), role: 'OWNER' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('gives a shop an owner when an administrator takes its owner out or attaches someone to an empty shop', async () => {
    const world = await shopWithPeople();
    const admin = await t.createUser({ role: 'ADMIN' });
    await t.caller(admin).shop.adminAttachShopsToUser({ user_id: world.owner.id, shop_ids: [] });
    const people = await t.caller(world.member).user.getUsersInShop({ shop_id: world.shop.id });
    expect(people.map((p) => [p.user.name, p.role])).toEqual([['Mia Member', 'OWNER']]);

    const empty = await t.createShop({ name: 'Nobody Yet' });
    const newcomer = await t.createUser();
    await t.caller(admin).shop.adminAttachShopsToUser({ user_id: newcomer.id, shop_ids: [empty.id] });
    const mine = await t.caller(newcomer).shop.getMyShops();
    expect(mine.map((m) => [m.shop.name, m.role])).toEqual([['Nobody Yet', 'OWNER']]);
  });

  it('refuses to delete the account of a shop’s last owner while others remain', async () => {
    const world = await shopWithPeople();
    const signIn = await t.request(
      '/api/auth/sign-in/email',
      { method: 'POST', body: JSON.stringify({ email: world.owner.email, password: TEST_PASSWORD }) },
      '10.31.0.1',
    );
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
    const refused = await t.request(
      '/api/auth/delete-user',
      { method: 'POST', body: '{}', headers: { cookie: cookie.split(';')[0]! } },
      '10.31.0.2',
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'You are the last owner of Harbor Auto. Make another member an owner before deleting your account.',
    );
  });
});
