import { eq } from 'drizzle-orm';
import { shopSuppliers, supplierStores } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed } from '../../test/quote-fixture';

/** The shop's suppliers, so a part added again is sourced at today's price. */
export async function addShopSuppliers(t: TestApp, shopId: string) {
  const stores = await t.db.select().from(supplierStores).where(eq(supplierStores.state, 'CA')).limit(2);
  await t.db
    .insert(shopSuppliers)
    .values(stores.map((store, i) => ({ shop_id: shopId, store_id: store.id, priority: i + 1 })));
}

/** A quote shared with a customer: its link's token and the jobs the page shows. */
export async function sharedQuote(
  t: TestApp,
  s: QuotingSeed,
  searchQuery = 'grinding noise front when braking',
  contact: { customerEmail?: string; customerPhone?: string } = {
    customerEmail: 'dana@example.test',
    customerPhone: '(650) 555-0142',
  },
) {
  const quoteId = await createQuote(t, s, searchQuery);
  const shared = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
    quoteId,
    customerName: 'Dana Driver',
    ...contact,
    includeAcceptanceTracking: true,
  });
  const token = new URL(shared.link).searchParams.get('t')!;
  const page = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
  return { quoteId, token, page };
}

/** The customer's answer on the public page (an approval with their typed name and consent). */
export function answerJob(
  t: TestApp,
  input: { quoteId: string; token: string; jobKey: string; decision: 'APPROVED' | 'DECLINED' },
) {
  return t.caller(null).customerApproval.respondToJob({
    quoteId: input.quoteId,
    t: input.token,
    jobKey: input.jobKey,
    decision: input.decision,
    ...(input.decision === 'APPROVED' ? { authorization: { name: 'Dana Driver', consent: true } } : {}),
  } as Parameters<ReturnType<TestApp['caller']>['customerApproval']['respondToJob']>[0]);
}
