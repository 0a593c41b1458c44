import { describe, expect, it } from 'vitest';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

describe('shop.getMyShops', () => {
  it('lists only the caller’s memberships, by shop name', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const zeta = await t.createShop({ name: 'Zeta Motors' });
    const alpha = await t.createShop({ name: 'Alpha Auto', sms_name: 'TEKMETRIC' });
    const foreign = await t.createShop({ name: 'Foreign Garage' });
    await t.addMember(user, zeta);
    await t.addMember(user, alpha);
    await t.addMember(other, foreign);

    const memberships = await t.caller(user).shop.getMyShops();
    expect(memberships.map((m) => m.shop.name)).toEqual(['Alpha Auto', 'Zeta Motors']);
    expect(memberships[0]!.shop.sms_name).toBe('TEKMETRIC');
    expect(memberships[0]!.id).not.toBe(alpha.id);
  });

  it('answers an empty list to a user without shops', async () => {
    const user = await t.createUser();
    expect(await t.caller(user).shop.getMyShops()).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    await expect(t.caller(null).shop.getMyShops()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('shop.getContextShop', () => {
  it('prefers the Tekmetric id, then Shop-Ware id, then URL, then local storage', async () => {
    const user = await t.createUser();
    const tek = await t.createShop({ name: 'Tek', sms_name: 'TEKMETRIC', tekmetric_id: 9911 });
    const sw = await t.createShop({ name: 'SW', sms_name: 'SHOP_WARE', shopware_id: 'sw-77' });
    const plain = await t.createShop({ name: 'Plain' });
    for (const shop of [tek, sw, plain]) await t.addMember(user, shop);
    const call = t.caller(user).shop.getContextShop;

    expect((await call({ shopTekmetricId: '9911', shopIdUrl: plain.id }))?.id).toBe(tek.id);
    expect((await call({ shopWareShopId: 'sw-77', shopIdUrl: plain.id }))?.id).toBe(sw.id);
    expect((await call({ shopIdUrl: plain.id, shopIdLocalStorage: sw.id }))?.id).toBe(plain.id);
    expect((await call({ shopIdLocalStorage: sw.id }))?.id).toBe(sw.id);
    expect(await call({})).toBeNull();
  });

  it('never returns another shop’s data, whatever the hints say', async () => {
    const user = await t.createUser();
    const mine = await t.createShop({ name: 'Mine' });
    const theirs = await t.createShop({ name: 'Theirs', tekmetric_id: 4242 });
    await t.addMember(user, mine);

    const call = t.caller(user).shop.getContextShop;
    // The only membership is the fallback; the foreign hints are ignored.
    expect((await call({ shopIdUrl: theirs.id }))?.id).toBe(mine.id);
    expect((await call({ shopTekmetricId: '4242' }))?.id).toBe(mine.id);
    expect((await call({ shopIdUrl: 'not-a-uuid' }))?.id).toBe(mine.id);
  });

  it('refuses anonymous callers', async () => {
    await expect(t.caller(null).shop.getContextShop({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('shop.getMyShop', () => {
  it('returns a shop of the caller with its details', async () => {
    const user = await t.createUser();
    const shop = await t.createShop({
      name: 'Detail Garage',
      city: 'Lansing',
      state: 'MI',
      standard_labor_rate: 139.5,
    });
    await t.addMember(user, shop);
    const found = await t.caller(user).shop.getMyShop({ shopId: shop.id });
    expect(found).toMatchObject({
      id: shop.id,
      name: 'Detail Garage',
      city: 'Lansing',
      standard_labor_rate: 139.5,
    });
  });

  it('refuses another shop’s member, a malformed id and anonymous callers', async () => {
    const owner = await t.createUser();
    const outsider = await t.createUser();
    const shop = await t.createShop();
    await t.addMember(owner, shop);
    await expect(t.caller(outsider).shop.getMyShop({ shopId: shop.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(t.caller(owner).shop.getMyShop({ shopId: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid shop id',
    });
    await expect(t.caller(null).shop.getMyShop({ shopId: shop.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
