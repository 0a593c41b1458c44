import { and, eq } from 'drizzle-orm';
import { formatHours } from '../../../../shared/format';
import { laborRateWithMatrix } from '../../../../shared/matrix';
import type { ProtectedContext } from '../../../context-types';
import {
  jobLaborItems,
  jobPartItems,
  quoteLaborItems,
  quotePartItems,
  quoteRelatedJobs,
  quotes,
  sourcedParts,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { readPolishWordLimit } from '../../app-config/read';
import { shopMatrix } from '../../matrix/service';
import { laborItemForUser, partItemForUser, quoteWithShopForUser } from './access';
import { runEngine } from './create';
import { appendLine, touchQuote as touch } from './line-position';
import { getFullQuote, getQuoteItems } from './read';
import { deleteLaborLineWithSnapshot, deletePartLineWithSnapshot, purgeExpiredSnapshots } from './undo';

// Edits of a quote by the advisor. Each returns what the panel shows next (the spec's 'updated
// quote' or the updated list) so the client replaces its copy instead of guessing.

export async function updateQuoteTitle(ctx: ProtectedContext, input: { id: string; title: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.id);
  await ctx.db.update(quotes).set({ title: input.title }).where(eq(quotes.id, quote.id));
  return getFullQuote(ctx, quote.id);
}

export async function addLaborItem(
  ctx: ProtectedContext,
  input: { quoteId: string; title: string; description: string; hours: number; rate: number },
) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  await appendLine(ctx.db, quoteLaborItems, quote.id, (tx, position) =>
    tx.insert(quoteLaborItems).values({
      quote_id: quote.id,
      position,
      title: input.title,
      description: input.description,
      hours: input.hours,
      rate: input.rate,
      source: { kind: 'user' },
    }),
  );
  return getFullQuote(ctx, quote.id);
}

/**
 * A line linked to the labor guide is charged the guide's motor time, so new hours would be saved
 * and then ignored: they are refused until the line is unlinked (the dialog sends the stored hours
 * back unchanged). Hours are stored with two decimals.
 */
function refuseIgnoredHours(item: typeof quoteLaborItems.$inferSelect, hours: number) {
  if (!item.guide_labor_item_id) return;
  if (Math.round(hours * 100) === Math.round(item.hours * 100)) return;
  const charged = formatHours(item.guide_motor_time ?? item.hours);
  throw new AppError(
    'BAD_REQUEST',
    `This line is charged at the labor guide's ${charged} h. Unlink it to change the hours.`,
  );
}

export async function updateLaborItem(
  ctx: ProtectedContext,
  input:
    | { id: string; isSuggested: boolean }
    | { id: string; title: string; description: string; hours: number; rate: number },
) {
  const { item } = await laborItemForUser(ctx.db, ctx.user.id, input.id);
  if (!('isSuggested' in input)) refuseIgnoredHours(item, input.hours);
  // New hours typed by the advisor are theirs: verify-all keeps them (panel.ts verifyAllLabor).
  const changes =
    'isSuggested' in input
      ? { is_suggested: input.isSuggested }
      : {
          title: input.title,
          description: input.description,
          hours: input.hours,
          rate: input.rate,
          ...(Math.round(input.hours * 100) !== Math.round(item.hours * 100) ? { hours_by_hand: true } : {}),
        };
  await ctx.db.update(quoteLaborItems).set(changes).where(eq(quoteLaborItems.id, item.id));
  await touch(ctx.db, item.quote_id);
  return getFullQuote(ctx, item.quote_id);
}

/** Deletes a labor line, kept as a snapshot for a while so 'Undo' can put it back (undo.ts). */
export async function deleteLaborItem(ctx: ProtectedContext, input: { id: string }) {
  const { item } = await laborItemForUser(ctx.db, ctx.user.id, input.id);
  await purgeExpiredSnapshots(ctx.db);
  await ctx.db.transaction(async (tx) => {
    await deleteLaborLineWithSnapshot(tx, item.id, ctx.user.id);
    await touch(tx, item.quote_id);
  });
  return getFullQuote(ctx, item.quote_id);
}

/**
 * 'Polish description': the engine rewrites the line in a technician's voice, in at most the
 * words of the app variable polish_words_descriptive.
 */
export async function polishLaborDescription(ctx: ProtectedContext, input: { id: string }) {
  const { item } = await laborItemForUser(ctx.db, ctx.user.id, input.id);
  const maxWords = await readPolishWordLimit(ctx.db, 'Descriptive');
  const polished = await runEngine(ctx, () =>
    ctx.deps.engine.polishText({
      text: item.title,
      style: 'Descriptive',
      context: item.description,
      maxWords,
    }),
  );
  await ctx.db
    .update(quoteLaborItems)
    .set({ description: polished.text })
    .where(eq(quoteLaborItems.id, item.id));
  await touch(ctx.db, item.quote_id);
  return getFullQuote(ctx, item.quote_id);
}

export async function addPartItem(
  ctx: ProtectedContext,
  input: { quoteId: string; name: string; quantity: number; retail: number },
) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  await appendLine(ctx.db, quotePartItems, quote.id, (tx, position) =>
    tx.insert(quotePartItems).values({
      quote_id: quote.id,
      position,
      name: input.name,
      quantity: input.quantity,
      retail: input.retail,
      source: { kind: 'user' },
    }),
  );
  return getFullQuote(ctx, quote.id);
}

export async function updatePartItem(
  ctx: ProtectedContext,
  input:
    | { id: string; isSuggested: boolean }
    | { id: string; name: string; quantity: number; retail: number },
) {
  const { item } = await partItemForUser(ctx.db, ctx.user.id, input.id);
  const changes =
    'isSuggested' in input
      ? { is_suggested: input.isSuggested }
      : { name: input.name, quantity: input.quantity, retail: input.retail };
  await ctx.db.update(quotePartItems).set(changes).where(eq(quotePartItems.id, item.id));
  await touch(ctx.db, item.quote_id);
  return getFullQuote(ctx, item.quote_id);
}

/** Deletes a part line and its sourced part, both kept as a snapshot for 'Undo' (undo.ts). */
export async function deletePartItem(ctx: ProtectedContext, input: { id: string }) {
  const { item } = await partItemForUser(ctx.db, ctx.user.id, input.id);
  await purgeExpiredSnapshots(ctx.db);
  await ctx.db.transaction(async (tx) => {
    await deletePartLineWithSnapshot(tx, item.id, ctx.user.id);
    await touch(tx, item.quote_id);
  });
  return getFullQuote(ctx, item.quote_id);
}

/** Removes the sourced part of a part item: its retail counts again. */
export async function deleteSourcedPart(ctx: ProtectedContext, input: { id: string }) {
  const { item } = await partItemForUser(ctx.db, ctx.user.id, input.id);
  await ctx.db.delete(sourcedParts).where(eq(sourcedParts.quote_part_item_id, item.id));
  await touch(ctx.db, item.quote_id);
  return getFullQuote(ctx, item.quote_id);
}

/** Copies a labor line of one of the quote's related network jobs into the quote (at the shop's rate and labor matrix). */
export async function copyRelatedLabor(
  ctx: ProtectedContext,
  input: { laborItemId: string; quoteId: string },
) {
  const { quote, shop } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const [line] = await ctx.db
    .select({ labor: jobLaborItems })
    .from(jobLaborItems)
    .innerJoin(
      quoteRelatedJobs,
      and(eq(quoteRelatedJobs.job_id, jobLaborItems.job_id), eq(quoteRelatedJobs.quote_id, quote.id)),
    )
    .where(eq(jobLaborItems.id, input.laborItemId))
    .limit(1);
  if (!line) throw new AppError('NOT_FOUND', 'Related labor item not found on this quote');
  const laborMatrix = await shopMatrix(ctx.db, shop.id, 'LABOR');
  const { rate, multiplier } = laborRateWithMatrix(line.labor.hours, shop.standard_labor_rate, laborMatrix);
  await appendLine(ctx.db, quoteLaborItems, quote.id, (tx, position) =>
    tx.insert(quoteLaborItems).values({
      quote_id: quote.id,
      position,
      title: line.labor.description,
      description: line.labor.description,
      hours: line.labor.hours,
      rate,
      source: {
        kind: 'network',
        similarJobs: 1,
        note: 'Copied from a related job',
        ...(multiplier === null ? {} : { laborMatrixMultiplier: multiplier }),
      },
    }),
  );
  return (await getQuoteItems(ctx.db, quote.id)).quote_labor_items;
}

export async function copyRelatedPart(ctx: ProtectedContext, input: { partItemId: string; quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const [line] = await ctx.db
    .select({ part: jobPartItems })
    .from(jobPartItems)
    .innerJoin(
      quoteRelatedJobs,
      and(eq(quoteRelatedJobs.job_id, jobPartItems.job_id), eq(quoteRelatedJobs.quote_id, quote.id)),
    )
    .where(eq(jobPartItems.id, input.partItemId))
    .limit(1);
  if (!line) throw new AppError('NOT_FOUND', 'Related part item not found on this quote');
  await appendLine(ctx.db, quotePartItems, quote.id, (tx, position) =>
    tx.insert(quotePartItems).values({
      quote_id: quote.id,
      position,
      name: line.part.name,
      quantity: line.part.quantity,
      retail: line.part.retail,
      pcdb_part_type_id: line.part.pcdb_part_type_id,
      source: {
        kind: 'network',
        similarJobs: 1,
        brand: line.part.brand ?? undefined,
        partNumber: line.part.part_number ?? undefined,
        note: 'Copied from a related job',
      },
    }),
  );
  return (await getQuoteItems(ctx.db, quote.id)).quote_part_items;
}
