import { roundMoney } from '../../../shared/money';
import { motorTimeFor } from '../../../shared/motor-time';
import type { Db } from '../../db/client';
import { jobLaborItems, jobPartItems, jobs, repairOrderConcerns, repairOrders, shops } from '../../db/schema';
import { GUIDE_JOBS } from '../catalog/guide-jobs';
import {
  LABOR_RATES,
  NETWORK_CITIES,
  SHOP_NAME_PATTERNS,
  SURNAMES,
  TECHNICIANS,
} from '../catalog/network-shops';
import { PART_TYPES } from '../catalog/part-types';
import type { GuideJobSpec, VehicleSpec } from '../catalog/types';
import { VEHICLES } from '../catalog/vehicles';
import { insertRows } from './insert';
import type { Knowledge } from './knowledge';
import { createRandom, type Random } from './random';
import { carModelString, toVehicleRow } from './vehicle-rows';
import { concernFor, findingFor, titleVariant } from './wording';

/** The history ends here, so the same seed gives the same dates on any day. */
export const NETWORK_ANCHOR = Date.UTC(2026, 10, 1, 12);
const HISTORY_DAYS = 3 * 365;
const BATCH_JOBS = 4000;

export type NetworkShop = {
  id: string;
  state: 'CA' | 'MI' | 'FL';
  rate: number;
  markup: number;
  weight: number;
};

type Batch = {
  repairOrders: Array<typeof repairOrders.$inferInsert>;
  concerns: Array<typeof repairOrderConcerns.$inferInsert>;
  jobs: Array<typeof jobs.$inferInsert>;
  labor: Array<typeof jobLaborItems.$inferInsert>;
  parts: Array<typeof jobPartItems.$inferInsert>;
};

/** Creates the network's own shops (no members): 14 in each of CA, MI and FL. */
export async function seedNetworkShops(db: Db, seed: number) {
  const random = createRandom(seed + 1);
  const rows = (['CA', 'MI', 'FL'] as const).flatMap((state) =>
    NETWORK_CITIES[state].map((place) => {
      const name = random
        .pick(SHOP_NAME_PATTERNS)
        .replace('{city}', place.city)
        .replace('{surname}', random.pick(SURNAMES));
      const [low, high] = LABOR_RATES[state];
      return {
        id: random.uuid(),
        name,
        sms_name: random.pick(['TEKMETRIC', 'SHOP_WARE', 'SUN_AUTO'] as const),
        city: place.city,
        county: place.county,
        state,
        zip: place.zip,
        standard_labor_rate: Math.round(random.int(low, high) / 5) * 5,
      };
    }),
  );
  await insertRows(db, shops, rows);
  return rows;
}

/** The generation context shared by every repair order. */
export function createNetworkContext(knowledge: Knowledge, networkShops: NetworkShop[]) {
  const partTypes = new Map(PART_TYPES.map((t) => [t.partTypeId, t]));
  const guideByJobId = new Map(GUIDE_JOBS.map((j) => [j.smartJobId, j]));
  const vehicles = VEHICLES.map((spec) => ({
    spec,
    row: toVehicleRow(spec),
    id: knowledge.vehicleIds.get(spec.vin)!,
  }));
  const roNumbers = new Map(networkShops.map((s) => [s.id, 10_000]));
  return { knowledge, networkShops, partTypes, guideByJobId, vehicles, roNumbers };
}
export type NetworkContext = ReturnType<typeof createNetworkContext>;

function appliesTo(job: GuideJobSpec, vehicle: VehicleSpec): boolean {
  const rule = job.appliesTo;
  if (!rule) return true;
  if (rule.fuel && !rule.fuel.includes(vehicle.engine.fuel)) return false;
  if (rule.drive && !rule.drive.includes(vehicle.drive)) return false;
  if (rule.minCylinders && vehicle.engine.cylinders < rule.minCylinders) return false;
  return true;
}

/** One repair order with its concerns and one to three jobs, all derived from the random stream. */
export function generateRepairOrder(random: Random, ctx: NetworkContext, batch: Batch) {
  const shop = random.weighted(ctx.networkShops, (s) => s.weight);
  const vehicle = random.weighted(ctx.vehicles, (v) => v.spec.popularity);
  const daysAgo = random.next() * HISTORY_DAYS;
  const authorized = new Date(NETWORK_ANCHOR - daysAgo * 86_400_000 - random.int(0, 8) * 3_600_000);
  const inflation = 1 - 0.04 * (daysAgo / 365);
  const roNumber = ctx.roNumbers.get(shop.id)! + 1;
  ctx.roNumbers.set(shop.id, roNumber);
  const roId = random.uuid();
  const age = Math.max(1, 2026 - vehicle.spec.year);
  batch.repairOrders.push({
    id: roId,
    shop_id: shop.id,
    vehicle_id: vehicle.id,
    number: roNumber,
    car_model_string: carModelString(vehicle.spec),
    mileage: Math.round(random.vary(age * 12_500, 0.3) / 10) * 10,
    created_at: new Date(authorized.getTime() - random.int(1, 120) * 60_000),
  });

  const candidates = GUIDE_JOBS.filter((job) => appliesTo(job, vehicle.spec));
  const main = random.weighted(candidates, (job) => job.frequency);
  const customerWords = concernFor(random, main);
  batch.concerns.push({
    id: random.uuid(),
    repair_order_id: roId,
    type_concern: 'CUSTOMER',
    description: customerWords,
    finding: findingFor(random, main),
  });
  const planned: Array<{ job: GuideJobSpec; concern: string }> = [{ job: main, concern: customerWords }];
  const companionIds = (main.companions ?? []).filter((id) => ctx.guideByJobId.has(id));
  if (companionIds.length > 0 && random.chance(0.35)) {
    const companion = ctx.guideByJobId.get(random.pick(companionIds))!;
    if (appliesTo(companion, vehicle.spec)) {
      const recommendation = `Recommend ${companion.name.toLowerCase()}: ${findingFor(random, companion)}`;
      batch.concerns.push({
        id: random.uuid(),
        repair_order_id: roId,
        type_concern: 'TECHNICIAN',
        description: recommendation,
        finding: null,
      });
      planned.push({ job: companion, concern: recommendation });
    }
  }

  for (const { job, concern } of planned) {
    const jobId = random.uuid();
    const title = titleVariant(random, job.name);
    const category = job.category;
    batch.jobs.push({
      id: jobId,
      repair_order_id: roId,
      shop_id: shop.id,
      state: shop.state,
      vehicle_id: vehicle.id,
      make: vehicle.spec.make,
      model: vehicle.spec.model,
      model_year: vehicle.spec.year,
      title,
      note: random.chance(0.08)
        ? random.pick(['Customer declined additional work', 'Road tested OK', 'Customer supplied parts: no'])
        : null,
      category_id: ctx.knowledge.categoryIds.get(category) ?? null,
      guide_job_id: ctx.knowledge.guideJobIds.get(job.smartJobId) ?? null,
      authorized_date: authorized,
      count_interactions: Math.floor(random.next() ** 3 * 15),
      search_text: `${title}. ${category}. ${concern}`,
    });
    const technician = random.pick(TECHNICIANS);
    for (const labor of job.labor) {
      const motorTime = motorTimeFor(labor.baseHours, labor.modifiers ?? {}, vehicle.row as never);
      batch.labor.push({
        id: random.uuid(),
        job_id: jobId,
        description: labor.name,
        hours: Math.max(0.1, Math.round(random.vary(motorTime * 1.05, 0.15) * 10) / 10),
        rate: shop.rate,
        technician,
      });
    }
    for (const part of job.parts) {
      const type = ctx.partTypes.get(part.partTypeId);
      const options = ctx.knowledge.partsByType.get(part.partTypeId) ?? [];
      const oe = options.filter((p) => p.fits_make === vehicle.spec.make);
      const aftermarket = options.filter((p) => p.fits_make === null);
      const source =
        oe.length > 0 && random.chance(0.35) ? oe : aftermarket.length > 0 ? aftermarket : options;
      const chosen = source.length > 0 ? random.pick(source) : null;
      const cost = roundMoney((chosen?.cost ?? part.retail / 1.8) * inflation * random.vary(1, 0.04));
      const quantity = part.perCylinder ? vehicle.spec.engine.cylinders || part.quantity : part.quantity;
      batch.parts.push({
        id: random.uuid(),
        job_id: jobId,
        name: part.name,
        part_number: chosen?.part_number ?? null,
        brand: chosen?.brand ?? null,
        description: type?.name ?? null,
        quantity,
        cost,
        retail: roundMoney(cost * markupFor(cost) * shop.markup),
        pcdb_part_type_id: part.partTypeId,
      });
    }
  }
}

/** Parts matrices charge cheap parts a higher multiple than expensive ones. */
function markupFor(cost: number): number {
  if (cost < 10) return 2.4;
  if (cost < 50) return 1.9;
  if (cost < 150) return 1.65;
  if (cost < 500) return 1.45;
  return 1.3;
}

export function emptyBatch(): Batch {
  return { repairOrders: [], concerns: [], jobs: [], labor: [], parts: [] };
}

/** Generates and inserts repair orders until `jobCount` network jobs exist. */
export async function seedNetworkJobs(
  db: Db,
  ctx: NetworkContext,
  options: { jobs: number; seed: number; onProgress?: (jobs: number) => void },
) {
  const random = createRandom(options.seed + 2);
  let total = 0;
  while (total < options.jobs) {
    const batch = emptyBatch();
    while (batch.jobs.length < BATCH_JOBS && total + batch.jobs.length < options.jobs) {
      generateRepairOrder(random, ctx, batch);
    }
    await insertRows(db, repairOrders, batch.repairOrders);
    await insertRows(db, repairOrderConcerns, batch.concerns);
    await insertRows(db, jobs, batch.jobs);
    await insertRows(db, jobLaborItems, batch.labor);
    await insertRows(db, jobPartItems, batch.parts);
    total += batch.jobs.length;
    options.onProgress?.(total);
  }
  return total;
}
