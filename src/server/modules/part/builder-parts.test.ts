import { afterAll, describe, expect, it } from 'vitest';
import { type PartsTechEmulator, startPartsTechEmulator } from '../../../../dev/emulators/partstech/server';
import { priceWithMatrix } from '../../../shared/matrix';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { F150, type QuotingSeed, seedQuoting } from '../../test/quote-fixture';
import { createPartsTechShop, useCaliforniaStores } from './test-support';

let t: TestApp;
let emulator: PartsTechEmulator;
let s: QuotingSeed;
let storeIds: number[];
const MATRIX = [
  { startCost: 0, endCost: 50, multiplier: 2 },
  { startCost: 50, endCost: 10_000, multiplier: 1.5 },
];

setUpTestApp({ knowledgeJobs: 50, timeout: 120_000 }, async (app) => {
  t = app;
  emulator = await startPartsTechEmulator();
  s = await seedQuoting(t);
  storeIds = await useCaliforniaStores(t, s.shop.id);
  await t.caller(s.user).matrix.replaceMatrices({ shopId: s.shop.id, type: 'PARTS', matrices: MATRIX });
});
afterAll(() => emulator.close());

const part = (extra: Record<string, unknown> = {}) => ({
  id: 'p-1',
  name: 'Brake Pad Set',
  part_number: 'OLD-1',
  brand: 'Old Brand',
  description: 'Front axle',
  quantity: 2,
  retail: 90,
  cost: 40,
  pcdb_part_type_id: null,
  ...extra,
});

describe('part.getPartsFromQuotes', () => {
  it("answers one store's supplier part quotes for the keyword and the VIN's make", async () => {
    const parts = await t.caller(s.user).part.getPartsFromQuotes({
      supplierStoreId: storeIds[0]!,
      shopId: s.shop.id,
      vin: F150.vin.toLowerCase(),
      keyword: 'brake pad',
    });
    expect(parts.length).toBeGreaterThan(0);
    for (const p of parts) {
      expect(p.partName.toLowerCase()).toContain('brake pad');
      expect(p.store.id).toBe(storeIds[0]);
      expect(p).toMatchObject({
        partId: expect.any(String),
        partNumber: expect.any(String),
        brand: { brandName: expect.any(String) },
        price: { cost: expect.any(Number), list: expect.any(Number) },
        store: { name: expect.any(String) },
        status: expect.any(String),
        storesAvailability: expect.any(Array),
        notes: expect.any(Array),
        images: expect.any(Array),
        taxonomy: { partTypeId: expect.any(Number) },
      });
      expect(p.priceCostWithMatrix).toBe(priceWithMatrix(p.price.cost, MATRIX));
    }
  });

  it("refuses another shop's store, another shop's member, anonymous callers and bad input", async () => {
    const input = { supplierStoreId: storeIds[0]!, shopId: s.shop.id, vin: F150.vin, keyword: 'brake pad' };
    await expect(
      t.caller(s.user).part.getPartsFromQuotes({ ...input, supplierStoreId: 999_999 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop());
    await expect(t.caller(outsider).part.getPartsFromQuotes(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
    await expect(t.caller(null).part.getPartsFromQuotes(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(s.user).part.getPartsFromQuotes({ ...input, keyword: ' ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Keyword is required',
    });
    await expect(
      t.caller(s.user).part.getPartsFromQuotes({ ...input, vin: '1FTFW1EF4DF12718' }),
    ).rejects.toMatchObject({ message: 'A VIN has 17 characters; this one has 16.' });
  });
});

describe('part.applyPartsTechToParts', () => {
  it('replaces parts with supplier parts at matrix prices and reports the ones not found', async () => {
    const [typed] = await t.caller(s.user).part.getPartsFromQuotes({
      supplierStoreId: storeIds[0]!,
      shopId: s.shop.id,
      vin: F150.vin,
      keyword: 'brake pad',
    });
    const partTypeId = typed!.taxonomy.partTypeId;
    const replaced = await t.caller(s.user).part.applyPartsTechToParts({
      shopId: s.shop.id,
      vin: F150.vin,
      partItems: [
        part({ pcdb_part_type_id: partTypeId }),
        part({ id: 'p-2', name: 'brake pad', quantity: '', pcdb_part_type_id: '' }),
        part({ id: 'p-3', name: 'Zzyzx quuxolator', pcdb_part_type_id: null }),
      ],
    });
    expect(replaced.map((r) => [r.id, r.found])).toEqual([
      ['p-1', true],
      ['p-2', true],
      ['p-3', false],
    ]);
    const [byType, byName, missing] = replaced;
    expect(byType!.part).toMatchObject({
      quantity: 2,
      description: 'Front axle',
      pcdb_part_type_id: partTypeId,
    });
    expect(byName!.part!.quantity).toBe(0);
    for (const found of [byType!, byName!]) {
      expect(found.part!.part_number).not.toBe('OLD-1');
      expect(found.part!.retail).toBe(priceWithMatrix(found.part!.cost, MATRIX));
      expect(found.supplier).toEqual({ name: expect.any(String), store: expect.any(String) });
    }
    expect(missing).toEqual({
      id: 'p-3',
      found: false,
      part: null,
      supplier: null,
      message: 'No matching part found at your suppliers for "Zzyzx quuxolator"',
    });
  });

  it("fails with the provider's message when PartsTech is down, and refuses outsiders and bad input", async () => {
    const shop = await createPartsTechShop(t, emulator.url);
    await t.addMember(s.user, shop);
    const input = { shopId: shop.id, vin: '1HGCM82633A004352', partItems: [part({ name: 'brake pads' })] };
    const found = await t.caller(s.user).part.applyPartsTechToParts(input);
    expect(found[0]).toMatchObject({ found: true, supplier: { store: 'NAPA Auto Parts - San Mateo' } });

    emulator.failNext(500, 3);
    await expect(t.caller(s.user).part.applyPartsTechToParts(input)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'PartsTech is not answering (HTTP 500). Try again in a moment.',
    });

    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop());
    await expect(t.caller(outsider).part.applyPartsTechToParts(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
    await expect(t.caller(null).part.applyPartsTechToParts(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      t.caller(s.user).part.applyPartsTechToParts({ ...input, partItems: Array(51).fill(part()) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'At most 50 parts at a time' });
    await expect(
      t.caller(s.user).part.applyPartsTechToParts({ ...input, partItems: [part({ cost: -1 })] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Cost must be 0 or more' });
  });
});
