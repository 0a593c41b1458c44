// Declined work (issue 26), on the quotes the quote bench made: the vehicle's list, 'Add to quote'
// at today's prices, and a reminder pass (each reminder a new quote, its share and its PDF).
import { eq } from 'drizzle-orm';
import type { AppDeps, ShopContext } from '../src/server/context-types';
import { quotes, shops, vehicles } from '../src/server/db/schema';
import { respondToJob } from '../src/server/modules/customer-approval/service';
import { addDeferredJobForUser } from '../src/server/modules/deferred-work/add';
import { sendDueReminders } from '../src/server/modules/deferred-work/reminders';
import { getDeferredWork } from '../src/server/modules/deferred-work/service';
import { shareQuoteWithCustomer } from '../src/server/modules/notification-demo/service';
import { publicQuoteView } from '../src/server/modules/quote/service/public-view';

type Timed = (runs: number, fn: (i: number) => Promise<unknown>) => Promise<string>;

/** Shares the quote and declines its first job, as the customer does on the page. */
async function decline(ctx: ShopContext, quoteId: string, email: string) {
  const share = await shareQuoteWithCustomer(ctx, {
    quoteId,
    customerName: 'Bench Customer',
    customerEmail: email,
    includeAcceptanceTracking: true,
  });
  const t = new URL(share.link).searchParams.get('t')!;
  const view = await publicQuoteView(ctx, { id: quoteId, t });
  await respondToJob(ctx, { quoteId, t, jobKey: view.jobs[0]!.key, decision: 'DECLINED' });
}

export async function benchDeferredWork(deps: AppDeps, ctx: ShopContext, quoteIds: string[], timed: Timed) {
  const sets = quoteIds.slice(1, 11);
  for (const [i, id] of sets.entries()) await decline(ctx, id, `bench-${i}@example.test`);
  const [quote] = await deps.db
    .select({ vin: vehicles.vin })
    .from(quotes)
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicle_id))
    .where(eq(quotes.id, sets[0]!));
  const listed = await getDeferredWork(ctx, { vin: quote!.vin });
  const lines = [
    `deferredWork.getDeferredWork (${listed.length} declined job(s) on the vehicle): ${await timed(200, () => getDeferredWork(ctx, { vin: quote!.vin }))}`,
    `deferredWork.addDeferredJobToQuote onto a new quote, re-priced and re-sourced: ${await timed(20, (i) => addDeferredJobForUser(ctx, { deferredJobId: listed[i % listed.length]!.id }))}`,
  ];
  // Declined again on fresh quotes for the pass: every set due, reminded by e-mail.
  for (const [i, id] of quoteIds.slice(11, 21).entries()) await decline(ctx, id, `remind-${i}@example.test`);
  await deps.db.update(shops).set({ deferred_reminders_enabled: true }).where(eq(shops.id, ctx.shop.id));
  const start = performance.now();
  const sent = await sendDueReminders(deps, { now: new Date(Date.now() + 31 * 24 * 60 * 60 * 1000) });
  const ms = performance.now() - start;
  lines.push(
    `reminder pass: ${sent} sets reminded in ${ms.toFixed(0)} ms (${(ms / Math.max(1, sent)).toFixed(0)} ms a reminder: new quote, share, PDF)`,
  );
  await deps.db.update(shops).set({ deferred_reminders_enabled: false }).where(eq(shops.id, ctx.shop.id));
  return lines;
}
