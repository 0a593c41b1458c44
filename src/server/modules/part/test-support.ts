import { asc, eq, sql } from 'drizzle-orm';
import { EMULATOR_PARTNER, EMULATOR_USER } from '../../../../dev/emulators/partstech/server';
import { integrations, shopSuppliers, supplierStores, suppliers } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import type { TestApp } from '../../test/harness';
import type { Shop } from '../shop/types';

/** The shop's PartsTech account at the emulator: its user (with `userKey`) and the partner. */
export async function connectPartsTech(
  t: TestApp,
  shopId: string,
  baseUrl: string,
  userKey = EMULATOR_USER.key,
) {
  const secret = t.deps.env.APP_SECRET;
  await t.db.insert(integrations).values({
    shop_id: shopId,
    type: 'PARTS_TECH',
    public_key: EMULATOR_USER.id,
    private_key_encrypted: encryptSecret(userKey, secret),
    partner_id: EMULATOR_PARTNER.id,
    partner_key_encrypted: encryptSecret(EMULATOR_PARTNER.key, secret),
    base_url: baseUrl,
  });
}

/** A new shop quoting through the PartsTech emulator at its store 1001 (NAPA San Mateo). */
export async function createPartsTechShop(t: TestApp, baseUrl: string): Promise<Shop> {
  const shop = await t.createShop({ name: 'PartsTech Garage' });
  await connectPartsTech(t, shop.id, baseUrl);
  // The emulator's stores have PartsTech's ids; the shop's supplier list names one of them.
  const [napa] = await t.db
    .insert(suppliers)
    .values({ name: 'NAPA Auto Parts (emulated)' })
    .onConflictDoUpdate({ target: suppliers.name, set: { name: 'NAPA Auto Parts (emulated)' } })
    .returning();
  await t.db.execute(
    sql`insert into supplier_stores (id, supplier_id, name, city, state)
        values (1001, ${napa!.id}, 'NAPA Auto Parts - San Mateo', 'San Mateo', 'CA') on conflict (id) do nothing`,
  );
  await t.db.insert(shopSuppliers).values({ shop_id: shop.id, store_id: 1001, priority: 1 });
  return shop;
}

/** The shop buys from the demo catalogue's first `count` Californian stores, in that order; their ids. */
export async function useCaliforniaStores(t: TestApp, shopId: string, count = 2) {
  const stores = await t.db
    .select()
    .from(supplierStores)
    .where(eq(supplierStores.state, 'CA'))
    .orderBy(asc(supplierStores.id))
    .limit(count);
  await t.db
    .insert(shopSuppliers)
    .values(stores.map((store, i) => ({ shop_id: shopId, store_id: store.id, priority: i + 1 })));
  return stores.map((store) => store.id);
}
