import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { quoteLaborItems, quotePartItems, quotes, shops, userShops } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

// Items are reached through their quote's shop: only members find them.

export async function laborItemForUser(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ item: quoteLaborItems, quote: quotes, shop: shops })
    .from(quoteLaborItems)
    .innerJoin(quotes, eq(quotes.id, quoteLaborItems.quote_id))
    .innerJoin(shops, eq(shops.id, quotes.shop_id))
    .innerJoin(userShops, and(eq(userShops.shop_id, quotes.shop_id), eq(userShops.user_id, userId)))
    .where(eq(quoteLaborItems.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Labor item not found');
  return row;
}

export async function partItemForUser(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ item: quotePartItems, quote: quotes, shop: shops })
    .from(quotePartItems)
    .innerJoin(quotes, eq(quotes.id, quotePartItems.quote_id))
    .innerJoin(shops, eq(shops.id, quotes.shop_id))
    .innerJoin(userShops, and(eq(userShops.shop_id, quotes.shop_id), eq(userShops.user_id, userId)))
    .where(eq(quotePartItems.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Part item not found');
  return row;
}

export async function quoteWithShopForUser(db: Db, userId: string, quoteId: string) {
  const [row] = await db
    .select({ quote: quotes, shop: shops })
    .from(quotes)
    .innerJoin(shops, eq(shops.id, quotes.shop_id))
    .innerJoin(userShops, and(eq(userShops.shop_id, quotes.shop_id), eq(userShops.user_id, userId)))
    .where(eq(quotes.id, quoteId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  return row;
}
