import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMULATOR_CREDENTIALS, type TekmetricEmulator } from '../../../../dev/emulators/tekmetric/server';
import { shops } from '../../db/schema';
import { setUpTekmetricApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { TEKMETRIC_REFRESH_FAILED } from './tekmetric-refresh';

let emulator: TekmetricEmulator;
let t: TestApp;

setUpTekmetricApp((app, started) => {
  t = app;
  emulator = started;
});

async function memberAndOutsider(shopValues: Partial<typeof shops.$inferInsert> = {}) {
  const owner = await t.createUser({ name: 'Olive Owner' });
  const outsider = await t.createUser({ name: 'Oscar Outsider' });
  const shop = await t.createShop({ name: 'Harbor Auto', standard_labor_rate: 150, ...shopValues });
  const foreign = await t.createShop({ name: 'Faraway Garage' });
  await t.addMember(owner, shop);
  await t.addMember(outsider, foreign);
  return { owner, outsider, shop, foreign };
}

const edit = (id: string) => ({
  id,
  name: '  Harbor Auto & Tire  ',
  standardLaborRate: 172.5,
  sourcePartsOnQuoteCreation: true,
  checkLaborGuideOnQuoteCreation: true,
  phone: '(555) 010-2030',
  website: 'harbor.example',
  address1: '12 Dock St',
  address2: '',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
});

describe('shop.saveShop', () => {
  it('saves the fields of My Shop trimmed, empty ones as none, and getMyShop reads them', async () => {
    const { owner, shop } = await memberAndOutsider();
    const saved = await t.caller(owner).shop.saveShop(edit(shop.id));
    expect(saved).toMatchObject({
      name: 'Harbor Auto & Tire',
      standard_labor_rate: 172.5,
      source_parts_on_quote_creation: true,
      check_labor_guide_on_quote_creation: true,
      website: 'harbor.example',
      address2: null,
      city: 'Portland',
    });
    const read = await t.caller(owner).shop.getMyShop({ shopId: shop.id });
    expect(read).toMatchObject({ name: 'Harbor Auto & Tire', standard_labor_rate: 172.5, zip: '97201' });

    // A caller that leaves a field out keeps it; an emptied field is cleared.
    const { phone: _omitted, ...withoutPhone } = edit(shop.id);
    const kept = await t.caller(owner).shop.saveShop({ ...withoutPhone, city: '' });
    expect(kept).toMatchObject({ phone: '(555) 010-2030', city: null });
  });

  it("refuses another shop's member and anonymous callers, and changes nothing", async () => {
    const { outsider, shop } = await memberAndOutsider();
    await expect(t.caller(outsider).shop.saveShop(edit(shop.id))).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
    await expect(t.caller(null).shop.saveShop(edit(shop.id))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ name: 'Harbor Auto', standard_labor_rate: 150 });
  });

  it('refuses a negative or sub-cent labor rate, a blank name and control characters with a message', async () => {
    const { owner, shop } = await memberAndOutsider();
    const as = t.caller(owner).shop;
    const cases: Array<[Partial<ReturnType<typeof edit>>, string]> = [
      [{ standardLaborRate: -1 }, 'Labor rate must be 0 or more'],
      [{ standardLaborRate: 99.999 }, 'Labor rate must be in dollars and cents (2 decimals at most)'],
      [{ standardLaborRate: 1e9 }, 'Labor rate must be at most $10,000.00 an hour'],
      [{ name: '   ' }, 'Shop name is required'],
      [{ city: 'Port\u0000land' }, 'City must not contain control characters'],
    ];
    for (const [change, message] of cases) {
      await expect(as.saveShop({ ...edit(shop.id), ...change })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    }
    expect(await as.saveShop({ ...edit(shop.id), standardLaborRate: 0 })).toMatchObject({
      standard_labor_rate: 0,
    });
  });
});

describe('shop.updateShopTekmetric (Check Now)', () => {
  async function connectedTekmetricShop() {
    const setup = await memberAndOutsider({
      name: 'Bayside (old name)',
      sms_name: 'TEKMETRIC',
      tekmetric_id: 7001,
      phone: '000',
      standard_labor_rate: 120,
    });
    await t.caller(setup.owner).integration.createIntegrationTekmetric({
      shop_id: setup.shop.id,
      login: EMULATOR_CREDENTIALS.clientId,
      password: EMULATOR_CREDENTIALS.clientSecret,
    });
    return setup;
  }

  it("keeps Tekmetric's name, address, phone, labor rate and matrices, and says what changed", async () => {
    const { owner, shop } = await connectedTekmetricShop();
    const before = Date.now();
    const result = await t.caller(owner).shop.updateShopTekmetric({ shopId: shop.id });
    expect(result.changed).toEqual(
      expect.arrayContaining(['name', 'phone', 'address', 'labor rate', 'labor matrix', 'parts matrix']),
    );
    expect(result.shop).toMatchObject({
      name: 'Bayside Auto Care',
      phone: '(650) 555-0142',
      address1: '1180 S El Camino Real',
      city: 'San Mateo',
      zip: '94402',
      standard_labor_rate: 165,
      labor_rate: 165,
      labor_rate_name: 'Standard',
      tekmetric_auto_apply_labor_matrix_id: 301,
      tekmetric_auto_apply_parts_matrix_id: 302,
    });
    expect(result.shop.last_update_via_api_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const again = await t.caller(owner).shop.updateShopTekmetric({ shopId: shop.id });
    expect(again.changed).toEqual([]);
  });

  it("answers the spec's message when Tekmetric fails, and keeps the shop as it was", async () => {
    const { owner, shop } = await connectedTekmetricShop();
    emulator.failNext(500, 1, 'GET /api/v1/shops/7001');
    emulator.failNext(404, 1, 'GET /api/v1/shops/7001');
    await expect(t.caller(owner).shop.updateShopTekmetric({ shopId: shop.id })).rejects.toMatchObject({
      message: TEKMETRIC_REFRESH_FAILED,
    });
    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ name: 'Bayside (old name)', last_update_via_api_at: null });
  });

  it('says plainly when the shop is not on Tekmetric or not connected', async () => {
    const plain = await memberAndOutsider();
    await expect(
      t.caller(plain.owner).shop.updateShopTekmetric({ shopId: plain.shop.id }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Harbor Auto does not use Tekmetric, so there is nothing to check.',
    });
    const unconnected = await memberAndOutsider({ sms_name: 'TEKMETRIC', tekmetric_id: 7001 });
    await expect(
      t.caller(unconnected.owner).shop.updateShopTekmetric({ shopId: unconnected.shop.id }),
    ).rejects.toMatchObject({
      message: 'Tekmetric is not connected for this shop. Connect it in Settings → Integrations.',
    });
  });

  it('lets an admin who is not a member check any shop (Admin Shops), and no one else', async () => {
    const { shop } = await connectedTekmetricShop();
    const admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
    const result = await t.caller(admin).shop.updateShopTekmetric({ shopId: shop.id });
    expect(result.shop).toMatchObject({ id: shop.id, name: 'Bayside Auto Care', standard_labor_rate: 165 });
    expect(result.changed).toEqual(expect.arrayContaining(['name', 'labor rate']));
    await expect(
      t.caller(admin).shop.updateShopTekmetric({ shopId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
  });

  it("refuses another shop's member and anonymous callers", async () => {
    const { outsider, shop } = await connectedTekmetricShop();
    await expect(t.caller(outsider).shop.updateShopTekmetric({ shopId: shop.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
    const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ name: 'Bayside (old name)', last_update_via_api_at: null });
    await expect(t.caller(null).shop.updateShopTekmetric({ shopId: shop.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('shop.createShop (Add New Shop)', () => {
  it('reads the Tekmetric shop id from the settings URL and makes the creator its owner', async () => {
    const user = await t.createUser();
    const shop = await t.caller(user).shop.createShop({
      name: 'Cedar Auto',
      sms_name: 'TEKMETRIC',
      urlShopSettings: 'https://shop.tekmetric.com/admin/shop/880011',
    });
    expect(shop).toMatchObject({ name: 'Cedar Auto', sms_name: 'TEKMETRIC', tekmetric_id: 880011 });
    const mine = await t.caller(user).shop.getMyShops();
    expect(mine.map((m) => [m.shop.id, m.role])).toEqual([[shop.id, 'OWNER']]);
  });

  it('reads the Shop-Ware name and id, and needs no URL for Sun Auto or a demo shop', async () => {
    const user = await t.createUser();
    const ware = await t.caller(user).shop.createShop({
      name: 'Pine Garage',
      sms_name: 'SHOP_WARE',
      urlShopSettings: 'pinegarage.shop-ware.com/settings/shops/77',
    });
    expect(ware).toMatchObject({ shopware_cname: 'pinegarage', shopware_id: '77' });
    const sun = await t.caller(user).shop.createShop({ name: 'Sunny Side', sms_name: 'SUN_AUTO' });
    expect(sun).toMatchObject({ sms_name: 'SUN_AUTO', tekmetric_id: null, standard_labor_rate: 0 });
  });

  it('refuses a missing or foreign URL, a blank name and an unknown system with a message', async () => {
    const user = await t.createUser();
    const as = t.caller(user).shop;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'X', sms_name: 'TEKMETRIC' }, "Enter the address of the shop's settings page in Tekmetric"],
      [
        { name: 'X', sms_name: 'TEKMETRIC', urlShopSettings: 'https://example.com/admin/shop/1' },
        'This is not a Tekmetric address. It looks like https://shop.tekmetric.com/admin/shop/1234',
      ],
      [
        { name: 'X', sms_name: 'SHOP_WARE', urlShopSettings: 'https://x.shop-ware.com/settings' },
        'The address must end with the shop id, like https://yourshop.shop-ware.com/settings/shops/1234',
      ],
      [{ name: '  ', sms_name: 'SUN_AUTO' }, 'Shop name is required'],
      [{ name: 'X', sms_name: 'OTHER' }, 'Select a shop system'],
    ];
    for (const [input, message] of cases) {
      await expect(as.createShop(input as never)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    }
    await expect(t.caller(null).shop.createShop({ name: 'X', sms_name: 'SUN_AUTO' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await as.getMyShops()).toEqual([]);
  });
});
