import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { estimatePdfPath } from '../../shared/estimate-document';
import { describeSource } from '../../shared/quote-source';
import {
  chargedUnitPrice,
  quoteLaborLineTotal,
  quotePartLineTotal,
  quoteTotals,
} from '../../shared/quote-totals';
import type { Db } from '../db/client';
import { organizationShops, quotes, vehicles } from '../db/schema';
import { AppError } from '../lib/app-error';
import { authorizationsOf } from '../modules/estimate/authorization';
import { getQuoteItems } from '../modules/quote/service/read';
import { liveContent } from '../modules/revision/service';
import { decodeCursor, encodeCursor } from './cursor';
import type { ApiQuote } from './schemas';

type QuoteRow = typeof quotes.$inferSelect;

/** A quote as the API shows it: live lines with provenance, totals from the one shared function. */
export async function toApiQuote(db: Db, appUrl: string, quote: QuoteRow): Promise<ApiQuote> {
  const [[vehicle], items, authorizations] = await Promise.all([
    db
      .select({ vin: vehicles.vin, year: vehicles.model_year, make: vehicles.make, model: vehicles.model })
      .from(vehicles)
      .where(eq(vehicles.id, quote.vehicle_id)),
    getQuoteItems(db, quote.id),
    authorizationsOf(db, quote.id),
  ]);
  const { estimate } = await liveContent(db, quote, items);
  const dollars = (cents: number) => cents / 100;
  return {
    id: quote.id,
    title: quote.title,
    shopId: quote.shop_id,
    vehicle: vehicle!,
    concern: quote.prompt,
    laborItems: items.quote_labor_items.map((line) => ({
      id: line.id,
      title: line.title,
      description: line.description,
      hours: line.hours,
      rate: line.rate,
      total: quoteLaborLineTotal(line),
      isSuggested: line.is_suggested,
      provenance: describeSource(line.source, 'labor'),
    })),
    partItems: items.quote_part_items.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      price: chargedUnitPrice(line),
      total: quotePartLineTotal(line),
      isSuggested: line.is_suggested,
      provenance: describeSource(line.source, 'part'),
    })),
    totals: quoteTotals(items),
    estimate: {
      number: quote.estimate_number,
      customer: { name: quote.customer_name, phone: quote.customer_phone, email: quote.customer_email },
      odometer: quote.odometer,
      lines: estimate!.lines.map(({ key, kind, label, cents }) => ({
        key,
        kind,
        label,
        amount: dollars(cents),
      })),
      subtotal: dollars(estimate!.subtotalCents),
      discountTotal: dollars(estimate!.discountCents.total),
      feeTotal: dollars(estimate!.fees.totalCents),
      taxTotal: dollars(estimate!.tax.totalCents),
      totalDue: dollars(estimate!.totalDueCents),
    },
    authorizations: authorizations.map((record) => ({
      id: record.id,
      method: record.method,
      name: record.name,
      jobs: record.jobKeys.map((key, index) => ({ key, name: record.jobNames[index] ?? key })),
      total: dollars(record.totalCents),
      revision: record.revision,
      authorizedAt: record.authorizedAt.toISOString(),
      ipAddress: record.ipAddress,
      recordedBy: record.recordedBy,
      note: record.note,
    })),
    publicUrl: `${appUrl}/quote/${quote.id}`,
    pdfUrl: `${appUrl}${estimatePdfPath(quote.id)}`,
    createdAt: quote.created_at.toISOString(),
  };
}

/** The organization's quotes (optionally one shop's), newest first, a page at a time. */
export async function listOrganizationQuotes(
  db: Db,
  appUrl: string,
  input: { organizationId: string; shopId?: string; limit: number; cursor?: string },
): Promise<{ data: ApiQuote[]; nextCursor: string | null }> {
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  // The route's schema refused a cursor this API did not give.
  if (input.cursor && !cursor) throw new AppError('BAD_REQUEST', 'Invalid cursor');
  const after = cursor
    ? or(
        lt(quotes.created_at, sql`${cursor.at}::timestamptz`),
        and(eq(quotes.created_at, sql`${cursor.at}::timestamptz`), lt(quotes.id, cursor.id)),
      )
    : undefined;
  const rows = await db
    .select({ quote: quotes, at: sql<string>`${quotes.created_at}::text` })
    .from(quotes)
    .innerJoin(
      organizationShops,
      and(
        eq(organizationShops.shop_id, quotes.shop_id),
        eq(organizationShops.organization_id, input.organizationId),
      ),
    )
    .where(and(input.shopId ? eq(quotes.shop_id, input.shopId) : undefined, after))
    .orderBy(desc(quotes.created_at), desc(quotes.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: await Promise.all(page.map((row) => toApiQuote(db, appUrl, row.quote))),
    nextCursor: rows.length > input.limit && last ? encodeCursor({ at: last.at, id: last.quote.id }) : null,
  };
}
