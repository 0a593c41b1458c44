import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { NetworkApproval } from '../../../shared/network-access';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Shop } from './types';

type SystemIds = Pick<Shop, 'sms_name' | 'tekmetric_id' | 'shopware_cname' | 'shopware_id'>;

/** Rows naming the same shop of the same shop system as `shop`; none for a shop without one. */
export function sameSystemShop(shop: SystemIds): SQL | undefined {
  if (shop.sms_name === 'TEKMETRIC' && shop.tekmetric_id !== null) {
    return and(eq(shops.sms_name, 'TEKMETRIC'), eq(shops.tekmetric_id, shop.tekmetric_id));
  }
  if (shop.sms_name === 'SHOP_WARE' && shop.shopware_cname && shop.shopware_id) {
    return and(
      eq(shops.sms_name, 'SHOP_WARE'),
      eq(shops.shopware_cname, shop.shopware_cname),
      eq(shops.shopware_id, shop.shopware_id),
    );
  }
  return undefined;
}

/** The approved shop already here for the same shop of the same system, if any. */
export async function approvedTwinOf(db: Db, shop: SystemIds & { id: string }) {
  const same = sameSystemShop(shop);
  if (!same) return undefined;
  const [twin] = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(same, ne(shops.id, shop.id), eq(shops.network_status, 'APPROVED')))
    .limit(1);
  return twin;
}

async function approve(db: Db, shopId: string, via: NetworkApproval) {
  const [row] = await db
    .update(shops)
    .set({ network_status: 'APPROVED', network_approved_via: via, network_approved_at: new Date() })
    .where(and(eq(shops.id, shopId), eq(shops.network_status, 'PENDING')))
    .returning({ id: shops.id });
  return Boolean(row);
}

/**
 * A pending shop whose Tekmetric or Shop-Ware connection has just shown its shop to the stored
 * credentials joins the network: whoever holds the shop system's keys runs that shop. A shop
 * already here for the same system shop is left to an administrator, who knows which is real.
 */
export async function approveByConnection(db: Db, shop: Shop, via: 'TEKMETRIC' | 'SHOP_WARE') {
  if (shop.network_status !== 'PENDING' || shop.sms_name !== via) return false;
  if (await approvedTwinOf(db, shop)) return false;
  return approve(db, shop.id, via);
}

/** Admin Shops' 'Approve' (shop.adminApproveShop): the shop's members see the network. */
export async function approveByAdmin(db: Db, shopId: string): Promise<Shop> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw new AppError('NOT_FOUND', 'Shop not found.');
  await approve(db, shop.id, 'ADMIN');
  const [saved] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  return saved!;
}
