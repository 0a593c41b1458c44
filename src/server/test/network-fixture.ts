import { randomUUID } from 'node:crypto';
import { forgetNetworkReads } from '../db/kept-reads';
import { jobLaborItems, jobPartItems, jobs, repairOrderConcerns, repairOrders, vehicles } from '../db/schema';
import type { TestApp } from './harness';

type JobFixture = {
  title: string;
  make?: string;
  model?: string;
  year?: number;
  state?: 'CA' | 'MI' | 'FL';
  concern?: string;
  daysAgo?: number;
  shopId?: string;
};

/** Inserts one network repair order with one job (one labor and one part line), as a shop would have. */
export async function insertNetworkJob(t: TestApp, fixture: JobFixture) {
  const make = fixture.make ?? 'Ford';
  const model = fixture.model ?? 'F-150';
  const year = fixture.year ?? 2013;
  const state = fixture.state ?? 'CA';
  const shopId = fixture.shopId ?? (await t.createShop({ state })).id;
  const [vehicle] = await t.db
    .insert(vehicles)
    .values({
      vin: `TEST${randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`,
      make,
      model,
      model_year: year,
    })
    .returning();
  const authorized = new Date(Date.now() - (fixture.daysAgo ?? 10) * 86_400_000);
  const roId = randomUUID();
  await t.db.insert(repairOrders).values({
    id: roId,
    shop_id: shopId,
    vehicle_id: vehicle!.id,
    number: 1001,
    car_model_string: `${year} ${make} ${model}`,
    created_at: authorized,
  });
  const concern = fixture.concern ?? 'Customer states noise';
  await t.db.insert(repairOrderConcerns).values({
    id: randomUUID(),
    repair_order_id: roId,
    type_concern: 'CUSTOMER',
    description: concern,
    finding: 'Verified concern',
  });
  const jobId = randomUUID();
  // As an import does: searches kept from before this job read the network again.
  forgetNetworkReads();
  await t.db.insert(jobs).values({
    id: jobId,
    repair_order_id: roId,
    shop_id: shopId,
    state,
    vehicle_id: vehicle!.id,
    make,
    model,
    model_year: year,
    title: fixture.title,
    authorized_date: authorized,
    search_text: `${fixture.title}. ${concern}`,
  });
  await t.db.insert(jobLaborItems).values({
    id: randomUUID(),
    job_id: jobId,
    description: fixture.title,
    hours: 1.5,
    rate: 150,
    technician: 'Mike R.',
  });
  await t.db.insert(jobPartItems).values({
    id: randomUUID(),
    job_id: jobId,
    name: 'Part',
    part_number: 'P-1',
    brand: 'Bosch',
    quantity: 2,
    retail: 40,
    cost: 20,
    pcdb_part_type_id: 1684,
  });
  return { jobId, repairOrderId: roId, shopId };
}
