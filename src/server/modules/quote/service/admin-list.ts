import { count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { quoteTotals } from '../../../../shared/quote-totals';
import { type AdminListInput, pageOffset } from '../../../../shared/schemas/admin';
import type { Db } from '../../../db/client';
import {
  guideLaborItems,
  quoteLaborItems,
  quotePartItems,
  quotes,
  shops,
  sourcedParts,
  users,
  vehicles,
} from '../../../db/schema';
import { escapeLike } from '../../../lib/sql-like';
import type { ProtectedContext } from '../../../trpc/context';

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

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(quotes.title, pattern), ilike(quotes.prompt, pattern), ilike(shops.name, pattern));
}

/**
 * The lines of a page of quotes, two statements for the whole page, summed by the shared totals
 * (a guide's motor time only while the guide operation still exists, as the quote panel does).
 */
async function totalsByQuote(db: Db, quoteIds: string[]): Promise<Map<string, number>> {
  if (!quoteIds.length) return new Map();
  const [labor, parts] = await Promise.all([
    db
      .select({
        quote_id: quoteLaborItems.quote_id,
        hours: quoteLaborItems.hours,
        rate: quoteLaborItems.rate,
        is_suggested: quoteLaborItems.is_suggested,
        motorTime: quoteLaborItems.guide_motor_time,
        guideId: guideLaborItems.id,
      })
      .from(quoteLaborItems)
      .leftJoin(guideLaborItems, eq(guideLaborItems.id, quoteLaborItems.guide_labor_item_id))
      .where(inArray(quoteLaborItems.quote_id, quoteIds)),
    db
      .select({
        quote_id: quotePartItems.quote_id,
        quantity: quotePartItems.quantity,
        retail: quotePartItems.retail,
        is_suggested: quotePartItems.is_suggested,
        sourcedPrice: sourcedParts.price_cost_with_matrix,
      })
      .from(quotePartItems)
      .leftJoin(sourcedParts, eq(sourcedParts.quote_part_item_id, quotePartItems.id))
      .where(inArray(quotePartItems.quote_id, quoteIds)),
  ]);
  return new Map(
    quoteIds.map((id) => [
      id,
      quoteTotals({
        quote_labor_items: labor
          .filter((l) => l.quote_id === id)
          .map((l) => ({ ...l, guide_labor_item: l.guideId ? { motorTime: l.motorTime } : null })),
        quote_part_items: parts
          .filter((p) => p.quote_id === id)
          .map((p) => ({
            ...p,
            sourced_part: p.sourcedPrice === null ? null : { price_cost_with_matrix: p.sourcedPrice },
          })),
      }).total,
    ]),
  );
}

/** Admin Quotes: a page of every shop's quotes, newest first; the search matches title, prompt or shop. */
export async function listAdminQuotes(
  ctx: Pick<ProtectedContext, 'db'>,
  input: AdminListInput,
): Promise<{ quotes: AdminQuoteRow[]; total: number }> {
  const where = searchCondition(input.search);
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
