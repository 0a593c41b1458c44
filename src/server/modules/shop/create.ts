import { and, count, eq, gt } from 'drizzle-orm';
import { SHOPS_PER_ACCOUNT_PER_DAY, SHOPS_PER_DAY_MESSAGE } from '../../../shared/network-access';
import type { CreateShopInput } from '../../../shared/schemas/shop';
import { parseShopSettingsUrl } from '../../../shared/shop-settings-url';
import type { ProtectedContext } from '../../context-types';
import { shops, userShops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readAppConfig } from '../app-config/read';
import type { Shop } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Add New Shop' (shop.createShop): the shop's id in its system comes from its settings URL, and
 * the creator becomes its owner. Anyone can sign up, so the shop starts outside the network
 * (network-approval.ts) and an account adds a few shops a day at most. Whether the same system
 * shop is already here is the administrator's question, not the caller's: every caller gets the
 * same answer, a shop pending approval, so the call cannot be used to list a system's shops.
 */
export async function createShop(ctx: ProtectedContext, input: CreateShopInput): Promise<Shop> {
  const link = parseShopSettingsUrl(input.sms_name, input.urlShopSettings);
  if ('error' in link) throw new AppError('BAD_REQUEST', link.error);
  const systemIds =
    link.system === 'TEKMETRIC'
      ? { tekmetric_id: link.tekmetricId }
      : link.system === 'SHOP_WARE'
        ? { shopware_cname: link.shopwareCname, shopware_id: link.shopwareId }
        : {};
  return ctx.db.transaction(async (tx) => {
    // One account's creations take turns, so parallel calls cannot all pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.user.id)).for('update');
    if (ctx.user.role !== 'ADMIN') {
      const [today] = await tx
        .select({ value: count() })
        .from(shops)
        .where(and(eq(shops.created_by, ctx.user.id), gt(shops.created_at, new Date(Date.now() - DAY_MS))));
      if ((today?.value ?? 0) >= SHOPS_PER_ACCOUNT_PER_DAY) {
        throw new AppError('TOO_MANY_REQUESTS', SHOPS_PER_DAY_MESSAGE);
      }
    }
    const [shop] = await tx
      .insert(shops)
      .values({
        name: input.name,
        sms_name: input.sms_name,
        standard_labor_rate: await readAppConfig(tx, 'new_shop_labor_rate'),
        network_status: ctx.user.role === 'ADMIN' ? 'APPROVED' : 'PENDING',
        network_approved_via: ctx.user.role === 'ADMIN' ? 'ADMIN' : null,
        network_approved_at: ctx.user.role === 'ADMIN' ? new Date() : null,
        created_by: ctx.user.id,
        ...systemIds,
      })
      .returning();
    await tx.insert(userShops).values({ user_id: ctx.user.id, shop_id: shop!.id, role: 'OWNER' });
    return shop!;
  });
}
