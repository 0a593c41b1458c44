import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DeferredDeclinedBy, DeferredLines, DeferredResolution } from '../../../shared/deferred-work';
import type { ChargedContent } from '../../../shared/quote-revision';
import type { Db, Tx } from '../../db/client';
import { deferredJobs, quotes, vehicles } from '../../db/schema';
import { getQuoteItems } from '../quote/service/read';
import { enqueueWebhookEvent } from '../webhook/events';

type DeclinedQuote = {
  id: string;
  shop_id: string;
  vehicle_id: string;
  estimate_number: number | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
};

export type DeclineInput = {
  quote: DeclinedQuote;
  revision: { id: string; number: number } | null;
  /** The content the job was declined on (the revision's, or the live quote's). */
  content: ChargedContent;
  jobKey: string;
  declinedBy: DeferredDeclinedBy;
  reason: string | null;
  userId: string | null;
  /** Who answered, and how to reach them; the quote's customer fills what is missing. */
  customer: { name: string | null; email: string | null; phone: string | null };
  declinedAt: Date;
};

/**
 * The lines of a declined job as they were charged, with what the live quote knows of each
 * (guide link, catalogue type, brand), so 'Add to quote' can price them again today.
 */
async function declinedLines(db: Db | Tx, quoteId: string, content: ChargedContent, jobKey: string) {
  const job = content.jobs.find((j) => j.key === jobKey);
  if (!job) return null;
  const items = await getQuoteItems(db, quoteId);
  const laborById = new Map(items.quote_labor_items.map((l) => [l.id, l]));
  const partById = new Map(items.quote_part_items.map((p) => [p.id, p]));
  const lines: DeferredLines = {
    labor: content.labor
      .filter((l) => job.laborItemIds.includes(l.id))
      .map((l) => {
        const live = laborById.get(l.id);
        return {
          title: l.title,
          description: l.description,
          hours: l.hours,
          rate: l.rate,
          total: l.total,
          guideLaborItemId: live?.guide_labor_item_id ?? null,
          source: live?.source ?? null,
        };
      }),
    parts: content.parts
      .filter((p) => job.partItemIds.includes(p.id))
      .map((p) => {
        const live = partById.get(p.id);
        return {
          name: p.name,
          quantity: p.quantity,
          price: p.price,
          total: p.total,
          pcdbPartTypeId: live?.pcdb_part_type_id ?? null,
          brand: live?.sourced_part?.brand ?? live?.source?.brand ?? null,
          partNumber: live?.sourced_part?.partNumber ?? live?.source?.partNumber ?? null,
          source: live?.source ?? null,
        };
      }),
  };
  return { job, lines };
}

/**
 * Keeps a declined job for the shop and the vehicle (issue 26): one row per quote and job, which a
 * later decline of the same job refreshes (and puts back on the list if it had left it).
 */
export async function recordDeclinedJob(db: Db, input: DeclineInput) {
  const declined = await declinedLines(db, input.quote.id, input.content, input.jobKey);
  if (!declined) return null;
  const [vehicle] = await db
    .select({ vin: vehicles.vin })
    .from(vehicles)
    .where(eq(vehicles.id, input.quote.vehicle_id));
  if (!vehicle) return null;
  const { quote, customer } = input;
  const values = {
    shop_id: quote.shop_id,
    vehicle_id: quote.vehicle_id,
    vin: vehicle.vin,
    quote_id: quote.id,
    revision_id: input.revision?.id ?? null,
    revision_number: input.revision?.number ?? null,
    estimate_number: quote.estimate_number,
    job_key: declined.job.key,
    job_name: declined.job.name,
    lines: declined.lines,
    total: declined.job.total,
    reason: input.reason,
    declined_by: input.declinedBy,
    declined_by_user: input.userId,
    customer_name: customer.name ?? quote.customer_name,
    customer_email: customer.email ?? quote.customer_email,
    customer_phone: customer.phone ?? quote.customer_phone,
    declined_at: input.declinedAt,
    resolved_at: null,
    resolution: null,
    resolved_quote_id: null,
  };
  // Declined again (the work was added to this quote, or is the same guide job): one entry, this one.
  await resolveDeferredJobs(db, {
    quoteId: quote.id,
    jobs: [declined.job],
    resolution: 'SUPERSEDED',
  });
  const [row] = await db
    .insert(deferredJobs)
    .values(values)
    .onConflictDoUpdate({ target: [deferredJobs.quote_id, deferredJobs.job_key], set: values })
    .returning();
  await enqueueWebhookEvent(db, {
    shopId: quote.shop_id,
    event: 'job.declined',
    payload: {
      quoteId: quote.id,
      deferredJobId: row!.id,
      vin: row!.vin,
      revision: row!.revision_number,
      job: { key: row!.job_key, name: row!.job_name, total: row!.total },
      declinedBy: row!.declined_by,
      reason: row!.reason,
      declinedAt: row!.declined_at,
    },
  });
  return row!;
}

/**
 * A job approved or written into a repair order leaves the vehicle's declined work: the same job
 * declined earlier for the shop and vehicle (the same guide job, the same job of the same quote, or
 * a job of that name on the quote it was added to).
 */
export async function resolveDeferredJobs(
  db: Db | Tx,
  input: { quoteId: string; jobs: readonly { key: string; name: string }[]; resolution: DeferredResolution },
) {
  if (input.jobs.length === 0) return 0;
  const [quote] = await db
    .select({ shop_id: quotes.shop_id, vin: vehicles.vin })
    .from(quotes)
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicle_id))
    .where(eq(quotes.id, input.quoteId));
  if (!quote) return 0;
  const keys = input.jobs.map((j) => j.key);
  const names = input.jobs.map((j) => j.name);
  const resolved = await db
    .update(deferredJobs)
    .set({ resolved_at: sql`now()`, resolution: input.resolution, resolved_quote_id: input.quoteId })
    .where(
      and(
        eq(deferredJobs.shop_id, quote.shop_id),
        eq(deferredJobs.vin, quote.vin),
        isNull(deferredJobs.resolved_at),
        or(
          // A guide job is the same work on any quote; a job of its own only on its quote.
          and(
            inArray(deferredJobs.job_key, keys),
            or(eq(deferredJobs.quote_id, input.quoteId), sql`${deferredJobs.job_key} like 'guide:%'`),
          ),
          and(eq(deferredJobs.added_to_quote_id, input.quoteId), inArray(deferredJobs.job_name, names)),
        ),
      ),
    )
    .returning({ id: deferredJobs.id });
  return resolved.length;
}
