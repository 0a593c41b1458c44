import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationShops, organizations, userShops } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

async function shopIdsOf(userId: string) {
  const rows = await t.db.select().from(userShops).where(eq(userShops.user_id, userId));
  return rows.map((r) => r.shop_id).sort();
}

async function organizationShopIds(organizationId: string) {
  const rows = await t.db
    .select()
    .from(organizationShops)
    .where(eq(organizationShops.organization_id, organizationId));
  return rows.map((r) => r.shop_id).sort();
}

describe('shop.adminAttachShopsToUser', () => {
  it("makes the user's shops exactly the given set, keeping the memberships that stay", async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser({ name: 'Mover' });
    const colleague = await t.createUser();
    const [a, b, c] = [
      await t.createShop({ name: 'Alpha Auto' }),
      await t.createShop({ name: 'Beta Brakes' }),
      await t.createShop({ name: 'Gamma Garage' }),
    ];
    await t.addMember(user, a);
    await t.addMember(user, b);
    await t.addMember(colleague, b);
    const [keptLink] = await t.db.select().from(userShops).where(eq(userShops.shop_id, a.id));

    const result = await t.caller(admin).shop.adminAttachShopsToUser({
      user_id: user.id,
      shop_ids: [c.id, a.id, c.id],
    });

    expect(result).toEqual({
      user_id: user.id,
      shops: [
        { id: a.id, name: 'Alpha Auto' },
        { id: c.id, name: 'Gamma Garage' },
      ],
    });
    expect(await shopIdsOf(user.id)).toEqual([a.id, c.id].sort());
    const [stillLink] = await t.db.select().from(userShops).where(eq(userShops.shop_id, a.id));
    expect(stillLink!.id).toBe(keptLink!.id);
    // The colleague's membership of the shop the user left is untouched.
    expect(await shopIdsOf(colleague.id)).toEqual([b.id]);
    const listed = await t.caller(admin).user.getAdminUsers({ search: 'Mover' });
    expect(listed.users[0]!.user_shops.map((s) => s.shop.name)).toEqual(['Alpha Auto', 'Gamma Garage']);
  });

  it('refuses to take away the last user of a shop, and changes nothing', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const solo = await t.createUser({ name: 'Sam Solo' });
    const other = await t.createUser();
    const lone = await t.createShop({ name: 'Lone Wolf Repair' });
    const shared = await t.createShop({ name: 'Shared Service' });
    const extra = await t.createShop({ name: 'Extra Exhaust' });
    await t.addMember(solo, lone);
    await t.addMember(solo, shared);
    await t.addMember(other, shared);

    await expect(
      t.caller(admin).shop.adminAttachShopsToUser({ user_id: solo.id, shop_ids: [extra.id] }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Sam Solo is the last user of Lone Wolf Repair. Attach another user to it first.',
    });
    expect(await shopIdsOf(solo.id)).toEqual([lone.id, shared.id].sort());
    expect(await shopIdsOf(other.id)).toEqual([shared.id]);

    // Once someone else is attached, the same change goes through.
    await t.caller(admin).shop.adminAttachShopsToUser({ user_id: other.id, shop_ids: [shared.id, lone.id] });
    await t.caller(admin).shop.adminAttachShopsToUser({ user_id: solo.id, shop_ids: [extra.id] });
    expect(await shopIdsOf(solo.id)).toEqual([extra.id]);
  });

  it('refuses an unknown shop, a malformed id, too many ids and an unknown user', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser();
    const shop = await t.createShop();
    await t.addMember(user, shop);
    const caller = t.caller(admin).shop;

    await expect(
      caller.adminAttachShopsToUser({ user_id: user.id, shop_ids: [crypto.randomUUID()] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Unknown shop.' });
    await expect(
      caller.adminAttachShopsToUser({ user_id: user.id, shop_ids: ['not-a-uuid'] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid shop id' });
    await expect(
      caller.adminAttachShopsToUser({
        user_id: user.id,
        shop_ids: Array.from({ length: 501 }, () => crypto.randomUUID()),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'At most 500 shops' });
    await expect(
      caller.adminAttachShopsToUser({ user_id: 'no-such-user', shop_ids: [shop.id] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
    expect(await shopIdsOf(user.id)).toEqual([shop.id]);
  });

  it('refuses a non-admin and an anonymous caller', async () => {
    const user = await t.createUser();
    const shop = await t.createShop();
    await expect(
      t.caller(user).shop.adminAttachShopsToUser({ user_id: user.id, shop_ids: [shop.id] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Administrator access is required.' });
    await expect(
      t.caller(null).shop.adminAttachShopsToUser({ user_id: user.id, shop_ids: [shop.id] }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await shopIdsOf(user.id)).toEqual([]);
  });
});

describe('shop.adminAttachShopsToOrganization', () => {
  it("makes the organization's shops exactly the given set, and only that organization's", async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const [fleet, other] = await t.db
      .insert(organizations)
      .values([{ name: 'Attach Fleet' }, { name: 'Other Fleet' }])
      .returning();
    const [a, b, c] = [await t.createShop(), await t.createShop(), await t.createShop()];
    await t.db.insert(organizationShops).values([
      { organization_id: fleet!.id, shop_id: a.id },
      { organization_id: fleet!.id, shop_id: b.id },
      { organization_id: other!.id, shop_id: b.id },
    ]);

    const result = await t.caller(admin).shop.adminAttachShopsToOrganization({
      organization_id: fleet!.id,
      shop_ids: [b.id, c.id],
    });
    expect(result.organization_id).toBe(fleet!.id);
    expect(result.shops.map((s) => s.id).sort()).toEqual([b.id, c.id].sort());
    expect(await organizationShopIds(fleet!.id)).toEqual([b.id, c.id].sort());
    expect(await organizationShopIds(other!.id)).toEqual([b.id]);

    await t.caller(admin).shop.adminAttachShopsToOrganization({ organization_id: fleet!.id, shop_ids: [] });
    expect(await organizationShopIds(fleet!.id)).toEqual([]);
    expect(await organizationShopIds(other!.id)).toEqual([b.id]);
  });

  it('refuses an unknown shop or organization and bad ids, changing nothing', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const [fleet] = await t.db.insert(organizations).values({ name: 'Steady Fleet' }).returning();
    const shop = await t.createShop();
    await t.db.insert(organizationShops).values({ organization_id: fleet!.id, shop_id: shop.id });
    const caller = t.caller(admin).shop;

    await expect(
      caller.adminAttachShopsToOrganization({ organization_id: fleet!.id, shop_ids: [crypto.randomUUID()] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Unknown shop.' });
    await expect(
      caller.adminAttachShopsToOrganization({ organization_id: crypto.randomUUID(), shop_ids: [shop.id] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Organization not found.' });
    await expect(
      caller.adminAttachShopsToOrganization({ organization_id: 'nope', shop_ids: [] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid organization id' });
    await expect(
      caller.adminAttachShopsToOrganization({ organization_id: fleet!.id, shop_ids: ['nope'] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid shop id' });
    expect(await organizationShopIds(fleet!.id)).toEqual([shop.id]);
  });

  it('refuses a non-admin and an anonymous caller', async () => {
    const user = await t.createUser();
    const [fleet] = await t.db.insert(organizations).values({ name: 'Guarded Fleet' }).returning();
    const shop = await t.createShop();
    const input = { organization_id: fleet!.id, shop_ids: [shop.id] };
    await expect(t.caller(user).shop.adminAttachShopsToOrganization(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Administrator access is required.',
    });
    await expect(t.caller(null).shop.adminAttachShopsToOrganization(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await organizationShopIds(fleet!.id)).toEqual([]);
  });
});
