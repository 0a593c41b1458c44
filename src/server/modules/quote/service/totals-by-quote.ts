import { eq, inArray } from 'drizzle-orm';
import { chargedContent } from '../../../../shared/quote-revision';
import type { Db } from '../../../db/client';
import {
  guideLaborItems,
  quoteLaborItems,
  quotePartItems,
  quotes,
  shops,
  sourcedParts,
} from '../../../db/schema';
import { readEstimateFees } from '../../shop/fees';

/**
 * What the customer pays for each quote of a page (the total due, as the panel shows it), three
 * statements for the whole page: the lines summed by the shared totals (a guide's motor time only
 * while the guide operation still exists, as the quote panel does), priced with the shop's fees
 * and taxes and the quote's discounts.
 */
export async function totalsByQuote(db: Db, quoteIds: string[]): Promise<Map<string, number>> {
  if (!quoteIds.length) return new Map();
  const [labor, parts, pricing] = await Promise.all([
    db
      .select({
        id: quoteLaborItems.id,
        quote_id: quoteLaborItems.quote_id,
        title: quoteLaborItems.title,
        description: quoteLaborItems.description,
        source: quoteLaborItems.source,
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
        id: quotePartItems.id,
        quote_id: quotePartItems.quote_id,
        name: quotePartItems.name,
        source: quotePartItems.source,
        quantity: quotePartItems.quantity,
        retail: quotePartItems.retail,
        is_suggested: quotePartItems.is_suggested,
        sourcedPrice: sourcedParts.price_cost_with_matrix,
      })
      .from(quotePartItems)
      .leftJoin(sourcedParts, eq(sourcedParts.quote_part_item_id, quotePartItems.id))
      .where(inArray(quotePartItems.quote_id, quoteIds)),
    db
      .select({ id: quotes.id, discounts: quotes.discounts, fees: shops.estimate_fees })
      .from(quotes)
      .innerJoin(shops, eq(shops.id, quotes.shop_id))
      .where(inArray(quotes.id, quoteIds)),
  ]);
  const pricingOf = new Map(pricing.map((row) => [row.id, row]));
  return new Map(
    quoteIds.map((id) => {
      const quote = pricingOf.get(id);
      const content = chargedContent(
        {
          title: '',
          quote_labor_items: labor
            .filter((l) => l.quote_id === id)
            .map((l) => ({ ...l, guide_labor_item: l.guideId ? { motorTime: l.motorTime } : null })),
          quote_part_items: parts
            .filter((p) => p.quote_id === id)
            .map((p) => ({
              ...p,
              sourced_part: p.sourcedPrice === null ? null : { price_cost_with_matrix: p.sourcedPrice },
            })),
        },
        {
          settings: quote ? readEstimateFees(quote.fees) : null,
          discounts: quote?.discounts ?? [],
        },
      );
      return [id, content.estimate!.totalDueCents / 100];
    }),
  );
}
