import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_SHOP,
  EMULATOR_SHOPWARE_PARTNER,
  type ShopWareEmulator,
} from '../../../../dev/emulators/shopware/server';
import { DEFAULT_ESTIMATE_FEE_SETTINGS, type EstimateFeeSettings } from '../../../shared/schemas/estimate';
import { OWNER_ONLY_MESSAGE } from '../../../shared/shop-roles';
import { shops } from '../../db/schema';
import { setUpShopWareApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';

// Issue 25: Check Now (integration.checkIntegrationShopware) fills a Shop-Ware shop's tax rates and
// supply fee from Shop-Ware's shop answer, for its owners only.

let emulator: ShopWareEmulator;
let t: TestApp;

setUpShopWareApp((app, started) => {
  t = app;
  emulator = started;
});
afterEach(() => {
  emulator.shops.splice(0, emulator.shops.length, structuredClone(EMULATOR_SHOP));
});

const OWN_FEES: EstimateFeeSettings = {
  taxRates: { parts: 7, labor: 1, fees: 2 },
  shopSupplies: { percent: 3, basis: 'labor', minCents: 500, maxCents: 9000, isTaxable: false },
  hazmat: { mode: 'flat', cents: 300, isTaxable: true },
};

/** An owner and a member of a Shop-Ware shop connected to the emulator's tenant. */
async function connectedShop(fees: EstimateFeeSettings = OWN_FEES, shopwareId: string | null = null) {
  const owner = await t.createUser({ name: 'Owner Okafor' });
  const member = await t.createUser({ name: 'Member Mbeki' });
  const shop = await t.createShop({
    name: 'Great Lakes Service Center',
    sms_name: 'SHOP_WARE',
    shopware_cname: 'greatlakes',
    shopware_id: shopwareId,
    estimate_fees: fees,
  });
  await t.addMember(owner, shop, 'OWNER');
  await t.addMember(member, shop, 'MEMBER');
  const created = await t.caller(owner).integration.createIntegrationShopWare({
    shop_id: shop.id,
    login: EMULATOR_SHOPWARE_PARTNER.id,
    password: EMULATOR_SHOPWARE_PARTNER.secret,
  });
  const check = (user: typeof owner) =>
    t.caller(user).integration.checkIntegrationShopware({ integrationId: created.id });
  return { owner, member, shop, check };
}

async function storedFees(shopId: string) {
  const [row] = await t.db.select({ fees: shops.estimate_fees }).from(shops).where(eq(shops.id, shopId));
  return row!.fees;
}

describe('Check Now fills the rates of a Shop-Ware shop', () => {
  it("fills tax rates and shop supplies, keeping the shop's minimum, taxable and hazardous-waste fee", async () => {
    const { owner, shop, check } = await connectedShop();
    const answer = await check(owner);
    expect(answer.shopwareShop).toEqual({ loginAccess: true, shopAccess: true });
    expect(answer.rates).toEqual({
      filled: true,
      message:
        'Tax rates filled from Shop-Ware: parts 6%, labor 0%, fees 6%. Shop supplies filled from Shop-Ware: 6% of labor, at least $5.00 and at most $35.00.',
    });
    const expected: EstimateFeeSettings = {
      taxRates: { parts: 6, labor: 0, fees: 6 },
      shopSupplies: { percent: 6, basis: 'labor', minCents: 500, maxCents: 3500, isTaxable: false },
      hazmat: OWN_FEES.hazmat,
    };
    expect(await storedFees(shop.id)).toEqual(expected);
    // The shop reads them as the fees the owner would have saved.
    expect((await t.caller(owner).shop.getMyShop({ shopId: shop.id })).estimate_fees).toEqual(expected);
  });

  it('rounds to three decimals, reads which of labor and parts the supply fee is on, and defaults', async () => {
    Object.assign(emulator.shops[0]!, {
      part_tax_rate: 8.12345,
      labor_tax_rate: 2.0004,
      hazmat_tax_rate: 6.0006,
      supply_fee_rate: 4.25,
      part_supply_fee_rate: 0,
      supply_fee_cap_cents: null,
    });
    const { owner, shop, check } = await connectedShop(DEFAULT_ESTIMATE_FEE_SETTINGS);
    const answer = await check(owner);
    expect(answer.rates!.message).toBe(
      'Tax rates filled from Shop-Ware: parts 8.123%, labor 2%, fees 6.001%. Shop supplies filled from Shop-Ware: 4.25% of labor.',
    );
    expect(await storedFees(shop.id)).toEqual({
      taxRates: { parts: 8.123, labor: 2, fees: 6.001 },
      shopSupplies: { percent: 4.25, basis: 'labor', minCents: null, maxCents: null, isTaxable: true },
      hazmat: null,
    });
  });

  it('leaves shop supplies alone when one percentage cannot hold them, or Shop-Ware charges none', async () => {
    Object.assign(emulator.shops[0]!, { supply_fee_rate: 5, part_supply_fee_rate: 3 });
    const mixed = await connectedShop();
    expect((await mixed.check(mixed.owner)).rates!.message).toContain(
      "Shop-Ware's supply fee is 5% of labor and 3% of parts, which one percentage cannot hold; shop supplies were left as they were.",
    );
    expect((await storedFees(mixed.shop.id)).shopSupplies).toEqual(OWN_FEES.shopSupplies);

    Object.assign(emulator.shops[0]!, { supply_fee_rate: 0, part_supply_fee_rate: 0 });
    const none = await connectedShop();
    expect((await none.check(none.owner)).rates!.message).toContain(
      'Shop-Ware charges no supply fee; shop supplies were left as they were.',
    );
    expect(await storedFees(none.shop.id)).toMatchObject({
      taxRates: { parts: 6, labor: 0, fees: 6 },
      shopSupplies: OWN_FEES.shopSupplies,
    });
  });

  it("fills nothing when the shop's Shop-Ware shop is not in the answer, or sends no rates", async () => {
    const elsewhere = await connectedShop(OWN_FEES, '9999');
    expect((await elsewhere.check(elsewhere.owner)).rates).toEqual({
      filled: false,
      message: 'Shop-Ware has no shop 9999 in this account, so no tax rates were filled.',
    });
    expect(await storedFees(elsewhere.shop.id)).toEqual(OWN_FEES);

    emulator.shops.splice(0, 1, { id: EMULATOR_SHOP.id, name: EMULATOR_SHOP.name });
    const bare = await connectedShop(OWN_FEES, String(EMULATOR_SHOP.id));
    expect((await bare.check(bare.owner)).rates).toEqual({
      filled: false,
      message:
        'Shop-Ware sent no tax rates for this shop; the tax rates were left as they were. Shop-Ware sent no supply fee; shop supplies were left as they were.',
    });
    expect(await storedFees(bare.shop.id)).toEqual(OWN_FEES);
  });

  it('still answers the check when the rates cannot be read', async () => {
    const { owner, shop, check } = await connectedShop();
    emulator.failNext(403, 1, 'GET /shops');
    const answer = await check(owner);
    expect(answer.shopwareShop).toEqual({ loginAccess: true, shopAccess: true });
    expect(answer.rates).toMatchObject({ filled: false });
    expect(answer.rates!.message).toMatch(
      /^The tax rates could not be read from Shop-Ware \(Shop-Ware refused/,
    );
    expect(await storedFees(shop.id)).toEqual(OWN_FEES);
  });

  it('a member who does not run the shop changes nothing', async () => {
    const { member, shop, check } = await connectedShop();
    const requests = emulator.requests.length;
    await expect(check(member)).rejects.toMatchObject({ code: 'FORBIDDEN', message: OWNER_ONLY_MESSAGE });
    expect(emulator.requests.length).toBe(requests);
    expect(await storedFees(shop.id)).toEqual(OWN_FEES);
  });
});
