import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type PartsTechEmulator, startPartsTechEmulator } from '../../../../dev/emulators/partstech/server';
import type { SessionUser } from '../../auth';
import { shopSuppliers, supplierStores } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { F150, seedQuoting } from '../../test/quote-fixture';
import { createPartsTechShop } from './test-support';

let t: TestApp;
let emulator: PartsTechEmulator;
let admin: SessionUser;
let demoShop: { id: string; name: string };
let store: { id: number; name: string };

setUpTestApp({ knowledgeJobs: 50, timeout: 120_000 }, async (app) => {
  t = app;
  emulator = await startPartsTechEmulator();
  const seeded = await seedQuoting(t);
  demoShop = seeded.shop;
  admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
  const [first] = await t.db
    .select()
    .from(supplierStores)
    .where(eq(supplierStores.state, 'CA'))
    .orderBy(asc(supplierStores.id))
    .limit(1);
  store = first!;
  await t.db.insert(shopSuppliers).values({ shop_id: demoShop.id, store_id: store.id, priority: 1 });
});
afterAll(() => emulator.close());

function partsTechShop() {
  return createPartsTechShop(t, emulator.url);
}

describe('part.getPartCatalogue', () => {
  it("answers the demo catalogue's supplier parts for the VIN's make at the shop's stores", async () => {
    const result = await t.caller(admin).part.getPartCatalogue({
      search: 'brake pad',
      shopId: demoShop.id,
      vin: F150.vin.toLowerCase(),
    });
    expect(result).toMatchObject({
      shop: { id: demoShop.id, name: demoShop.name },
      provider: 'demo',
      vin: F150.vin,
      search: 'brake pad',
    });
    expect(result.results).toHaveLength(1);
    const [first] = result.results;
    expect(first).toMatchObject({ store: { id: store.id, name: store.name }, error: null });
    expect(first!.parts.length).toBeGreaterThan(0);
    for (const part of first!.parts) {
      expect(part.partName.toLowerCase()).toContain('brake pad');
      expect(part.store.id).toBe(store.id);
    }
  });

  it('answers through PartsTech with the shop’s account, exactly as PartsTech quotes', async () => {
    const shop = await partsTechShop();
    const result = await t.caller(admin).part.getPartCatalogue({
      search: 'brake pads',
      shopId: shop.id,
      vin: '1HGCM82633A004352',
    });
    expect(result.provider).toBe('partstech');
    const parts = result.results[0]!.parts;
    expect(parts.map((p) => p.partNumber)).toContain('BC905');
    expect(parts[0]).toMatchObject({ store: { id: 1001 }, price: { cost: expect.any(Number) } });
    const quote = emulator.requests.filter((r) => r.path === '/catalog/quote').at(-1);
    expect(quote?.body).toMatchObject({ searchParams: { vin: '1HGCM82633A004352', keyword: 'brake pads' } });
  });

  it("says PartsTech's failure plainly, and asks for a VIN PartsTech needs", async () => {
    const shop = await partsTechShop();
    const call = t.caller(admin).part;
    emulator.failNext(500, 3);
    await expect(
      call.getPartCatalogue({ search: 'brake pads', shopId: shop.id, vin: '1HGCM82633A004352' }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/BAD_GATEWAY|SERVICE_UNAVAILABLE/) });
    await expect(call.getPartCatalogue({ search: 'brake pads', shopId: shop.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'PartsTech searches for a vehicle: enter its Vin.',
    });
  });

  it('refuses a bad VIN, an empty search and an unknown shop', async () => {
    const call = t.caller(admin).part;
    await expect(
      call.getPartCatalogue({ search: 'brake pad', shopId: demoShop.id, vin: '1FTFW1EF4DF12718' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'A VIN has 17 characters; this one has 16.' });
    await expect(call.getPartCatalogue({ search: '  ', shopId: demoShop.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Part Number is required',
    });
    await expect(
      call.getPartCatalogue({ search: 'brake pad', shopId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Shop not found.' });
  });

  it('refuses a non-admin and an anonymous caller', async () => {
    const advisor = await t.createUser({ name: 'Sam Advisor' });
    await t.addMember(advisor, demoShop);
    const input = { search: 'brake pad', shopId: demoShop.id, vin: F150.vin };
    await expect(t.caller(advisor).part.getPartCatalogue(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Administrator access is required.',
    });
    await expect(t.caller(null).part.getPartCatalogue(input)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
