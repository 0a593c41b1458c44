import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userShops } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

/** A shop with an owner and a colleague who joined a day later, plus a foreign shop. */
async function shopWithTwoUsers() {
  const owner = await t.createUser({ name: 'Olive Owner' });
  const colleague = await t.createUser({ name: 'Carl Colleague' });
  const outsider = await t.createUser({ name: 'Oscar Outsider' });
  const shop = await t.createShop({ name: 'Harbor Auto' });
  const foreign = await t.createShop({ name: 'Faraway Garage' });
  await t.addMember(owner, shop);
  await t.addMember(colleague, shop);
  await t.addMember(outsider, foreign);
  // Join dates set explicitly, so the order is the join order and not the insert order.
  await t.db
    .update(userShops)
    .set({ created_at: new Date('2025-03-01T10:00:00Z') })
    .where(eq(userShops.user_id, owner.id));
  await t.db
    .update(userShops)
    .set({ created_at: new Date('2025-03-02T10:00:00Z') })
    .where(eq(userShops.user_id, colleague.id));
  return { owner, colleague, outsider, shop, foreign };
}

describe('user.getUsersInShop', () => {
  it('lists the members of the shop by join date, with the link id', async () => {
    const { owner, colleague, shop } = await shopWithTwoUsers();
    const rows = await t.caller(colleague).user.getUsersInShop({ shop_id: shop.id });

    expect(rows.map((r) => r.user.name)).toEqual(['Olive Owner', 'Carl Colleague']);
    expect(rows[0]!.user).toEqual({ id: owner.id, name: 'Olive Owner', email: owner.email });
    expect(rows[0]!.created_at).toEqual(new Date('2025-03-01T10:00:00Z'));
    const [ownerLink] = await t.db.select().from(userShops).where(eq(userShops.user_id, owner.id));
    expect(rows[0]!.id).toBe(ownerLink!.id);
    expect(rows[0]!.id).not.toBe(owner.id);
  });

  it("refuses a member of another shop, and does not list the other shop's users", async () => {
    const { outsider, shop, foreign } = await shopWithTwoUsers();
    await expect(t.caller(outsider).user.getUsersInShop({ shop_id: shop.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
    const theirs = await t.caller(outsider).user.getUsersInShop({ shop_id: foreign.id });
    expect(theirs.map((r) => r.user.name)).toEqual(['Oscar Outsider']);
  });

  it('refuses anonymous callers and a malformed shop id', async () => {
    const { owner, shop } = await shopWithTwoUsers();
    await expect(t.caller(null).user.getUsersInShop({ shop_id: shop.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(owner).user.getUsersInShop({ shop_id: 'not-a-uuid' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid shop id',
    });
  });
});

describe('user.deleteUserShop', () => {
  it('removes a colleague from the shop, and only that membership', async () => {
    const { owner, colleague, shop } = await shopWithTwoUsers();
    const other = await t.createShop({ name: 'Second Site' });
    await t.addMember(colleague, other);
    const before = await t.caller(owner).user.getUsersInShop({ shop_id: shop.id });
    const link = before.find((r) => r.user.id === colleague.id)!;

    expect(await t.caller(owner).user.deleteUserShop({ userShopId: link.id })).toEqual({ id: link.id });

    const after = await t.caller(owner).user.getUsersInShop({ shop_id: shop.id });
    expect(after.map((r) => r.user.id)).toEqual([owner.id]);
    const colleagueShops = await t.caller(colleague).shop.getMyShops();
    expect(colleagueShops.map((m) => m.shop.name)).toEqual(['Second Site']);
    await expect(t.caller(colleague).user.getUsersInShop({ shop_id: shop.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('lets a user leave a shop that keeps another user', async () => {
    const { owner, colleague, shop } = await shopWithTwoUsers();
    const rows = await t.caller(colleague).user.getUsersInShop({ shop_id: shop.id });
    const own = rows.find((r) => r.user.id === colleague.id)!;
    await t.caller(colleague).user.deleteUserShop({ userShopId: own.id });
    const left = await t.caller(owner).user.getUsersInShop({ shop_id: shop.id });
    expect(left.map((r) => r.user.id)).toEqual([owner.id]);
  });

  it('refuses to remove the last user of a shop', async () => {
    const solo = await t.createUser();
    const shop = await t.createShop({ name: 'Lone Wolf Repair' });
    await t.addMember(solo, shop);
    const [row] = await t.caller(solo).user.getUsersInShop({ shop_id: shop.id });
    await expect(t.caller(solo).user.deleteUserShop({ userShopId: row!.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You are the last member of Lone Wolf Repair. Add another member before leaving.',
    });
    expect(await t.caller(solo).user.getUsersInShop({ shop_id: shop.id })).toHaveLength(1);
  });

  it('answers NOT_FOUND for a membership of another shop and leaves it in place', async () => {
    const { owner, outsider, foreign } = await shopWithTwoUsers();
    const newcomer = await t.createUser();
    await t.addMember(newcomer, foreign);
    const foreignRows = await t.caller(outsider).user.getUsersInShop({ shop_id: foreign.id });
    const target = foreignRows.find((r) => r.user.id === newcomer.id)!;

    await expect(t.caller(owner).user.deleteUserShop({ userShopId: target.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found in this shop.',
    });
    await expect(
      t.caller(owner).user.deleteUserShop({ userShopId: crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.caller(outsider).user.getUsersInShop({ shop_id: foreign.id })).toHaveLength(2);
  });

  it('refuses anonymous callers and a malformed id', async () => {
    const { owner, shop } = await shopWithTwoUsers();
    const [row] = await t.caller(owner).user.getUsersInShop({ shop_id: shop.id });
    await expect(t.caller(null).user.deleteUserShop({ userShopId: row!.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(owner).user.deleteUserShop({ userShopId: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid user link id',
    });
    expect(await t.caller(owner).user.getUsersInShop({ shop_id: shop.id })).toHaveLength(2);
  });
});
