import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { motorTimeFor } from '../../../shared/motor-time';
import { queryRows } from '../../db/client';
import {
  catalogParts,
  guideLaborItems,
  jobLaborItems,
  jobPartItems,
  jobs,
  shopSuppliers,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { GUIDE_JOBS } from '../catalog/guide-jobs';
import { VEHICLES } from '../catalog/vehicles';
import { seedDemoData } from '../demo';
import { SEED_SIZES } from '.';
import type { Knowledge } from './knowledge';
import { createNetworkContext, emptyBatch, generateRepairOrder, type NetworkShop } from './network';
import { createRandom } from './random';
import { toVehicleRow } from './vehicle-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.deps, { networkJobs: SEED_SIZES.small });
});
afterAll(() => t.close());

/** Repair orders generated in memory from a seed (no database), for the determinism checks. */
function generateOrders(seed: number, orders: number) {
  const knowledge: Knowledge = {
    categoryIds: new Map(),
    guideJobIds: new Map(),
    vehicleIds: new Map(VEHICLES.map((v, i) => [v.vin, `vehicle-${i}`])),
    partsByType: new Map(),
  };
  const shops: NetworkShop[] = [
    { id: 'shop-ca', state: 'CA', rate: 180, markup: 1, weight: 3 },
    { id: 'shop-mi', state: 'MI', rate: 135, markup: 1.05, weight: 2 },
  ];
  const ctx = createNetworkContext(knowledge, shops);
  const random = createRandom(seed);
  const batch = emptyBatch();
  for (let i = 0; i < orders; i += 1) generateRepairOrder(random, ctx, batch);
  return batch;
}

describe('the repair-knowledge generator', () => {
  it('is deterministic: the same seed gives the same data, another seed other data', () => {
    const first = generateOrders(42, 300);
    const again = generateOrders(42, 300);
    const other = generateOrders(43, 300);
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(first));
    expect(first.jobs.length).toBeGreaterThanOrEqual(300);
  });

  it('seeds the requested number of network jobs over three years, in CA, MI and FL', async () => {
    const [{ value } = { value: 0 }] = await t.db.select({ value: count() }).from(jobs);
    expect(value).toBe(SEED_SIZES.small);
    const [span] = await queryRows<{ days: number; states: string[]; shops: number }>(
      t.db,
      sql`select extract(day from max(authorized_date) - min(authorized_date))::int as days,
                 array_agg(distinct state order by state) as states, count(distinct shop_id)::int as shops from jobs`,
    );
    expect(span!.days).toBeGreaterThan(3 * 365 - 30);
    expect(span!.states).toEqual(['CA', 'FL', 'MI']);
    expect(span!.shops).toBeGreaterThanOrEqual(40);
  });

  it('prices catalogue parts with cost below list, and network parts above cost', async () => {
    const [badCatalogue] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${catalogParts} where cost <= 0 or cost >= list`,
    );
    expect(badCatalogue!.n).toBe(0);
    const [badParts] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${jobPartItems} where cost <= 0 or retail <= cost`,
    );
    expect(badParts!.n).toBe(0);
    const [badLabor] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${jobLaborItems} where hours <= 0 or rate < 100`,
    );
    expect(badLabor!.n).toBe(0);
  });

  it('gives the demo shops supplier suggestions in their state', async () => {
    const rows = await t.db.select().from(shopSuppliers);
    const perShop = new Map<string, number>();
    for (const row of rows) perShop.set(row.shop_id, (perShop.get(row.shop_id) ?? 0) + 1);
    expect(perShop.size).toBe(3);
    for (const n of perShop.values()) expect(n).toBeGreaterThanOrEqual(4);
  });

  it('stores canned labor whose motor time is positive and depends on the vehicle', async () => {
    const labor = await t.db.select().from(guideLaborItems);
    expect(labor.length).toBeGreaterThanOrEqual(GUIDE_JOBS.length);
    const vehicles = VEHICLES.map(toVehicleRow);
    let dependent = 0;
    for (const item of labor) {
      const times = new Set(vehicles.map((v) => motorTimeFor(item.base_hours, item.modifiers, v as never)));
      for (const time of times) expect(time).toBeGreaterThan(0);
      if (times.size > 1) dependent += 1;
    }
    expect(dependent / labor.length).toBeGreaterThan(0.3);
  });
});
