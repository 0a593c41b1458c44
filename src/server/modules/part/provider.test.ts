import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMULATOR_PARTNER,
  EMULATOR_USER,
  type PartsTechEmulator,
  startPartsTechEmulator,
} from '../../../../dev/emulators/partstech/server';
import { catalogParts, catalogStock, partTypes, supplierStores } from '../../db/schema';
import { PARTSTECH_CREDENTIALS_REJECTED } from '../../integrations/partstech';
import type { PartsTechClient } from '../../integrations/partstech/types';
import { AppError } from '../../lib/app-error';
import { createTestApp, type TestApp } from '../../test/harness';
import { createDemoCatalogProvider } from './demo-catalog';
import { createPartsTechProvider, partsProviderForShop, toCatalogQuotePart } from './provider';
import type { CatalogQuotePart, PartsProvider } from './provider-contract';
import { connectPartsTech } from './test-support';

const VIN = '1HGCM82633A004352';
const STATUS_RANK = { IN_STOCK: 0, SPECIAL_ORDER: 1, OUT_OF_STOCK: 2, BACK_ORDER: 3, CHECK_AVAILABILITY: 3 };
let t: TestApp;
let emulator: PartsTechEmulator;
let demo: PartsProvider;
let store: { id: number; name: string; supplier_id: number };

// Until the lead generates the migration, the test database lacks this table.
const CREATE_INTEGRATIONS = `create table if not exists integrations (id uuid primary key default gen_random_uuid(),
  shop_id uuid not null references shops(id) on delete cascade, type text not null, email text, public_key text,
  partner_id text, private_key_encrypted text not null, partner_key_encrypted text, base_url text, created_at
  timestamptz not null default now(), updated_at timestamptz not null default now(), unique (shop_id, type))`;

beforeAll(async () => {
  t = await createTestApp({ knowledgeJobs: 50 });
  emulator = await startPartsTechEmulator();
  await t.db.execute(sql.raw(CREATE_INTEGRATIONS));
  demo = createDemoCatalogProvider(t.db);
  const [first] = await t.db.select().from(supplierStores).orderBy(asc(supplierStores.id)).limit(1);
  store = first!;
}, 120_000);

afterAll(async () => {
  await emulator.close();
  await t.close();
});

async function quoteError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function partTypeOf(parts: CatalogQuotePart[]) {
  return new Set(parts.map((p) => p.taxonomy.partTypeId));
}

describe('demo catalogue provider', () => {
  it('finds front brake pad sets for "brake pads front", and nothing else', async () => {
    const parts = await demo.quote({
      storeId: store.id,
      vin: VIN,
      make: 'Honda',
      keyword: 'brake pads front',
    });
    expect(parts.length).toBeGreaterThan(3);
    expect(partTypeOf(parts)).toEqual(new Set([1684]));
    expect(parts.every((p) => p.partName.includes('Disc Brake Pad Set'))).toBe(true);
    expect(parts[0]).toMatchObject({ partCategory: 'Brake', store: { id: store.id, name: store.name } });
  });

  it('matches plural words and part numbers', async () => {
    // Oil filter housings contain both words too; spark plugs or air filters do not.
    const filters = await demo.quote({ storeId: store.id, vin: VIN, make: 'Ford', keyword: 'Oil Filters' });
    expect(partTypeOf(filters)).toEqual(new Set([5340, 4324]));
    expect(filters.every((p) => p.partName.includes('Oil Filter'))).toBe(true);
    const [one] = await t.db
      .select()
      .from(catalogParts)
      .where(and(eq(catalogParts.part_type_id, 7212), isNull(catalogParts.fits_make)))
      .limit(1);
    const byNumber = await demo.quote({ storeId: store.id, vin: VIN, make: null, keyword: one!.part_number });
    expect(byNumber.map((p) => p.partNumber)).toContain(one!.part_number);
  });

  it('searches by PCdb part types, with OE parts of the vehicle make only', async () => {
    const parts = await demo.quote({ storeId: store.id, vin: VIN, make: 'toyota', partTypeIds: [1896] });
    expect(partTypeOf(parts)).toEqual(new Set([1896]));
    const brands = parts.map((p) => p.brand.brandName);
    expect(brands).toContain('Toyota Genuine Parts');
    expect(brands).not.toContain('Honda Genuine Parts');
    expect(brands).not.toContain('Motorcraft');
    const unknownMake = await demo.quote({ storeId: store.id, vin: VIN, make: null, partTypeIds: [1896] });
    expect(unknownMake.some((p) => p.brand.brandName.endsWith('Genuine Parts'))).toBe(false);
    expect(unknownMake.length).toBe(parts.length - 1);
  });

  it('derives the status from the store stock and lists in-stock parts first, then by price', async () => {
    const parts = await demo.quote({
      storeId: store.id,
      vin: VIN,
      make: 'Honda',
      partTypeIds: [1684, 1896, 5340],
    });
    const stock = await t.db
      .select({ partNumber: catalogParts.part_number, quantity: catalogStock.quantity })
      .from(catalogStock)
      .innerJoin(catalogParts, eq(catalogParts.id, catalogStock.part_id))
      .where(eq(catalogStock.store_id, store.id));
    const quantities = new Map(stock.map((s) => [s.partNumber, s.quantity]));
    for (const part of parts) {
      const quantity = quantities.get(part.partNumber);
      const expected = quantity === undefined ? 'SPECIAL_ORDER' : quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK';
      expect(part.status, part.partNumber).toBe(expected);
    }
    expect(new Set(parts.map((p) => p.status))).toEqual(
      new Set(['IN_STOCK', 'SPECIAL_ORDER', 'OUT_OF_STOCK']),
    );
    const keys = parts.map((p) => [STATUS_RANK[p.status], p.price.cost] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });

  it('shows price, brand, notes and images as PartsTech would', async () => {
    const [row] = await t.db
      .select()
      .from(catalogParts)
      .where(and(eq(catalogParts.part_type_id, 1684), sql`${catalogParts.fits_make} is null`))
      .limit(1);
    await t.db
      .update(catalogParts)
      .set({ image_url: 'https://img.example.test/pads.jpg' })
      .where(eq(catalogParts.id, row!.id));
    const parts = await demo.quote({ storeId: store.id, vin: VIN, make: null, partTypeIds: [1684] });
    const part = parts.find((p) => p.partNumber === row!.part_number)!;
    expect(part).toMatchObject({
      partId: `${row!.brand_id}-${row!.part_number}`,
      partName: row!.name,
      brand: { brandID: row!.brand_id, brandName: row!.brand, displayName: row!.brand },
      price: { cost: row!.cost, list: row!.list, retail: row!.retail },
      notes: row!.notes,
      images: [{ full: 'https://img.example.test/pads.jpg' }],
      taxonomy: { partTypeId: 1684 },
    });
    expect(parts.filter((p) => p.partNumber !== row!.part_number).every((p) => p.images.length === 0)).toBe(
      true,
    );
  });

  it('lists stock at the supplier’s stores that have the part, the searched store first', async () => {
    const parts = await demo.quote({
      storeId: store.id,
      vin: VIN,
      make: 'Honda',
      partTypeIds: [1684, 1896, 5340],
    });
    const rows = await t.db
      .select({
        partNumber: catalogParts.part_number,
        storeId: supplierStores.id,
        name: supplierStores.name,
        quantity: catalogStock.quantity,
      })
      .from(catalogStock)
      .innerJoin(supplierStores, eq(supplierStores.id, catalogStock.store_id))
      .innerJoin(catalogParts, eq(catalogParts.id, catalogStock.part_id))
      .where(
        and(
          eq(supplierStores.supplier_id, store.supplier_id),
          sql`${catalogStock.quantity} > 0`,
          inArray(
            catalogParts.part_number,
            parts.map((p) => p.partNumber),
          ),
        ),
      );
    for (const part of parts) {
      const expected = rows
        .filter((r) => r.partNumber === part.partNumber)
        .sort(
          (a, b) =>
            Number(b.storeId === store.id) - Number(a.storeId === store.id) || a.name.localeCompare(b.name),
        )
        .map((r) => ({ specificName: r.name, quantity: r.quantity, storeId: r.storeId }));
      expect(part.storesAvailability, part.partNumber).toEqual(expected);
    }
    expect(parts.some((p) => p.storesAvailability.length > 1)).toBe(true);
    expect(parts.some((p) => p.status === 'IN_STOCK' && p.storesAvailability[0]?.storeId === store.id)).toBe(
      true,
    );
  });

  it('answers at most 50 parts', async () => {
    const allTypes = (await t.db.select({ id: partTypes.id }).from(partTypes)).map((p) => p.id);
    const parts = await demo.quote({ storeId: store.id, vin: VIN, make: 'Ford', partTypeIds: allTypes });
    expect(parts).toHaveLength(50);
  });

  it('refuses an unknown store and an empty search', async () => {
    const unknown = await quoteError(demo.quote({ storeId: 999_999, vin: VIN, make: null, keyword: 'pads' }));
    expect(unknown.message).toBe('Supplier store 999999 does not exist.');
    const empty = await quoteError(demo.quote({ storeId: store.id, vin: VIN, make: null, keyword: ' - ' }));
    expect(empty.code).toBe('BAD_REQUEST');
  });
});

describe('partsProviderForShop', () => {
  async function shopWithPartsTech(userKey: string) {
    const shop = await t.createShop();
    await connectPartsTech(t, shop.id, emulator.url, userKey);
    return shop;
  }

  it('uses the demo catalogue for a shop without a PartsTech integration', async () => {
    await shopWithPartsTech(EMULATOR_USER.key);
    const other = await t.createShop();
    const provider = await partsProviderForShop(t.deps, other.id);
    expect(provider.name).toBe('demo');
    await expect(
      provider.quote({ storeId: store.id, vin: VIN, make: 'Honda', keyword: 'spark plug' }),
    ).resolves.not.toHaveLength(0);
  });

  it('quotes through PartsTech with the shop’s decrypted keys at its base URL', async () => {
    const shop = await shopWithPartsTech(EMULATOR_USER.key);
    const provider = await partsProviderForShop(t.deps, shop.id);
    expect(provider.name).toBe('partstech');
    const parts = await provider.quote({ storeId: 1001, vin: VIN, make: 'Honda', partTypeIds: [1684] });
    expect(parts.map((p) => p.partId)).toEqual(['BBHK-BC905', 'AKEB-ACT905', 'WAGN-QC905']);
    expect(parts[0]).toEqual({
      partId: 'BBHK-BC905',
      partName: 'Bosch QuietCast Disc Brake Pad Set',
      partNumber: 'BC905',
      partCategory: 'Service',
      status: 'IN_STOCK',
      brand: { brandID: 'BBHK', brandName: 'Bosch', displayName: 'Bosch' },
      price: { cost: 41.5, list: 68.48, retail: 62.25 },
      supplier: { id: 101, name: 'NAPA Auto Parts' },
      store: { id: 1001, name: 'NAPA Auto Parts - San Mateo' },
      // Not the stock at the supplier's Tampa store: the shop's account has no store there.
      storesAvailability: [
        { specificName: 'NAPA Auto Parts - San Mateo', quantity: 6, storeId: 1001 },
        { specificName: 'NAPA Auto Parts - Redwood City', quantity: 0, storeId: 1002 },
      ],
      notes: [['Ceramic', 'Includes hardware']],
      images: [{ full: 'https://images.partstech.test/bbhk-bc905-full.jpg' }],
      taxonomy: { partTypeId: 1684 },
    });
    const access = emulator.requests.find((r) => r.path === '/oauth/access');
    expect(access?.body).toEqual({
      accessType: 'user',
      credentials: { user: EMULATOR_USER, partner: EMULATOR_PARTNER },
    });
  });

  it('reports keys PartsTech refuses with the Settings hint', async () => {
    const shop = await shopWithPartsTech('not-the-key');
    const provider = await partsProviderForShop(t.deps, shop.id);
    const error = await quoteError(provider.quote({ storeId: 1001, vin: VIN, make: null, keyword: 'rotor' }));
    expect(error.message).toBe(PARTSTECH_CREDENTIALS_REJECTED);
  });
});

describe('PartsTech provider mapping', () => {
  it('fills a missing list price, display name and taxonomy', () => {
    const part = toCatalogQuotePart({
      ...{ partId: 'X-1', partNumber: '1', partName: 'Part', status: 'CHECK_AVAILABILITY', taxonomy: null },
      ...{ supplier: { id: 1, name: 'S' }, store: { id: 2, name: 'S - 2' } },
      brand: { brandID: 'X', brandName: 'Brand X', displayName: null },
      price: { list: null, cost: 12.5, retail: null },
    });
    expect(part).toMatchObject({
      ...{ brand: { displayName: 'Brand X' }, price: { cost: 12.5, list: 12.5, retail: null } },
      ...{ partCategory: null, notes: [], images: [], storesAvailability: [], taxonomy: { partTypeId: 0 } },
    });
  });

  it('turns supplier messages with no parts into an error, and needs something to search', async () => {
    const client: PartsTechClient = {
      authenticate: async () => undefined,
      quote: async () => ({ parts: [], errors: ["Looks like Autozone doesn't recognize this vehicle"] }),
      forget: () => undefined,
    };
    const provider = createPartsTechProvider(client, { user: EMULATOR_USER, partner: EMULATOR_PARTNER });
    const error = await quoteError(provider.quote({ storeId: 2, vin: VIN, make: null, keyword: 'pads' }));
    expect(error.message).toBe("PartsTech: Looks like Autozone doesn't recognize this vehicle");
    const empty = await quoteError(provider.quote({ storeId: 2, vin: VIN, make: null, partTypeIds: [] }));
    expect(empty.code).toBe('BAD_REQUEST');
  });
});
