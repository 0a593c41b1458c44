import { eq, sql } from 'drizzle-orm';
import { chargedContent } from '../../../../shared/quote-revision';
import type { Context } from '../../../context-types';
import { preparedQuery } from '../../../db/prepared';
import { quotes, shops, vehicles } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { type JobAnswer, jobResponsesByKey } from '../../customer-approval/service';
import { recordShareOpened } from '../../notification-demo/service';
import {
  type LineJson,
  laborLinesJson,
  lastRevisionSent,
  partLinesJson,
  quoteItemsFromJson,
  SHOP_CONTACT,
} from './read';

// Every opening of the customer's page reads it (decisions 025, 027): one prepared query for the
// quote, its shop, its vehicle and the last revision sent, and its live lines while none was sent.
const customerQuote = preparedQuery((db) => {
  const sent = lastRevisionSent(db);
  return db
    .select({
      quote: { id: quotes.id, title: quotes.title, created_at: quotes.created_at },
      shop: { name: shops.name, ...SHOP_CONTACT },
      vehicle: {
        make: vehicles.make,
        model: vehicles.model,
        model_year: vehicles.model_year,
        vin: vehicles.vin,
      },
      revision: { id: sent.id, number: sent.number, content: sent.content, created_at: sent.created_at },
      // The live lines, read only while no revision was sent.
      labor: sql<LineJson[] | null>`case when ${sent.id} is null then ${laborLinesJson(quotes.id)} end`,
      parts: sql<LineJson[] | null>`case when ${sent.id} is null then ${partLinesJson(quotes.id)} end`,
    })
    .from(quotes)
    .innerJoin(shops, eq(shops.id, quotes.shop_id))
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicle_id))
    .leftJoinLateral(sent, sql`true`)
    .where(eq(quotes.id, sql.placeholder('quoteId')))
    .limit(1)
    .prepare('customer_quote');
});

/**
 * What a customer sees of a quote (/quote/{id}, no sign-in): the shop's public details, the
 * vehicle, and the lines that count, at the prices charged, grouped into the jobs a customer
 * approves. Never costs, prompts, tokens, suggestions or other quotes. Quote ids are random
 * UUIDs, so the link is the credential; only a share link's token (`t`) of this quote shows the
 * answers given so far and lets the customer answer.
 *
 * Once the quote was sent, the page shows the latest revision sent (decision 009), not the
 * live lines: edits reach the customer only when the shop sends again. Before that the live
 * quote shows, with `revision: null`.
 */
export async function publicQuoteView(ctx: Pick<Context, 'db'>, input: { id: string; t?: string }) {
  const [row] = await customerQuote(ctx.db).execute({ quoteId: input.id });
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  const share = input.t ? await recordShareOpened(ctx.db, input.id, input.t) : null;
  const { revision } = row;
  const content =
    revision?.content ??
    chargedContent({ title: row.quote.title, ...quoteItemsFromJson(row.labor ?? [], row.parts ?? []) });
  const responses: Record<string, JobAnswer> = share
    ? await jobResponsesByKey(ctx.db, input.id, revision?.id ?? null)
    : {};
  return {
    ...row.quote,
    title: content.title,
    revision: revision?.number ?? null,
    sent_at: revision?.created_at ?? null,
    shop: row.shop,
    vehicle: row.vehicle,
    labor_items: content.labor,
    part_items: content.parts,
    totals: content.totals,
    jobs: content.jobs,
    canRespond: share !== null,
    responses,
  };
}
