import { eq, isNotNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { shops, userShops } from '../../db/schema';
import { LABOR_RATES } from '../catalog/network-shops';
import { seedKnowledge, seedShopSuppliers } from './knowledge';
import { createNetworkContext, type NetworkShop, seedNetworkJobs, seedNetworkShops } from './network';
import { createRandom } from './random';

export const SEED_SIZES = { small: 1_500, demo: 20_000, large: 1_000_000 } as const;
export type SeedSize = keyof typeof SEED_SIZES;
export const DEFAULT_SEED = 20261101;

export type SeedReport = { jobs: number; seconds: number };

/**
 * The repair knowledge and the network history, generated from one seed: the labor guide,
 * categories, catalogue vehicles, parts catalogue, suppliers and stores, the network's shops and
 * their jobs. The shops already in the database (the demo shops) join the network.
 */
export async function seedRepairKnowledge(
  db: Db,
  options: { jobs: number; seed?: number; onProgress?: (jobs: number) => void },
): Promise<SeedReport> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const existingShops = await db
    .select({ id: shops.id, state: shops.state, rate: shops.standard_labor_rate })
    .from(shops);
  const knowledge = await seedKnowledge(db, seed);
  // In a fixed order, so each shop draws the same supplier stores from the seed on every run.
  const memberShops = await db
    .selectDistinct({ id: shops.id, state: shops.state, name: shops.name })
    .from(shops)
    .innerJoin(userShops, eq(userShops.shop_id, shops.id))
    .where(isNotNull(shops.state))
    .orderBy(shops.name, shops.id);
  await seedShopSuppliers(db, seed, memberShops);

  const random = createRandom(seed + 3);
  const created = await seedNetworkShops(db, seed);
  const networkShops: NetworkShop[] = [
    ...created.map((s) => ({
      id: s.id,
      state: s.state,
      rate: s.standard_labor_rate,
      markup: random.vary(1, 0.06),
      weight: random.int(2, 10),
    })),
    ...existingShops
      .filter(
        (s): s is { id: string; state: 'CA' | 'MI' | 'FL'; rate: number } =>
          s.state !== null && s.state in LABOR_RATES,
      )
      .map((s) => ({ id: s.id, state: s.state, rate: s.rate, markup: 1, weight: 6 })),
  ];
  const ctx = createNetworkContext(knowledge, networkShops);
  // Building the jobs' indexes once after the load is much faster than updating them per row.
  // Their definitions are read from the database, so they come back exactly as the migrations made them.
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = 'jobs' and indexname <> 'jobs_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const jobs = await seedNetworkJobs(db, ctx, { jobs: options.jobs, seed, onProgress: options.onProgress });
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return { jobs, seconds: (performance.now() - started) / 1000 };
}
