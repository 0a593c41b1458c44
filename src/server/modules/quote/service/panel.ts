import { and, eq } from 'drizzle-orm';
import { enqueueQuoteWork } from '../../../background/queue';
import type { ProtectedContext } from '../../../context-types';
import { quoteLaborItems, quotes, shops, users, vehicles } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { quoteWithShopForUser } from './access';
import { getQuoteItems } from './read';

/** What the panel polls while verify-all runs: the flag and the labor lines. */
export async function basicQuoteWithLabor(ctx: ProtectedContext, input: { quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const items = await getQuoteItems(ctx.db, quote.id);
  return {
    id: quote.id,
    isVerifyingLaborItemsInProgress: quote.isVerifyingLaborItemsInProgress,
    verify_error: quote.verify_error,
    quote_labor_items: items.quote_labor_items,
  };
}

export async function basicQuoteWithParts(ctx: ProtectedContext, input: { quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const items = await getQuoteItems(ctx.db, quote.id);
  return {
    id: quote.id,
    isSourcingPartsInProgress: quote.isSourcingPartsInProgress,
    sourcing_error: quote.sourcing_error,
    quote_part_items: items.quote_part_items,
  };
}

/**
 * Verify-all (run by the background worker): every labor line is linked to its best guide
 * operation, except lines whose hours the advisor chose, unless the advisor asked for the
 * guide's times on those too ('replace').
 */
export async function verifyAllLabor(
  ctx: ProtectedContext,
  input: { quoteId: string; handHours?: 'keep' | 'replace' },
) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  if (input.handHours === 'replace') {
    await ctx.db
      .update(quoteLaborItems)
      .set({ hours_by_hand: false })
      .where(and(eq(quoteLaborItems.quote_id, quote.id), eq(quoteLaborItems.hours_by_hand, true)));
  }
  return enqueueQuoteWork(ctx.db, 'VERIFY_LABOR', quote.id);
}

/** Everything about how a quote was made, for admins (any shop). */
export async function quoteAdminDetails(ctx: ProtectedContext, input: { quoteId: string }) {
  const [row] = await ctx.db
    .select({
      quote: quotes,
      shop: { id: shops.id, name: shops.name },
      vehicle: vehicles,
      author: { id: users.id, name: users.name },
    })
    .from(quotes)
    .innerJoin(shops, eq(shops.id, quotes.shop_id))
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicle_id))
    .leftJoin(users, eq(users.id, quotes.created_by))
    .where(eq(quotes.id, input.quoteId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  const { quote, shop, vehicle, author } = row;
  return {
    id: quote.id,
    title: quote.title,
    ai_model_name: quote.ai_model_name,
    created_by: author?.id ? author : null,
    shop,
    created_at: quote.created_at,
    updated_at: quote.updated_at,
    time_to_create: quote.time_to_create,
    vehicle: { make: vehicle.make, model: vehicle.model, model_year: vehicle.model_year, vin: vehicle.vin },
    prompt: quote.prompt,
    input_tokens: quote.input_tokens,
    output_tokens: quote.output_tokens,
    total_tokens: quote.total_tokens,
    prompt_full: quote.prompt_full,
    output_text: quote.output_text,
  };
}
