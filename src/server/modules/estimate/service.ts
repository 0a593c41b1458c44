import { eq } from 'drizzle-orm';
import type { SaveDiscountsInput, SaveEstimateDetailsInput } from '../../../shared/schemas/estimate-quote';
import { toE164 } from '../../../shared/schemas/share';
import type { ProtectedContext } from '../../context-types';
import { quotes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { quoteWithShopForUser } from '../quote/service/access';
import { getQuoteItems } from '../quote/service/read';
import { liveContent } from '../revision/service';

/** estimate.saveEstimateDetails: who the estimate is for and the odometer in, on the quote. */
export async function saveEstimateDetails(ctx: ProtectedContext, input: SaveEstimateDetailsInput) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const [saved] = await ctx.db
    .update(quotes)
    .set({
      customer_name: input.customerName,
      customer_phone: input.customerPhone ? toE164(input.customerPhone) : null,
      customer_email: input.customerEmail,
      odometer: input.odometer,
    })
    .where(eq(quotes.id, quote.id))
    .returning({
      customer_name: quotes.customer_name,
      customer_phone: quotes.customer_phone,
      customer_email: quotes.customer_email,
      odometer: quotes.odometer,
    });
  return saved!;
}

/**
 * estimate.saveDiscounts: the quote's discounts, replaced whole. Each must name a charged line or
 * a job of the quote as it stands; an amount larger than what it discounts is taken only up to
 * it (estimate-money.ts), so a total never goes below zero. Answers the new breakdown.
 */
export async function saveDiscounts(ctx: ProtectedContext, input: SaveDiscountsInput) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const items = await getQuoteItems(ctx.db, quote.id);
  const content = await liveContent(ctx.db, quote, items);
  for (const { target } of input.discounts) {
    if (target.scope === 'job' && !content.jobs.some((job) => job.key === target.jobKey))
      throw new AppError(
        'BAD_REQUEST',
        'This job is no longer on the quote. Reload the quote and try again.',
      );
    if (target.scope === 'line') {
      const lines = target.lineKind === 'labor' ? content.labor : content.parts;
      if (!lines.some((line) => line.id === target.lineId))
        throw new AppError(
          'BAD_REQUEST',
          'This line is no longer charged on the quote. Reload the quote and try again.',
        );
    }
  }
  await ctx.db.update(quotes).set({ discounts: input.discounts }).where(eq(quotes.id, quote.id));
  const saved = await liveContent(ctx.db, { ...quote, discounts: input.discounts }, items);
  return { discounts: input.discounts, estimate: saved.estimate! };
}
