import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../auth';
import {
  conversations,
  integrations,
  knowledgeBases,
  matrices,
  quotes,
  repairOrders,
  shops,
  userShops,
  vehicles,
} from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: SessionUser;
let advisor: SessionUser;

setUpTestApp({}, async (app) => {
  t = app;
  admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
  advisor = await t.createUser({ name: 'Sam Advisor' });
});

const edit = (id: string) => ({
  id,
  name: '  Sunshine Car Clinic  ',
  nickname: 'Sunshine',
  license_number: 'ARD-2231',
  phone: '(305) 555-0199',
  website: 'https://sunshine.example',
  address1: '88 Ocean Dr',
  address2: '',
  city: 'Miami',
  state: 'FL',
  zip: '33139',
  county: 'Miami-Dade',
  fullAddress: '88 Ocean Dr, Miami, FL 33139',
  is_schedule_active: true,
  sms_name: 'SHOP_WARE' as const,
  shopware_cname: 'sunshine',
  external_id: 'EXT-42',
});

let vinCounter = 0;
async function quoteAt(shopId: string) {
  vinCounter += 1;
  const [vehicle] = await t.db
    .insert(vehicles)
    .values({ vin: `1FTFW1EF4DF${String(vinCounter).padStart(6, '0')}`, make: 'Ford' })
    .returning();
  const [conversation] = await t.db
    .insert(conversations)
    .values({ shop_id: shopId, title: 'Grinding when braking' })
    .returning();
  await t.db.insert(quotes).values({
    conversation_id: conversation!.id,
    shop_id: shopId,
    vehicle_id: vehicle!.id,
    title: 'Front brake pads',
    shortTitle: 'Brakes',
    prompt: 'grinding noise front when braking',
    ai_model_name: 'test',
    time_to_create: 1,
  });
}

describe('admin shop procedures refuse non-admins', () => {
  it('answers FORBIDDEN to a shop member and UNAUTHORIZED without a session, changing nothing', async () => {
    const shop = await t.createShop({ name: 'Guarded Garage' });
    await t.addMember(advisor, shop);
    const calls = (user: SessionUser | null) => [
      () => t.caller(user).shop.getAdminShops({ search: '' }),
      () => t.caller(user).shop.saveShopAdmin(edit(shop.id)),
      () => t.caller(user).shop.deleteShop({ id: shop.id }),
      () => t.caller(user).part.getPartCatalogue({ search: 'brake pad', shopId: shop.id }),
    ];
    for (const call of calls(advisor)) {
      await expect(call()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Administrator access is required.',
      });
    }
    for (const call of calls(null)) await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ name: 'Guarded Garage', nickname: null });
  });
});

describe('shop.getAdminShops', () => {
  it('lists every shop by name, and a search narrows by name, nickname, city or external id', async () => {
    await t.createShop({ name: 'Zephyr Motors', nickname: 'Zed', city: 'Reno' });
    await t.createShop({ name: 'Alpine Auto', external_id: 'ALP-9' });
    const all = await t.caller(admin).shop.getAdminShops({ search: '' });
    const names = all.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Zephyr Motors', 'Alpine Auto']));
    const byName = async (search: string) =>
      (await t.caller(admin).shop.getAdminShops({ search })).map((s) => s.name);
    expect(await byName('zephyr')).toEqual(['Zephyr Motors']);
    expect(await byName('zed')).toEqual(['Zephyr Motors']);
    expect(await byName('reno')).toEqual(['Zephyr Motors']);
    expect(await byName('alp-9')).toEqual(['Alpine Auto']);
    expect(await byName('100%')).toEqual([]);
  });
});

describe('shop.saveShopAdmin', () => {
  it('saves the admin fields only: rates and matrices sent along are left as they are', async () => {
    const shop = await t.createShop({
      name: 'Sunny Clinic',
      standard_labor_rate: 140,
      labor_rate: 140,
      tekmetric_auto_apply_labor_matrix_id: 301,
      address2: 'Unit 4',
    });
    const sneaky = {
      ...edit(shop.id),
      standard_labor_rate: 1,
      labor_rate: 1,
      tekmetric_auto_apply_labor_matrix_id: 999,
      login_access: 'enabled',
    };
    const saved = await t.caller(admin).shop.saveShopAdmin(sneaky as ReturnType<typeof edit>);
    expect(saved).toMatchObject({
      id: shop.id,
      name: 'Sunshine Car Clinic',
      nickname: 'Sunshine',
      license_number: 'ARD-2231',
      address2: null,
      county: 'Miami-Dade',
      fullAddress: '88 Ocean Dr, Miami, FL 33139',
      is_schedule_active: true,
      sms_name: 'SHOP_WARE',
      shopware_cname: 'sunshine',
      external_id: 'EXT-42',
      standard_labor_rate: 140,
      labor_rate: 140,
      tekmetric_auto_apply_labor_matrix_id: 301,
      login_access: null,
    });
    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ name: 'Sunshine Car Clinic', standard_labor_rate: 140 });
  });

  it('refuses a blank name, an unknown system, control characters and an unknown shop', async () => {
    const shop = await t.createShop({ name: 'Kept Name' });
    const as = t.caller(admin).shop;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'Shop name is required'],
      [{ sms_name: 'MITCHELL' }, 'Select a shop system'],
      [{ nickname: 'Sun\u0000shine' }, 'Nickname must not contain control characters'],
      [{ external_id: 'x'.repeat(101) }, 'External ID must be at most 100 characters'],
    ];
    for (const [change, message] of cases) {
      await expect(as.saveShopAdmin({ ...edit(shop.id), ...change } as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    }
    await expect(as.saveShopAdmin(edit('00000000-0000-4000-8000-000000000000'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Shop not found.',
    });
    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ name: 'Kept Name', sms_name: 'DEMO_SHOP' });
  });
});

describe('shop.deleteShop', () => {
  it('refuses a shop with quotes, saying how many, and keeps it', async () => {
    const shop = await t.createShop({ name: 'Busy Bay' });
    await quoteAt(shop.id);
    await quoteAt(shop.id);
    await expect(t.caller(admin).shop.deleteShop({ id: shop.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'Busy Bay has 2 quotes and 2 conversations and cannot be deleted. Remove its users instead, or keep it.',
    });
    expect(await t.db.select().from(shops).where(eq(shops.id, shop.id))).toHaveLength(1);
  });

  it('refuses a shop with only a conversation', async () => {
    const shop = await t.createShop({ name: 'Chatty Garage' });
    await t.db.insert(conversations).values({ shop_id: shop.id, title: 'Noise' });
    await expect(t.caller(admin).shop.deleteShop({ id: shop.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'Chatty Garage has 1 conversation and cannot be deleted. Remove its users instead, or keep it.',
    });
  });

  it('refuses a shop whose repair orders other shops search in the network', async () => {
    const shop = await t.createShop({ name: 'Network Garage' });
    vinCounter += 1;
    const [vehicle] = await t.db
      .insert(vehicles)
      .values({ vin: `1FTFW1EF4DF${String(vinCounter).padStart(6, '0')}`, make: 'Ford' })
      .returning();
    await t.db.insert(repairOrders).values({
      id: crypto.randomUUID(),
      shop_id: shop.id,
      vehicle_id: vehicle!.id,
      number: 1,
      car_model_string: '2013 Ford F-150',
      created_at: new Date(),
    });
    await expect(t.caller(admin).shop.deleteShop({ id: shop.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'Network Garage has 1 repair order in the network and cannot be deleted. Remove its users instead, or keep it.',
    });
  });

  it('deletes an unused shop with its memberships, integrations, matrices and knowledge base', async () => {
    const shop = await t.createShop({ name: 'Empty Lot' });
    await t.addMember(advisor, shop);
    await t.db
      .insert(matrices)
      .values({ shop_id: shop.id, type: 'PARTS', startCost: 0, endCost: 100, multiplier: 2, position: 0 });
    await t.db
      .insert(knowledgeBases)
      .values({ shop_id: shop.id, title: 'Rule', description: 'Always rotate tires' });
    await t.db
      .insert(integrations)
      .values({ shop_id: shop.id, type: 'TEKMETRIC', private_key_encrypted: 'x' });
    expect(await t.caller(admin).shop.deleteShop({ id: shop.id })).toEqual({
      id: shop.id,
      name: 'Empty Lot',
    });
    expect(await t.db.select().from(shops).where(eq(shops.id, shop.id))).toEqual([]);
    expect(await t.db.select().from(userShops).where(eq(userShops.shop_id, shop.id))).toEqual([]);
    expect(await t.db.select().from(matrices).where(eq(matrices.shop_id, shop.id))).toEqual([]);
    expect(await t.db.select().from(knowledgeBases).where(eq(knowledgeBases.shop_id, shop.id))).toEqual([]);
    expect(await t.db.select().from(integrations).where(eq(integrations.shop_id, shop.id))).toEqual([]);
    await expect(t.caller(admin).shop.deleteShop({ id: shop.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Shop not found.',
    });
  });
});
