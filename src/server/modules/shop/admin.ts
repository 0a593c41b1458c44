import { asc, ilike, or } from 'drizzle-orm';
import { shops } from '../../db/schema';
import type { ProtectedContext } from '../../trpc/context';
import type { Shop } from './types';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Admin Shops (spec 001 §2) and the shop pickers of the admin dialogs: shops by name (500 at
 * most; a search narrows them); a
 * non-empty search matches the name, nickname, city or external id.
 */
export async function listAdminShops(
  ctx: Pick<ProtectedContext, 'db'>,
  input: { search: string },
): Promise<Shop[]> {
  const pattern = input.search ? `%${escapeLike(input.search)}%` : null;
  return ctx.db
    .select()
    .from(shops)
    .where(
      pattern
        ? or(
            ilike(shops.name, pattern),
            ilike(shops.nickname, pattern),
            ilike(shops.city, pattern),
            ilike(shops.external_id, pattern),
          )
        : undefined,
    )
    .orderBy(asc(shops.name), asc(shops.id))
    .limit(500);
}
