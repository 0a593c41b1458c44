import { eq } from 'drizzle-orm';
import { quoteJobs } from '../../../../shared/quote-jobs';
import {
  chargedHours,
  chargedUnitPrice,
  quoteLaborLineTotal,
  quotePartLineTotal,
  quoteTotals,
} from '../../../../shared/quote-totals';
import { quotes, shops, vehicles } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { Context } from '../../../trpc/context';
import { type JobAnswer, jobResponsesByKey } from '../../approval/service';
import { recordShareOpened } from '../../share/service';
import { getQuoteItems } from './read';

/**
 * What a customer sees of a quote (/quote/{id}, no sign-in): the shop's public details, the
 * vehicle, and the lines that count, at the prices charged, grouped into the jobs a customer
 * approves. Never costs, prompts, tokens, suggestions or other quotes. Quote ids are random
 * UUIDs, so the link is the credential; only a share link's token (`t`) of this quote shows the
 * answers given so far and lets the customer answer.
 */
export async function publicQuoteView(ctx: Pick<Context, 'db'>, input: { id: string; t?: string }) {
  const [row] = await ctx.db
    .select({
      quote: { id: quotes.id, title: quotes.title, created_at: quotes.created_at },
      shop: {
        name: shops.name,
        address1: shops.address1,
        address2: shops.address2,
        city: shops.city,
        state: shops.state,
        zip: shops.zip,
        phone: shops.phone,
        website: shops.website,
      },
      vehicle: {
        make: vehicles.make,
        model: vehicles.model,
        model_year: vehicles.model_year,
        vin: vehicles.vin,
      },
    })
    .from(quotes)
    .innerJoin(shops, eq(shops.id, quotes.shop_id))
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicle_id))
    .where(eq(quotes.id, input.id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  const share = input.t ? await recordShareOpened(ctx.db, input.id, input.t) : null;
  const items = await getQuoteItems(ctx.db, input.id);
  const labor = items.quote_labor_items.filter((l) => !l.is_suggested);
  const parts = items.quote_part_items.filter((p) => !p.is_suggested);
  const responses: Record<string, JobAnswer> = share ? await jobResponsesByKey(ctx.db, input.id) : {};
  return {
    ...row.quote,
    shop: row.shop,
    vehicle: row.vehicle,
    labor_items: labor.map((l) => ({
      id: l.id,
      title: l.title,
      description: l.description,
      hours: chargedHours(l),
      rate: l.rate,
      total: quoteLaborLineTotal(l),
    })),
    part_items: parts.map((p) => ({
      id: p.id,
      name: p.name,
      quantity: p.quantity,
      price: chargedUnitPrice(p),
      total: quotePartLineTotal(p),
      sourced: p.sourced_part
        ? { supplier_name: p.sourced_part.supplier_name, part_name: p.sourced_part.partName }
        : null,
    })),
    totals: quoteTotals({ quote_labor_items: labor, quote_part_items: parts }),
    jobs: quoteJobs({ quote_labor_items: labor, quote_part_items: parts }),
    canRespond: share !== null,
    responses,
  };
}
