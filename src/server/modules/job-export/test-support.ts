import { eq } from 'drizzle-orm';
import type { EstimateFeeSettings } from '../../../shared/schemas/estimate';
import type { SessionUser } from '../../auth';
import { integrations, shops } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, seedQuoting } from '../../test/quote-fixture';

/** A shop's fees and taxes as the money tests of both systems export them (issue 25). */
export const EXPORT_FEES: EstimateFeeSettings = {
  taxRates: { parts: 9.625, labor: 0, fees: 8.875 },
  shopSupplies: { percent: 7.5, basis: 'labor_and_parts', minCents: 500, maxCents: 4500, isTaxable: true },
  hazmat: { mode: 'flat', cents: 350, isTaxable: false },
};

/**
 * The start of every job-export test: a member of a shop that uses a shop system (connected to
 * its emulator with the emulator's account), and a quote of that shop.
 */
export async function seedShopSystemQuote(
  t: TestApp,
  shop: Partial<typeof shops.$inferInsert>,
  integration: { type: 'TEKMETRIC' | 'SHOP_WARE'; publicKey: string; secret: string },
) {
  const s = await seedQuoting(t, 200);
  await t.db.update(shops).set(shop).where(eq(shops.id, s.shop.id));
  await t.db.insert(integrations).values({
    shop_id: s.shop.id,
    type: integration.type,
    public_key: integration.publicKey,
    private_key_encrypted: encryptSecret(integration.secret, t.deps.env.APP_SECRET),
  });
  return { ...s, quoteId: await createQuote(t, s, 'front brake pads') };
}

/** Shares the quote with Dana Driver (a new revision when it changed since the last); the link's token. */
export async function shareQuote(t: TestApp, user: SessionUser, quoteId: string): Promise<string> {
  const shared = await t.caller(user).notificationDemo.shareQuoteWithCustomer({
    quoteId,
    customerName: 'Dana Driver',
    customerEmail: 'dana@example.test',
    includeAcceptanceTracking: true,
  });
  return new URL(shared.link).searchParams.get('t')!;
}

/** The jobs of the revision the customer's page shows. */
export async function customerJobs(t: TestApp, quoteId: string, token: string) {
  return (await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token })).jobs;
}

/** The customer's answers on the public page, with the link's token; an approval is authorized. */
export async function answerJobs(
  t: TestApp,
  quoteId: string,
  token: string,
  decisions: Array<[jobKey: string, decision: 'APPROVED' | 'DECLINED']>,
) {
  for (const [jobKey, decision] of decisions) {
    await t.caller(null).customerApproval.respondToJob({
      quoteId,
      t: token,
      jobKey,
      decision,
      ...(decision === 'APPROVED' ? { authorization: { name: 'Dana Driver', consent: true } } : {}),
    });
  }
}

/** A labor line of the advisor's own: a job of its own on the customer's page. Its id. */
export async function addOwnJob(t: TestApp, user: SessionUser, quoteId: string, title: string, hours = 1) {
  const quote = await t.caller(user).quote.addQuoteLaborItem({
    quoteId,
    title,
    description: `${title} as quoted`,
    hours,
    rate: 165,
  });
  // The engine may suggest the same work declined on an earlier quote of the car: not this line.
  return quote.quote_labor_items.findLast((l) => l.title === title && !l.is_suggested)!.id;
}

/**
 * Issue 26's second visit: a brake quote with an alignment and a cabin filter of the advisor's
 * own, shared (revision 1) and its job written by `create` with everything; then the alignment's
 * rate raised and the quote shared again (revision 2), on which the customer approves every job
 * but the cabin filter, which they decline.
 */
export async function answeredOnSecondRevision(
  t: TestApp,
  s: QuotingSeed,
  create: (quoteId: string) => Promise<unknown>,
  /** Anything else the quote has before it is first shared (a discount, say). */
  prepare?: (quoteId: string) => Promise<unknown>,
) {
  const quoteId = await createQuote(t, s, 'front brake pads');
  const alignment = await addOwnJob(t, s.user, quoteId, 'Wheel alignment');
  const cabinFilter = await addOwnJob(t, s.user, quoteId, 'Cabin air filter', 0.3);
  await prepare?.(quoteId);
  const token = await shareQuote(t, s.user, quoteId);
  const created = await create(quoteId);
  await t.caller(s.user).quote.updateQuoteLaborItem({
    id: alignment,
    title: 'Wheel alignment',
    description: 'Four-wheel alignment',
    hours: 1,
    rate: 185,
  });
  await shareQuote(t, s.user, quoteId);
  const jobs = await customerJobs(t, quoteId, token);
  const declined = jobs.find((job) => job.key === `labor:${cabinFilter}`)!;
  const approved = jobs.filter((job) => job !== declined);
  await answerJobs(t, quoteId, token, [
    ...approved.map((job): [string, 'APPROVED'] => [job.key, 'APPROVED']),
    [declined.key, 'DECLINED'],
  ]);
  return { quoteId, token, created, approved, declined };
}
