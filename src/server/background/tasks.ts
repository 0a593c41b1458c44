import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../context-types';
import { type backgroundJobs, quoteLaborItems, quotePartItems, quotes, sourcedParts } from '../db/schema';
import { sourceBestPart } from '../modules/part/sourcing';
import { bestGuideMatch, linkLaborToGuide } from '../modules/quote/service/labor-guide';

type JobRow = typeof backgroundJobs.$inferSelect;

/**
 * Verify-all links every labor line to its best guide operation (but lines whose hours the
 * advisor chose, `hours_by_hand`), naming the line after it as every link does (a line must not stay titled as something other than what it is charged at);
 * source-all sources every non-suggested, unsourced part at the shop's suppliers. Items before
 * `job.progress` were done by an earlier (interrupted) run and are skipped.
 */
export async function runQuoteTask(deps: AppDeps, job: JobRow, step: (progress: number) => Promise<void>) {
  const [quote] = await deps.db.select().from(quotes).where(eq(quotes.id, job.quote_id));
  if (!quote) throw new Error('The quote no longer exists.');
  if (job.kind === 'VERIFY_LABOR') {
    const items = await deps.db
      .select()
      .from(quoteLaborItems)
      .where(eq(quoteLaborItems.quote_id, quote.id))
      .orderBy(asc(quoteLaborItems.position), asc(quoteLaborItems.id));
    for (let i = job.progress; i < items.length; i++) {
      const item = items[i]!;
      if (item.hours_by_hand) {
        await step(i + 1);
        continue;
      }
      const match = await bestGuideMatch(deps.db, item, quote.vehicle_id);
      if (match) await linkLaborToGuide(deps.db, item, match, quote.vehicle_id);
      await step(i + 1);
    }
    return;
  }
  const items = await deps.db
    .select({ item: quotePartItems })
    .from(quotePartItems)
    .leftJoin(sourcedParts, eq(sourcedParts.quote_part_item_id, quotePartItems.id))
    .where(
      and(
        eq(quotePartItems.quote_id, quote.id),
        eq(quotePartItems.is_suggested, false),
        isNull(sourcedParts.id),
      ),
    )
    .orderBy(asc(quotePartItems.position), asc(quotePartItems.id));
  // Sourced items drop out of this list, so a resumed run simply continues with the rest.
  for (const [i, { item }] of items.entries()) {
    await sourceBestPart(deps, quote, item).catch((error) => {
      if (error instanceof Error && /No matching part/.test(error.message)) return; // left unsourced
      throw error;
    });
    await step(job.progress + i + 1);
  }
}
