import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type KeptEntry, keptReads } from '../db/kept-reads';
import { preparedQuery } from '../db/prepared';
import { jobLaborItems, jobPartItems, jobs } from '../db/schema';

// A guide job's history in the network, read in the order its indexes keep it (issue 27). A
// guide job can have tens of thousands of jobs: sorting them all cost a quote 100s of ms at 1M
// network jobs, so each tier of an ordering is its own index range, read only as far as needed.
// Prepared (decision 025): planning the tiers cost more than running them.

const ids = sql`${sql.placeholder('ids')}::uuid[]`;
const make = sql`${sql.placeholder('make')}::text`;
const model = sql`${sql.placeholder('model')}::text`;
const year = sql`${sql.placeholder('year')}::int`;
const limit = sql`${sql.placeholder('limit')}::int`;
const before = (...tiers: string[]) => sql.raw(tiers.map((t) => ` - (select count(*) from ${t})`).join(''));

const similarJobs = preparedQuery((db) =>
  db
    .select({
      id: sql<string>`id`,
      title: sql<string>`title`,
      make: sql<string>`make`,
      model: sql<string>`model`,
      model_year: sql<number>`model_year`,
      guide_job_id: sql<string | null>`guide_job_id`,
    })
    .from(
      sql`(
        with same_model as (${nearestYearsFirst(
          sql`${jobs.make} = ${make} and ${jobs.model} = ${model}`, // jobs_guide_vehicle_idx
          limit,
        )}), same_make as (${nearestYearsFirst(
          sql`${jobs.make} = ${make} and ${jobs.model} <> ${model}`, // jobs_guide_make_idx
          sql`greatest(0, ${limit}${before('same_model')})`,
        )}), other_makes as (${nearestYearsFirst(
          sql`${jobs.make} <> ${make}`, // jobs_guide_year_idx
          sql`greatest(0, ${limit}${before('same_model', 'same_make')})`,
        )})
        select 1 as tier, * from same_model
        union all select 2, * from same_make
        union all select 3, * from other_makes
      ) as tiers`,
    )
    .orderBy(sql`tier, distance, authorized_date desc`)
    .prepare('network_similar_jobs'),
);

// Quotes for the same job on the same car (a follow-up, a second advisor, the next shop) read the
// same history: it is kept for a minute like a search's page (db/kept-reads.ts).
const kept = keptReads<KeptEntry>(1_000);

/**
 * The `count` jobs of these guide jobs most like the vehicle, with their lines: same make and
 * model, then same make, then the rest; in each, the closest model year first, then the most
 * recent. Kept: callers read it and never change it.
 */
export async function similarJobsWithLines(
  db: Db,
  guideIds: string[],
  vehicle: { make: string; model: string; year: number },
  count: number,
) {
  // An id listed twice would read its jobs twice.
  const unique = [...new Set(guideIds)];
  const key = JSON.stringify(['similar', unique, vehicle.make, vehicle.model, vehicle.year, count]);
  const { value } = await kept.read(
    db,
    key,
    async () => {
      const rows = await similarJobs(db).execute({ ...vehicle, ids: unique, limit: count });
      const lines = rows.length
        ? await jobLines(
            db,
            rows.map((r) => r.id),
          )
        : { labor: [], parts: [] };
      return { rows, ...lines };
    },
    () => ({}),
  );
  return value;
}

/**
 * One tier's jobs by model year distance, then most recent: the years nearest first, each read
 * per guide job newest first, so the incremental sort stops at the distance that fills `count`
 * (a tier with nothing left to fill reads nothing).
 */
function nearestYearsFirst(tier: SQL, count: SQL): SQL {
  const guides = sql`unnest(${ids}) as g(id)`;
  const yearBound = (fn: 'min' | 'max') => sql`(
    select ${sql.raw(fn)}(b.model_year) from ${guides} cross join lateral (
      select ${jobs.model_year} from ${jobs} where ${jobs.guide_job_id} = g.id and ${tier}
      order by ${jobs.model_year} ${sql.raw(fn === 'min' ? 'asc' : 'desc')} limit 1
    ) as b)`;
  return sql`
    select j.*, years.distance
    from (
      select y, abs(y - ${year}) as distance
      from generate_series(${yearBound('min')}, ${yearBound('max')}) as y
      order by distance
    ) as years
    cross join lateral (
      select recent.* from ${guides} cross join lateral (
        select ${jobs.id}, ${jobs.title}, ${jobs.make}, ${jobs.model}, ${jobs.model_year},
          ${jobs.guide_job_id}, ${jobs.authorized_date}
        from ${jobs}
        where ${jobs.guide_job_id} = g.id and ${tier} and ${jobs.model_year} = years.y
        order by ${jobs.authorized_date} desc limit ${count}
      ) as recent
    ) as j
    order by years.distance, j.authorized_date desc
    limit ${count}`;
}

const laborOf = preparedQuery((db) =>
  db
    .select({
      job_id: jobLaborItems.job_id,
      description: jobLaborItems.description,
      hours: jobLaborItems.hours,
      rate: jobLaborItems.rate,
    })
    .from(jobLaborItems)
    .where(sql`${jobLaborItems.job_id} = any(${ids})`)
    .prepare('network_jobs_labor'),
);

const partsOf = preparedQuery((db) =>
  db
    .select({
      job_id: jobPartItems.job_id,
      name: jobPartItems.name,
      quantity: jobPartItems.quantity,
      retail: jobPartItems.retail,
      pcdb_part_type_id: jobPartItems.pcdb_part_type_id,
      brand: jobPartItems.brand,
    })
    .from(jobPartItems)
    .where(sql`${jobPartItems.job_id} = any(${ids})`)
    .prepare('network_jobs_parts'),
);

/** The labor and parts lines of these network jobs. */
async function jobLines(db: Db, jobIds: string[]) {
  const [labor, parts] = await Promise.all([
    laborOf(db).execute({ ids: jobIds }),
    partsOf(db).execute({ ids: jobIds }),
  ]);
  return { labor, parts };
}

const guide = sql`${sql.placeholder('guide')}::uuid`;

const companions = preparedQuery((db) =>
  db
    .select({
      guideJobId: sql<string>`guide_job_id`,
      orders: sql<number>`orders`,
      sampled: sql<number>`sampled`,
    })
    .from(
      sql`(
        with same_make as (
          select ${jobs.repair_order_id} from ${jobs}
          where ${jobs.guide_job_id} = ${guide} and ${jobs.make} = ${make}
          order by ${jobs.authorized_date} desc limit ${limit} -- jobs_guide_make_recent_idx
        ), other_makes as (
          select ${jobs.repair_order_id} from ${jobs}
          where ${jobs.guide_job_id} = ${guide} and ${jobs.make} <> ${make}
          order by ${jobs.authorized_date} desc -- jobs_guide_recent_idx
          limit greatest(0, ${limit} - (select count(*) from same_make))
        ), sample as (
          select repair_order_id from same_make union all select repair_order_id from other_makes
        )
        select ${jobs.guide_job_id}, count(distinct ${jobs.repair_order_id})::int as orders,
          (select count(*) from sample)::int as sampled
        from ${jobs} -- jobs_repair_order_id_guide_job_id_index
        where ${jobs.repair_order_id} in (select repair_order_id from sample)
          and ${jobs.guide_job_id} <> ${guide} and ${jobs.guide_job_id} is not null
        group by ${jobs.guide_job_id}
      ) as together`,
    )
    .orderBy(sql`guide_job_id`)
    .prepare('network_companion_orders'),
);

/**
 * How many of the guide job's `count` most recent repair orders (those on the make first) also
 * had each other guide job, each row with the sample's size.
 */
export async function companionOrders(db: Db, guideJobId: string, vehicleMake: string, count: number) {
  const key = JSON.stringify(['companions', guideJobId, vehicleMake, count]);
  const { value } = await kept.read(
    db,
    key,
    () => companions(db).execute({ guide: guideJobId, make: vehicleMake, limit: count }),
    () => ({}),
  );
  return value;
}
