import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backgroundJobs, quotes } from '../db/schema';

export type QuoteWorkKind = (typeof backgroundJobs.$inferSelect)['kind'];

/**
 * Starts verify-all or source-all for a quote: the job row and the quote's in-progress flag are
 * written together, so the panel sees the flag at once. A second start while one is queued or
 * running joins it (partial unique index) instead of doubling the work.
 */
export async function enqueueQuoteWork(db: Db, kind: QuoteWorkKind, quoteId: string) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(backgroundJobs)
      .values({ kind, quote_id: quoteId })
      .onConflictDoNothing()
      .returning({ id: backgroundJobs.id });
    await tx
      .update(quotes)
      .set(
        kind === 'VERIFY_LABOR'
          ? { isVerifyingLaborItemsInProgress: true, verify_error: null }
          : { isSourcingPartsInProgress: true, sourcing_error: null },
      )
      .where(eq(quotes.id, quoteId));
    return { started: true, alreadyRunning: inserted.length === 0 };
  });
}
