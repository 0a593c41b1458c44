import { asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../auth';
import { quoteKnowledgeBases, quoteLaborItems, quotePartItems, shops, users } from '../db/schema';
import { DEMO_ADVISOR_EMAIL, seedDemoData } from '../seed/demo';
import type { TestApp } from './harness';

export const DEMO_SHOP_NAMES = [
  'Bayside Auto Care',
  'Great Lakes Service Center',
  'Sunshine Car Clinic',
] as const;
export type DemoShopName = (typeof DEMO_SHOP_NAMES)[number];

/**
 * The demo as `npm start` seeds it (shops, their notes, the app guidelines, matrices, suppliers,
 * the advisor who belongs to all three), with a smaller network history.
 */
export async function seedDemo(t: TestApp, networkJobs = 600) {
  if (!(await seedDemoData(t.deps, { networkJobs })))
    throw new Error('The demo seed needs an empty database');
  const [advisor] = await t.db.select().from(users).where(eq(users.email, DEMO_ADVISOR_EMAIL));
  const rows = await t.db
    .select()
    .from(shops)
    .where(inArray(shops.name, [...DEMO_SHOP_NAMES]));
  const shopNamed = (name: DemoShopName) => rows.find((shop) => shop.name === name)!;
  return { advisor: advisor as SessionUser, shopNamed };
}

export type DemoSeed = Awaited<ReturnType<typeof seedDemo>>;

/** A quote's lines and knowledge links as stored, labor in the panel's order. */
export async function storedQuote(t: TestApp, quoteId: string) {
  const [labor, parts, knowledge] = await Promise.all([
    t.db
      .select()
      .from(quoteLaborItems)
      .where(eq(quoteLaborItems.quote_id, quoteId))
      .orderBy(asc(quoteLaborItems.position)),
    t.db
      .select()
      .from(quotePartItems)
      .where(eq(quotePartItems.quote_id, quoteId))
      .orderBy(asc(quotePartItems.position)),
    t.db.select().from(quoteKnowledgeBases).where(eq(quoteKnowledgeBases.quote_id, quoteId)),
  ]);
  return { labor, parts, knowledgeBaseIds: knowledge.map((k) => k.knowledge_base_id) };
}

export type StoredQuote = Awaited<ReturnType<typeof storedQuote>>;
