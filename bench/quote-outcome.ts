// What happens to a quote after it is made: the customer page with its share token, a customer's
// answer, and job creation in Tekmetric (over loopback HTTP to the emulator), first write and
// the repeat that the idempotency key answers without writing; then declined work (deferred-work.ts).
import { eq } from 'drizzle-orm';
import { EMULATOR_CREDENTIALS, startTekmetricEmulator } from '../dev/emulators/tekmetric/server';
import type { AppDeps, ShopContext } from '../src/server/context-types';
import { integrations, quoteLaborItems, shops, userShops } from '../src/server/db/schema';
import { encryptSecret } from '../src/server/lib/secret-box';
import { respondToJob } from '../src/server/modules/customer-approval/service';
import { estimateDocument } from '../src/server/modules/estimate/document';
import { renderEstimatePdf } from '../src/server/modules/estimate/pdf';
import { createJobInTekmetric } from '../src/server/modules/job-export/tekmetric';
import { shareQuoteWithCustomer } from '../src/server/modules/notification-demo/service';
import { publicQuoteView } from '../src/server/modules/quote/service/public-view';
import { getFullQuote } from '../src/server/modules/quote/service/read';
import { quoteRevisionHistory } from '../src/server/modules/revision/service';
import { benchDeferredWork } from './deferred-work';

async function timed(runs: number, fn: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (n=${runs})`;
}

export async function benchQuoteOutcome(deps: AppDeps, ctx: ShopContext, quoteIds: string[]) {
  const emulator = await startTekmetricEmulator();
  try {
    const env = { ...deps.env, TEKMETRIC_API_URL: emulator.url };
    const jobCtx = { ...ctx, deps: { ...deps, env } };
    await deps.db
      .update(shops)
      .set({ sms_name: 'TEKMETRIC', tekmetric_id: 7001 })
      .where(eq(shops.id, ctx.shop.id));
    await deps.db
      .insert(userShops)
      .values({ user_id: ctx.user.id, shop_id: ctx.shop.id })
      .onConflictDoNothing();
    await deps.db
      .insert(integrations)
      .values({
        shop_id: ctx.shop.id,
        type: 'TEKMETRIC',
        public_key: EMULATOR_CREDENTIALS.clientId,
        private_key_encrypted: encryptSecret(EMULATOR_CREDENTIALS.clientSecret, env.APP_SECRET),
      })
      .onConflictDoNothing();

    const quoteId = quoteIds[0]!;
    const share = await shareQuoteWithCustomer(ctx, {
      quoteId,
      customerName: 'Bench Customer',
      customerEmail: 'bench@example.test',
      includeAcceptanceTracking: true,
    });
    const t = new URL(share.link).searchParams.get('t')!;
    const view = await publicQuoteView(ctx, { id: quoteId, t });
    const jobKey = view.jobs[0]!.key;
    const lines = [
      `quote.getQuoteAiViewOnly with the share token: ${await timed(200, () => publicQuoteView(ctx, { id: quoteId, t }))}`,
      `customerApproval.respondToJob: ${await timed(200, (i) => respondToJob(ctx, { quoteId, t, jobKey, ...(i % 2 ? { decision: 'APPROVED', authorization: { name: 'Dana Driver', consent: true } } : { decision: 'DECLINED' }) }))}`,
    ];
    // Revisions (decision 009): a sending compares the live lines with the latest revision and
    // writes a new one only when they differ.
    const shareAgain = () =>
      shareQuoteWithCustomer(ctx, {
        quoteId,
        customerName: 'Bench Customer',
        customerEmail: 'bench@example.test',
        includeAcceptanceTracking: true,
      });
    lines.push(
      `notificationDemo.shareQuoteWithCustomer, unchanged (revision reused): ${await timed(50, shareAgain)}`,
      `notificationDemo.shareQuoteWithCustomer after an edit (one UPDATE + a new revision): ${await timed(
        50,
        async (i) => {
          await deps.db
            .update(quoteLaborItems)
            .set({ rate: 150 + i })
            .where(eq(quoteLaborItems.quote_id, quoteId));
          await shareAgain();
        },
      )}`,
      `quote.getQuoteAi with sent_revision/changed_since_sent: ${await timed(200, () => getFullQuote(ctx, quoteId))}`,
      `quote.getQuoteRevisions (51 revisions): ${await timed(200, () => quoteRevisionHistory(ctx, { quoteId }))}`,
      // What GET /estimates/{id}.pdf and every share e-mail do (issue 25).
      `estimate PDF (read the estimate, render it with Inter embedded): ${await timed(50, async () => renderEstimatePdf(await estimateDocument(deps.db, quoteId)))}`,
    );
    const input = (id: string) => ({ quoteId: id, shopTekmetricId: '7001', repairOrderTekmetricId: '90001' });
    lines.push(
      `quote.createJobInTekmetricAi, first write (claim, RO read, job list, POST, record): ${await timed(quoteIds.length, (i) => createJobInTekmetric(jobCtx, input(quoteIds[i]!)))}`,
      `quote.createJobInTekmetricAi, repeat answered from the stored result: ${await timed(200, (i) => createJobInTekmetric(jobCtx, input(quoteIds[i % quoteIds.length]!)))}`,
      `jobs on the emulator's RO afterwards: ${emulator.jobs.length} for ${quoteIds.length} quotes`,
      ...(await benchDeferredWork(deps, ctx, quoteIds, timed)),
    );
    return lines;
  } finally {
    await emulator.close();
  }
}
