import { and, eq } from 'drizzle-orm';
import type { CreateShopInput } from '../../../shared/schemas/shop';
import { parseShopSettingsUrl } from '../../../shared/shop-settings-url';
import { shopSystemLabel } from '../../../shared/shop-systems';
import type { ProtectedContext } from '../../context-types';
import { shops, userShops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readAppConfig } from '../app-config/read';
import type { Shop } from './types';

/**
 * 'Add New Shop' (shop.createShop): the shop's id in its system comes from its settings URL, and
 * the creator becomes its first member. One shop of the system may be set up once: a second would
 * split its quotes and its integration, so its people are pointed to an invitation instead.
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
    const taken =
      link.system === 'TEKMETRIC'
        ? eq(shops.tekmetric_id, link.tekmetricId)
        : link.system === 'SHOP_WARE'
          ? and(eq(shops.shopware_cname, link.shopwareCname), eq(shops.shopware_id, link.shopwareId))
          : undefined;
    if (taken) {
      const [existing] = await tx.select({ id: shops.id }).from(shops).where(taken).limit(1);
      if (existing)
        throw new AppError(
          'CONFLICT',
          `This ${shopSystemLabel(input.sms_name)} shop is already set up in Repair Quotes. Ask one of its users to invite you.`,
        );
    }
    const [shop] = await tx
      .insert(shops)
      .values({
        name: input.name,
        sms_name: input.sms_name,
        standard_labor_rate: await readAppConfig(tx, 'new_shop_labor_rate'),
        ...systemIds,
      })
      .returning();
    await tx.insert(userShops).values({ user_id: ctx.user.id, shop_id: shop!.id });
    return shop!;
  });
}
