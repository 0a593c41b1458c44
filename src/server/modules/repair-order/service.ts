import { asc, eq, inArray } from 'drizzle-orm';
import { networkJobTotals } from '../../../shared/network-job-totals';
import type { NetworkContext } from '../../context-types';
import { jobLaborItems, jobPartItems, jobs, repairOrderConcerns, repairOrders, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A network repair order with its concerns and jobs (the network is shared read-only). Only the
 * fields spec 001 §3 names, and the shop as the job search shows it (state and county): the
 * order's number in its shop's system and the vehicle's mileage stay with that shop.
 */
export async function getRepairOrder(ctx: Pick<NetworkContext, 'networkDb'>, id: string) {
  const db = ctx.networkDb;
  const [row] = await db
    .select({
      order: {
        id: repairOrders.id,
        car_model_string: repairOrders.car_model_string,
        created_at: repairOrders.created_at,
      },
      shop: { id: shops.id, state: shops.state, county: shops.county },
    })
    .from(repairOrders)
    .innerJoin(shops, eq(shops.id, repairOrders.shop_id))
    .where(eq(repairOrders.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Repair Order not found');
  const orderJobs = await db
    .select()
    .from(jobs)
    .where(eq(jobs.repair_order_id, id))
    .orderBy(asc(jobs.authorized_date));
  const jobIds = orderJobs.map((j) => j.id);
  const [concerns, labor, parts] = await Promise.all([
    db.select().from(repairOrderConcerns).where(eq(repairOrderConcerns.repair_order_id, id)),
    jobIds.length ? db.select().from(jobLaborItems).where(inArray(jobLaborItems.job_id, jobIds)) : [],
    jobIds.length ? db.select().from(jobPartItems).where(inArray(jobPartItems.job_id, jobIds)) : [],
  ]);
  const totals = networkJobTotals({ labor_items: labor, part_items: parts });
  return {
    id: row.order.id,
    car_model_string: row.order.car_model_string,
    created_at: row.order.created_at,
    shop: row.shop,
    totalLaborHours: Math.round(labor.reduce((sum, l) => sum + l.hours, 0) * 100) / 100,
    totalLaborCost: totals.labor,
    totalPartsCost: totals.parts,
    concerns: concerns.map(({ id: concernId, type_concern, description, finding }) => ({
      id: concernId,
      type_concern,
      description,
      finding,
    })),
    jobs: orderJobs.map((job) => ({
      id: job.id,
      title: job.title,
      authorized_date: job.authorized_date,
      labor_items: labor.filter((l) => l.job_id === job.id),
      part_items: parts.filter((p) => p.job_id === job.id),
    })),
  };
}
