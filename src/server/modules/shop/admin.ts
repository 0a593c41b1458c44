import { asc, count, desc, eq } from 'drizzle-orm';
import type { SaveShopAdminInput } from '../../../shared/schemas/admin-shop';
import type { ProtectedContext } from '../../context-types';
import { conversations, quotes, repairOrders, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsSearch } from '../../lib/sql-like';
import { approvedTwinOf } from './network-approval';
import { contactUpdate, orNull } from './save';
import type { Shop } from './types';

export const SHOP_NOT_FOUND = 'Shop not found.';

export type AdminShop = Shop & {
  /** For a shop pending approval: the shop already in the network for the same system shop. */
  network_twin: { id: string; name: string } | null;
};

/**
 * Admin Shops (spec 001 §2) and the shop pickers of the admin dialogs: shops pending network
 * approval first, then by name (500 at most; a search narrows them); a non-empty search matches
 * the name, nickname, city or external id.
 */
export async function listAdminShops(
  ctx: Pick<ProtectedContext, 'db'>,
  input: { search: string },
): Promise<AdminShop[]> {
  const rows = await ctx.db
    .select()
    .from(shops)
    .where(containsSearch(input.search, [shops.name, shops.nickname, shops.city, shops.external_id]))
    .orderBy(desc(shops.network_status), asc(shops.name), asc(shops.id))
    .limit(500);
  return Promise.all(
    rows.map(async (shop) => ({
      ...shop,
      network_twin: shop.network_status === 'PENDING' ? ((await approvedTwinOf(ctx.db, shop)) ?? null) : null,
    })),
  );
}

/**
 * The admin's Edit shop dialog (shop.saveShopAdmin). Only the fields the spec's admin save sends
 * are written; the labor rates and matrices belong to My Shop and Tekmetric.
 */
export async function saveShopAdmin(
  ctx: Pick<ProtectedContext, 'db'>,
  input: SaveShopAdminInput,
): Promise<Shop> {
  const [saved] = await ctx.db
    .update(shops)
    .set({
      name: input.name,
      nickname: orNull(input.nickname),
      license_number: orNull(input.license_number),
      ...contactUpdate(input),
      county: orNull(input.county),
      fullAddress: orNull(input.fullAddress),
      is_schedule_active: input.is_schedule_active,
      sms_name: input.sms_name,
      shopware_cname: orNull(input.shopware_cname),
      external_id: orNull(input.external_id),
    })
    .where(eq(shops.id, input.id))
    .returning();
  if (!saved) throw new AppError('NOT_FOUND', SHOP_NOT_FOUND);
  return saved;
}

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function listed(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * shop.deleteShop (docs/decisions/013-deleting-a-shop.md): a shop whose work exists (quotes,
 * conversations, or repair orders other shops search in the network) is refused with the reason;
 * an unused shop is deleted and its memberships, integrations, matrices, suppliers and knowledge
 * base entries go with it (foreign keys cascade).
 */
export async function deleteShop(ctx: Pick<ProtectedContext, 'db'>, input: { id: string }) {
  return ctx.db.transaction(async (tx) => {
    // The row lock makes a quote or conversation created meanwhile wait (its foreign key needs
    // the shop row), so the counts below stay true until the delete.
    const [shop] = await tx.select().from(shops).where(eq(shops.id, input.id)).for('update');
    if (!shop) throw new AppError('NOT_FOUND', SHOP_NOT_FOUND);
    const countOf = async (table: typeof quotes | typeof conversations | typeof repairOrders) => {
      const [row] = await tx.select({ n: count() }).from(table).where(eq(table.shop_id, shop.id));
      return row?.n ?? 0;
    };
    const [quoteCount, conversationCount, repairOrderCount] = [
      await countOf(quotes),
      await countOf(conversations),
      await countOf(repairOrders),
    ];
    const work = [
      quoteCount > 0 ? counted(quoteCount, 'quote', 'quotes') : null,
      conversationCount > 0 ? counted(conversationCount, 'conversation', 'conversations') : null,
      repairOrderCount > 0
        ? counted(repairOrderCount, 'repair order in the network', 'repair orders in the network')
        : null,
    ].filter((part): part is string => part !== null);
    if (work.length > 0) {
      throw new AppError(
        'CONFLICT',
        `${shop.name} has ${listed(work)} and cannot be deleted. Remove its users instead, or keep it.`,
      );
    }
    await tx.delete(shops).where(eq(shops.id, shop.id));
    return { id: shop.id, name: shop.name };
  });
}
