import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_FEE_SETTINGS, type EstimateFeeSettings } from '../../../shared/schemas/estimate';
import { OWNER_ONLY_MESSAGE } from '../../../shared/shop-roles';
import { shops } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

const NO_ACCESS = "Shop not found or you don't have access to this shop.";

const FEES: EstimateFeeSettings = {
  taxRates: { parts: 9.625, labor: 0, fees: 8.875 },
  shopSupplies: { percent: 7.5, basis: 'labor_and_parts', minCents: 500, maxCents: 4500, isTaxable: true },
  hazmat: { mode: 'per_line', perLineCents: { oil: 450, coolant: 300, tire: 0 }, isTaxable: false },
};
const TERMS = { validityDays: 14, terms: '  Valid for 14 days.\nParts may change in price.  ' };

/** An owner and a member of a shop, and a member of another shop. */
async function shopWithPeople() {
  const owner = await t.createUser({ name: 'Olive Owner' });
  const member = await t.createUser({ name: 'Mia Member' });
  const outsider = await t.createUser({ name: 'Oscar Outsider' });
  const shop = await t.createShop({ name: 'Harbor Auto' });
  const foreign = await t.createShop({ name: 'Faraway Garage' });
  await t.addMember(owner, shop);
  await t.addMember(member, shop);
  await t.addMember(outsider, foreign);
  return { owner, member, outsider, shop };
}

async function storedSettings(shopId: string) {
  const [row] = await t.db
    .select({ fees: shops.estimate_fees, days: shops.estimate_validity_days, terms: shops.estimate_terms })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row!;
}

describe('shop.saveShopFees', () => {
  it('starts a shop with no fees, 0 tax and 30 days; the owner saves the settings and getMyShop reads them', async () => {
    const { owner, member, shop } = await shopWithPeople();
    expect(await t.caller(member).shop.getMyShop({ shopId: shop.id })).toMatchObject({
      estimate_fees: DEFAULT_ESTIMATE_FEE_SETTINGS,
      estimate_validity_days: 30,
      estimate_terms: '',
    });

    const saved = await t.caller(owner).shop.saveShopFees({ shopId: shop.id, fees: FEES, terms: TERMS });
    const expected = {
      name: 'Harbor Auto',
      estimate_fees: FEES,
      estimate_validity_days: 14,
      estimate_terms: 'Valid for 14 days.\nParts may change in price.',
    };
    expect(saved).toMatchObject(expected);
    // A member reads what the owner saved.
    expect(await t.caller(member).shop.getMyShop({ shopId: shop.id })).toMatchObject(expected);

    // Back to none: no shop supplies, no hazardous-waste fee, flat mode round-trips too.
    const flat: EstimateFeeSettings = {
      ...DEFAULT_ESTIMATE_FEE_SETTINGS,
      hazmat: { mode: 'flat', cents: 395, isTaxable: true },
    };
    await t
      .caller(owner)
      .shop.saveShopFees({ shopId: shop.id, fees: flat, terms: { validityDays: 1, terms: '' } });
    expect(await storedSettings(shop.id)).toEqual({ fees: flat, days: 1, terms: '' });
  });

  it("refuses a member with the owner-only message, another shop's member and anonymous callers", async () => {
    const { member, outsider, shop } = await shopWithPeople();
    const input = { shopId: shop.id, fees: FEES, terms: TERMS };
    await expect(t.caller(member).shop.saveShopFees(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: OWNER_ONLY_MESSAGE,
    });
    await expect(t.caller(outsider).shop.saveShopFees(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: NO_ACCESS,
    });
    await expect(t.caller(outsider).shop.getMyShop({ shopId: shop.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: NO_ACCESS,
    });
    await expect(t.caller(null).shop.saveShopFees(input)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await storedSettings(shop.id)).toEqual({
      fees: DEFAULT_ESTIMATE_FEE_SETTINGS,
      days: 30,
      terms: '',
    });
  });

  it('answers bad input with a message naming the field, and changes nothing', async () => {
    const { owner, shop } = await shopWithPeople();
    const as = t.caller(owner).shop;
    const supplies = FEES.shopSupplies!;
    const cases: Array<[EstimateFeeSettings, typeof TERMS, string]> = [
      [{ ...FEES, taxRates: { ...FEES.taxRates, parts: 101 } }, TERMS, 'Parts tax rate must be at most 100'],
      [
        { ...FEES, taxRates: { ...FEES.taxRates, labor: 7.1234 } },
        TERMS,
        'Labor tax rate must have at most 3 decimals',
      ],
      [{ ...FEES, taxRates: { ...FEES.taxRates, fees: -1 } }, TERMS, 'Fees tax rate must be 0 or more'],
      [
        { ...FEES, shopSupplies: { ...supplies, minCents: 5000, maxCents: 4500 } },
        TERMS,
        'The shop supplies minimum must not be more than the maximum',
      ],
      [
        { ...FEES, hazmat: { mode: 'flat', cents: -100, isTaxable: false } },
        TERMS,
        'Hazardous-waste fee must be 0 or more',
      ],
      [FEES, { ...TERMS, validityDays: 0 }, 'Validity must be at least 1 day'],
      [FEES, { ...TERMS, validityDays: 366 }, 'Validity must be at most 365 days'],
      [FEES, { ...TERMS, terms: 'x'.repeat(4001) }, 'Terms must be at most 4000 characters'],
      [FEES, { ...TERMS, terms: 'Valid\u0000' }, 'Terms must not contain control characters'],
    ];
    for (const [fees, terms, message] of cases) {
      await expect(as.saveShopFees({ shopId: shop.id, fees, terms })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    }
    expect(await storedSettings(shop.id)).toEqual({
      fees: DEFAULT_ESTIMATE_FEE_SETTINGS,
      days: 30,
      terms: '',
    });
  });

  it('refuses to read settings the schema refuses, rather than quoting without tax', async () => {
    const { owner, shop } = await shopWithPeople();
    await t.db
      .update(shops)
      .set({ estimate_fees: { ...FEES, taxRates: { parts: 500, labor: 0, fees: 0 } } })
      .where(eq(shops.id, shop.id));
    await expect(t.caller(owner).shop.getMyShop({ shopId: shop.id })).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: "The shop's fees and taxes could not be read. Ask support to check them.",
    });
  });
});
