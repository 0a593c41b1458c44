import { eq } from 'drizzle-orm';
import { vehicles } from '../db/schema';
import { VEHICLES } from '../seed/catalog/vehicles';
import { seedRepairKnowledge } from '../seed/generate';
import { setUpTestApp, type TestApp } from './harness';

export const F150 = VEHICLES.find((v) => v.make === 'Ford' && v.model === 'F-150' && v.year === 2013)!;

/**
 * The labor guide, catalogue and a small network history, plus a member of a $165/h shop. A test
 * app made with `knowledgeJobs` starts with the knowledge already there (a seeded template).
 */
export async function seedQuoting(t: TestApp, jobs = t.knowledgeJobs ?? 600) {
  if (t.knowledgeJobs === undefined) await seedRepairKnowledge(t.db, { jobs });
  else if (t.knowledgeJobs !== jobs)
    throw new Error(`the test app started with ${t.knowledgeJobs} network jobs, not ${jobs}`);
  const shop = await t.createShop({ name: 'Bayside Test', standard_labor_rate: 165, state: 'CA' });
  const user = await t.createUser({ name: 'Sam Advisor' });
  await t.addMember(user, shop);
  const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.vin, F150.vin));
  return { shop, user, vehicle: vehicle! };
}

export type QuotingSeed = Awaited<ReturnType<typeof seedQuoting>>;

/** `setUpTestApp` with `seedQuoting` done before `ready`, which gets the app and the seed. */
export function setUpQuotingApp(
  options: Parameters<typeof setUpTestApp>[0],
  ready: (app: { t: TestApp; s: QuotingSeed }) => unknown,
) {
  setUpTestApp(options, async (t) => ready({ t, s: await seedQuoting(t) }));
}

/** A quote the member of `seedQuoting` makes for its F-150, as the app makes one; its id. */
export async function createQuote(
  t: TestApp,
  s: QuotingSeed,
  searchQuery = 'grinding noise front when braking',
): Promise<string> {
  const created = await t.caller(s.user).quote.createQuoteAi({
    vehicleId: s.vehicle.id,
    shopId: s.shop.id,
    searchQuery,
  });
  return created.response.quote!.id;
}

/** A quote made as `createQuote` makes it, read back as the quote panel reads it. */
export async function createAndReadQuote(t: TestApp, s: QuotingSeed, searchQuery?: string) {
  return t.caller(s.user).quote.getQuoteAi({ id: await createQuote(t, s, searchQuery) });
}
