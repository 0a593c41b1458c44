import { eq, sql } from 'drizzle-orm';
import {
  chargedContent,
  contentEstimate,
  NO_PRICING,
  type RevisionPart,
} from '../../../../shared/quote-revision';
import type { Context } from '../../../context-types';
import type { Db } from '../../../db/client';
import { preparedQuery } from '../../../db/prepared';
import { quotes, shops, vehicles } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { type JobAnswer, jobResponsesByKey } from '../../customer-approval/service';
import { authorizationsOf } from '../../estimate/authorization';
import { recordShareOpened } from '../../notification-demo/share-token';
import { isExpired } from '../../revision/service';
import { readEstimateFees } from '../../shop/fees';
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
      quote: {
        id: quotes.id,
        title: quotes.title,
        created_at: quotes.created_at,
        shop_id: quotes.shop_id,
        estimate_number: quotes.estimate_number,
        customer_name: quotes.customer_name,
        customer_phone: quotes.customer_phone,
        customer_email: quotes.customer_email,
        odometer: quotes.odometer,
        discounts: quotes.discounts,
      },
      shop: { name: shops.name, ...SHOP_CONTACT },
      estimateSettings: {
        fees: shops.estimate_fees,
        terms: shops.estimate_terms,
        showSuppliers: shops.show_suppliers_to_customers,
      },
      vehicle: {
        make: vehicles.make,
        model: vehicles.model,
        model_year: vehicles.model_year,
        vin: vehicles.vin,
      },
      revision: {
        id: sent.id,
        number: sent.number,
        content: sent.content,
        created_at: sent.created_at,
        expires_at: sent.expires_at,
      },
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
 * answers given so far and lets the customer answer. Supplier names show only when the shop
 * turns 'Show suppliers to customers' on.
 *
 * Once the quote was sent, the page shows the latest revision sent (decision 009), not the
 * live lines: edits reach the customer only when the shop sends again. Before that the live
 * quote shows, with `revision: null`.
 */
export async function publicQuoteView(ctx: Pick<Context, 'db'>, input: { id: string; t?: string }) {
  const share = input.t ? await recordShareOpened(ctx.db, input.id, input.t) : null;
  const { row, revision, content } = await customerEstimate(ctx.db, input.id);
  const [responses, authorizations] = share
    ? await Promise.all([
        jobResponsesByKey(ctx.db, input.id, revision?.id ?? null),
        authorizationsOf(ctx.db, input.id),
      ])
    : [{} as Record<string, JobAnswer>, []];
  // The page shows the customer's name to the holder of their link only, never their phone or e-mail.
  const {
    discounts: _discounts,
    customer_phone: _phone,
    customer_email: _email,
    shop_id: _shopId,
    ...quote
  } = row.quote;
  return {
    ...quote,
    customer_name: share ? quote.customer_name : null,
    title: content.title,
    revision: revision?.number ?? null,
    sent_at: revision?.created_at ?? null,
    valid_until: revision?.expires_at ?? null,
    is_expired: revision ? isExpired(revision) : false,
    // The terms the shop prints under its estimates (the PDF and the page).
    terms: row.estimateSettings.terms,
    shop: row.shop,
    vehicle: row.vehicle,
    labor_items: content.labor,
    part_items: row.estimateSettings.showSuppliers ? content.parts : content.parts.map(withoutSupplier),
    totals: content.totals,
    jobs: content.jobs,
    estimate: contentEstimate(content),
    pricing: content.pricing ?? NO_PRICING,
    canRespond: share !== null,
    responses,
    // Only the holder of a share link sees who authorized what; never the IP or browser.
    authorizations: authorizations.map(({ ipAddress: _ip, userAgent: _ua, ...record }) => record),
  };
}

/** A part as the customer sees it when the shop keeps its suppliers to itself: the part alone. */
function withoutSupplier(part: RevisionPart): RevisionPart {
  return part.sourced ? { ...part, sourced: { ...part.sourced, supplier_name: null } } : part;
}

/**
 * The estimate a customer receives: the quote's row, and the content the customer sees (the
 * latest revision sent, or the live quote priced with the shop's fees and the quote's discounts
 * while none was sent). The page and the PDF both read it.
 */
export async function customerEstimate(db: Db, quoteId: string) {
  const [row] = await customerQuote(db).execute({ quoteId });
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  const { revision } = row;
  const content =
    revision?.content ??
    chargedContent(
      { title: row.quote.title, ...quoteItemsFromJson(row.labor ?? [], row.parts ?? []) },
      { settings: readEstimateFees(row.estimateSettings.fees), discounts: row.quote.discounts },
    );
  return { row, revision, content };
}
