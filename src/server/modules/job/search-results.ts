import { eq, sql } from 'drizzle-orm';
import { laborLineTotal } from '../../../shared/network-job-totals';
import type { Db } from '../../db/client';
import { jsonList, jsonRowOf } from '../../db/json-rows';
import { preparedQuery } from '../../db/prepared';
import { categories, jobLaborItems, jobPartItems, jobs, shops } from '../../db/schema';
import type { Ranked } from './search-ranking';

// The results of every search, by id: one prepared query (decisions 025, 027), the ids as one
// array value, each job with its labor and parts as JSON lists built by PostgreSQL.
// Not the job's id again on each of its lines: a seventh of what a page weighs.
const laborRow = jsonRowOf(jobLaborItems, ['job_id']);
const partRow = jsonRowOf(jobPartItems, ['job_id']);

const resultJobs = preparedQuery((db) =>
  db
    .select({
      // What a result shows: not the search text and vector, which weigh more than the rest.
      job: {
        id: jobs.id,
        title: jobs.title,
        note: jobs.note,
        authorized_date: jobs.authorized_date,
        count_interactions: jobs.count_interactions,
        make: jobs.make,
        model: jobs.model,
        model_year: jobs.model_year,
        repair_order_id: jobs.repair_order_id,
      },
      category: { id: categories.id, name: categories.name },
      shop: { id: shops.id, state: shops.state, county: shops.county },
      labor: jsonList<Record<string, unknown>>(sql`
        select json_agg(json_build_object(${laborRow.fields}))
        from ${jobLaborItems} where ${jobLaborItems.job_id} = ${jobs.id}`),
      parts: jsonList<Record<string, unknown>>(sql`
        select json_agg(json_build_object(${partRow.fields}))
        from ${jobPartItems} where ${jobPartItems.job_id} = ${jobs.id}`),
    })
    .from(jobs)
    // The job carries its repair order's shop, so the order itself is not read here.
    .innerJoin(shops, eq(shops.id, jobs.shop_id))
    .leftJoin(categories, eq(categories.id, jobs.category_id))
    .where(sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('network_result_jobs_with_lines'),
);

const interactionCounts = preparedQuery((db) =>
  db
    .select({ id: jobs.id, count: jobs.count_interactions })
    .from(jobs)
    .where(sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('network_result_interaction_counts'),
);

export type NetworkJobResult = Awaited<ReturnType<typeof loadJobs>>[number];

/** The ranked jobs as a search answers them, in rank order. */
export async function loadJobs(db: Db, ranked: Ranked[]) {
  if (ranked.length === 0) return [];
  const rows = await resultJobs(db).execute({ ids: ranked.map((r) => r.id) });
  const byId = new Map(rows.map((r) => [r.job.id, r]));
  return ranked.flatMap(({ id, score }) => {
    const row = byId.get(id);
    if (!row) return [];
    const { job } = row;
    return [
      {
        id: job.id,
        title: job.title,
        note: job.note,
        category: row.category,
        authorized_date: job.authorized_date,
        count_interactions: job.count_interactions,
        similarityScore: Math.round(score * 1000) / 1000,
        vehicle: { make: job.make, model: job.model, model_year: job.model_year },
        repair_order: { id: job.repair_order_id, shop: row.shop },
        labor_items: row.labor.map((line) => {
          const labor = laborRow.parse(line);
          return { ...labor, total: laborLineTotal(labor) };
        }),
        part_items: row.parts.map((line) => partRow.parse(line)),
      },
    ];
  });
}

/**
 * A kept page with each job's interaction count as it is now (the one thing that changes): the
 * same page when none moved.
 */
export async function withCurrentCounts(db: Db, page: NetworkJobResult[]): Promise<NetworkJobResult[]> {
  if (page.length === 0) return page;
  const counts = new Map(
    (await interactionCounts(db).execute({ ids: page.map((job) => job.id) })).map((r) => [r.id, r.count]),
  );
  const current = (job: NetworkJobResult) => counts.get(job.id) ?? job.count_interactions;
  if (page.every((job) => current(job) === job.count_interactions)) return page;
  return page.map((job) => ({ ...job, count_interactions: current(job) }));
}
