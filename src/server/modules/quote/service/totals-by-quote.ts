import { eq, inArray } from 'drizzle-orm';
import { quoteTotals } from '../../../../shared/quote-totals';
import type { Db } from '../../../db/client';
import { guideLaborItems, quoteLaborItems, quotePartItems, sourcedParts } from '../../../db/schema';

/**
 * The lines of a page of quotes, two statements for the whole page, summed by the shared totals
 * (a guide's motor time only while the guide operation still exists, as the quote panel does).
 */
export async function totalsByQuote(db: Db, quoteIds: string[]): Promise<Map<string, number>> {
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
