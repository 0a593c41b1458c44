import { and, asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth';
import type { Db } from '../db/client';
import { organizationShops, quotes, shops, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Shop } from '../modules/shop/types';
import type { ApiCredential } from './types';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Everything the API reaches goes through the credential's organization's shops; what lies
// outside answers NOT_FOUND with the app's message, so ids of other shops reveal nothing.

export async function organizationShopList(db: Db, organizationId: string): Promise<Shop[]> {
  const rows = await db
    .select({ shop: shops })
    .from(organizationShops)
    .innerJoin(shops, eq(shops.id, organizationShops.shop_id))
    .where(eq(organizationShops.organization_id, organizationId))
    .orderBy(asc(shops.name), asc(shops.id));
  return rows.map((row) => row.shop);
}

export async function organizationShop(db: Db, organizationId: string, shopId: string): Promise<Shop> {
  const [row] = UUID_RE.test(shopId)
    ? await db
        .select({ shop: shops })
        .from(organizationShops)
        .innerJoin(shops, eq(shops.id, organizationShops.shop_id))
        .where(
          and(eq(organizationShops.organization_id, organizationId), eq(organizationShops.shop_id, shopId)),
        )
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'Shop not found');
  return row.shop;
}

export async function organizationQuote(db: Db, organizationId: string, quoteId: string) {
  const [row] = UUID_RE.test(quoteId)
    ? await db
        .select({ quote: quotes })
        .from(quotes)
        .innerJoin(
          organizationShops,
          and(
            eq(organizationShops.shop_id, quotes.shop_id),
            eq(organizationShops.organization_id, organizationId),
          ),
        )
        .where(eq(quotes.id, quoteId))
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  return row.quote;
}

/**
 * The user the API acts as: the credential's creator, so quotes, messages and shares made through
 * the API are attributed to a person as in the app (decision 017).
 */
export async function actingUser(db: Db, credential: ApiCredential): Promise<SessionUser> {
  const [user] = credential.createdBy
    ? await db.select().from(users).where(eq(users.id, credential.createdBy)).limit(1)
    : [];
  if (!user)
    throw new AppError(
      'CONFLICT',
      'The user who created this API credential no longer exists. Create a new credential.',
    );
  return user as SessionUser;
}
