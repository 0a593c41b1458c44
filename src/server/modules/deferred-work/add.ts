import { and, eq } from 'drizzle-orm';
import { declinedOn } from '../../../shared/deferred-work';
import { laborRateWithMatrix } from '../../../shared/matrix';
import type { AddDeferredJobToQuoteInput } from '../../../shared/schemas/deferred-work';
import type { AppDeps, ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import {
  conversations,
  deferredJobs,
  messages,
  quoteLaborItems,
  quotePartItems,
  quotes,
  shops,
  userShops,
  vehicles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { shopMatrix } from '../matrix/service';
import { sourceBestPart } from '../part/sourcing';
import { quoteWithShopForUser } from '../quote/service/access';
import { linkLaborToGuide } from '../quote/service/labor-guide';
import { appendLine } from '../quote/service/line-position';
import type { Shop } from '../shop/types';

type DeferredJob = typeof deferredJobs.$inferSelect;
type Quote = typeof quotes.$inferSelect;

const NOT_FOUND = 'This declined work was not found at your shops.';

/** The declined job, for a member of its shop. */
export async function deferredJobForUser(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ job: deferredJobs })
    .from(deferredJobs)
    .innerJoin(userShops, and(eq(userShops.shop_id, deferredJobs.shop_id), eq(userShops.user_id, userId)))
    .where(eq(deferredJobs.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row.job;
}

/** 'Declined on Mar 3, 2026 (estimate #1001, $412.50)': how a copied line says where it came from. */
function declinedNote(job: Pick<DeferredJob, 'declined_at' | 'estimate_number' | 'total'>) {
  return `Declined on ${declinedOn({ declinedAt: job.declined_at, estimateNumber: job.estimate_number, total: job.total })}`;
}

/**
 * Copies a declined job's lines onto a quote at today's prices: labor at the shop's rate and labor
 * matrix now (and the guide's motor time now, for a line linked to the guide); parts sourced again
 * at the shop's suppliers with its parts matrix, like 'Source all'. A part no supplier has now keeps
 * its earlier price, and is named in the answer.
 */
export async function copyDeferredLines(
  deps: Pick<AppDeps, 'db' | 'env'>,
  job: DeferredJob,
  quote: Quote,
  shop: Pick<Shop, 'id' | 'standard_labor_rate'>,
) {
  const db = deps.db;
  const laborMatrix = await shopMatrix(db, shop.id, 'LABOR');
  const note = `${declinedNote(job)}, added again at today's prices`;
  for (const line of job.lines.labor) {
    const { rate, multiplier } = laborRateWithMatrix(line.hours, shop.standard_labor_rate, laborMatrix);
    let inserted: typeof quoteLaborItems.$inferSelect | undefined;
    await appendLine(db, quoteLaborItems, quote.id, async (tx, position) => {
      [inserted] = await tx
        .insert(quoteLaborItems)
        .values({
          quote_id: quote.id,
          position,
          title: line.title,
          description: line.description,
          hours: line.hours,
          rate,
          source: {
            ...(line.source ?? { kind: 'user' }),
            note,
            laborMatrixMultiplier: multiplier ?? undefined,
          },
        })
        .returning();
    });
    if (inserted && line.guideLaborItemId)
      await linkLaborToGuide(db, inserted, line.guideLaborItemId, quote.vehicle_id).catch(() => undefined);
  }
  const keptEarlierPrice: string[] = [];
  for (const part of job.lines.parts) {
    let inserted: typeof quotePartItems.$inferSelect | undefined;
    await appendLine(db, quotePartItems, quote.id, async (tx, position) => {
      [inserted] = await tx
        .insert(quotePartItems)
        .values({
          quote_id: quote.id,
          position,
          name: part.name,
          quantity: part.quantity,
          retail: part.price,
          pcdb_part_type_id: part.pcdbPartTypeId,
          source: { ...(part.source ?? { kind: 'user' }), note },
        })
        .returning();
    });
    if (!inserted) continue;
    const sourced = await sourceBestPart(deps, quote, inserted).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'BAD_REQUEST') return null;
      throw error;
    });
    if (!sourced) keptEarlierPrice.push(part.name);
  }
  return { keptEarlierPrice };
}

/** A new conversation and empty quote for the declined work, at the job's shop and vehicle. */
async function newQuoteFor(db: Db, job: DeferredJob, userId: string | null) {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ shop_id: job.shop_id, title: job.job_name, created_by: userId })
      .returning({ id: conversations.id });
    const [quote] = await tx
      .insert(quotes)
      .values({
        conversation_id: conversation!.id,
        shop_id: job.shop_id,
        vehicle_id: job.vehicle_id,
        created_by: userId,
        title: job.job_name,
        shortTitle: job.job_name,
        prompt: `Declined earlier: ${job.job_name}`,
        // Written by the shop from its own record, not by the engine.
        ai_model_name: 'Declined work',
        time_to_create: 0,
        customer_name: job.customer_name,
        customer_email: job.customer_email,
        customer_phone: job.customer_phone,
      })
      .returning();
    await tx.insert(messages).values([
      { conversation_id: conversation!.id, created_by: userId, content: `Add the declined ${job.job_name}` },
      {
        conversation_id: conversation!.id,
        quote_id: quote!.id,
        content: `${job.job_name}: ${declinedNote(job)}. Quoted again at today's prices.`,
        created_at: new Date(Date.now() + 1),
      },
    ]);
    await tx
      .update(conversations)
      .set({ selected_quote_id: quote!.id })
      .where(eq(conversations.id, conversation!.id));
    return { quote: quote!, conversationId: conversation!.id };
  });
}

/**
 * Puts a declined job on a quote of the same vehicle and shop (or a new one), at today's prices,
 * and remembers where: the job leaves the list once that quote's job is approved or written.
 */
export async function addDeferredJobToQuote(
  deps: Pick<AppDeps, 'db' | 'env'>,
  job: DeferredJob,
  target: { quote: Quote; shop: Pick<Shop, 'id' | 'standard_labor_rate'> } | { newQuoteBy: string | null },
) {
  let quote: Quote;
  let conversationId: string;
  let shop: Pick<Shop, 'id' | 'standard_labor_rate'>;
  if ('quote' in target) {
    ({ quote, shop } = target);
    conversationId = quote.conversation_id;
  } else {
    ({ quote, conversationId } = await newQuoteFor(deps.db, job, target.newQuoteBy));
    shop = await shopRate(deps.db, job.shop_id);
  }
  const { keptEarlierPrice } = await copyDeferredLines(deps, job, quote, shop);
  await deps.db
    .update(deferredJobs)
    .set({ added_to_quote_id: quote.id, added_at: new Date() })
    .where(eq(deferredJobs.id, job.id));
  return { quote, quoteId: quote.id, conversationId, keptEarlierPrice };
}

async function shopRate(db: Db, shopId: string) {
  const [shop] = await db
    .select({ id: shops.id, standard_labor_rate: shops.standard_labor_rate })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw new AppError('NOT_FOUND', NOT_FOUND);
  return shop;
}

/** deferredWork.addDeferredJobToQuote: onto the open quote of the same vehicle, or a new quote. */
export async function addDeferredJobForUser(ctx: ProtectedContext, input: AddDeferredJobToQuoteInput) {
  const { quote: _quote, ...added } = await addForUser(ctx, input);
  return added;
}

async function addForUser(ctx: ProtectedContext, input: AddDeferredJobToQuoteInput) {
  const job = await deferredJobForUser(ctx.db, ctx.user.id, input.deferredJobId);
  if (!input.quoteId) return addDeferredJobToQuote(ctx.deps, job, { newQuoteBy: ctx.user.id });
  const { quote, shop } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  if (quote.shop_id !== job.shop_id)
    throw new AppError('BAD_REQUEST', 'This declined work is from another shop.');
  const [vehicle] = await ctx.db
    .select({ vin: vehicles.vin })
    .from(vehicles)
    .where(eq(vehicles.id, quote.vehicle_id));
  if (vehicle?.vin !== job.vin)
    throw new AppError('BAD_REQUEST', 'This declined work is for another vehicle than this quote.');
  return addDeferredJobToQuote(ctx.deps, job, { quote, shop });
}
