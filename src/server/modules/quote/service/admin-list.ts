import { count, desc, eq } from 'drizzle-orm';
import { type AdminListInput, pageOffset } from '../../../../shared/schemas/admin';
import type { ProtectedContext } from '../../../context-types';
import { quotes, shops, users, vehicles } from '../../../db/schema';
import { containsSearch } from '../../../lib/sql-like';
import { totalsByQuote } from './totals-by-quote';

export type AdminQuoteRow = {
  id: string;
  title: string;
  created_at: Date;
  shop: { id: string; name: string };
  created_by: { name: string } | null;
  vehicle: { year: number | null; make: string | null; model: string | null } | null;
  conversation_id: string;
  total: number;
};

/** Admin Quotes: a page of every shop's quotes, newest first; the search matches title, prompt or shop. */
export async function listAdminQuotes(
  ctx: Pick<ProtectedContext, 'db'>,
  input: AdminListInput,
): Promise<{ quotes: AdminQuoteRow[]; total: number }> {
  const where = containsSearch(input.search, [quotes.title, quotes.prompt, shops.name]);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: quotes.id,
        title: quotes.title,
        created_at: quotes.created_at,
        conversation_id: quotes.conversation_id,
        shop: { id: shops.id, name: shops.name },
        created_by: { name: users.name },
        vehicle: { year: vehicles.model_year, make: vehicles.make, model: vehicles.model },
      })
      .from(quotes)
      .innerJoin(shops, eq(shops.id, quotes.shop_id))
      .leftJoin(users, eq(users.id, quotes.created_by))
      .leftJoin(vehicles, eq(vehicles.id, quotes.vehicle_id))
      .where(where)
      .orderBy(desc(quotes.created_at), desc(quotes.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    ctx.db
      .select({ total: count() })
      .from(quotes)
      .innerJoin(shops, eq(shops.id, quotes.shop_id))
      .where(where),
  ]);
  const totals = await totalsByQuote(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    quotes: rows.map((row) => ({ ...row, total: totals.get(row.id) ?? 0 })),
    total: counted?.total ?? 0,
  };
}
