import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { laborLineTotal } from '../../../shared/network-job-totals';
import { type GetJobsInput, JOB_SEARCH_LIMIT } from '../../../shared/schemas/job';
import type { ProtectedContext } from '../../context-types';
import { queryRows } from '../../db/client';
import { jsonList, jsonRowOf } from '../../db/json-rows';
import { preparedQuery } from '../../db/prepared';
import { categories, jobLaborItems, jobPartItems, jobs, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isMember } from '../shop/service';
import { correctSearchWords } from './search-words';

type SearchContext = Pick<ProtectedContext, 'db' | 'user'>;
type Ranked = { id: string; score: number };

// The search widens in tiers until it has a page of results: the same make and model, the same
// make, the network's recent jobs, then all of it. Each tier ranks at most POOL matches, found
// with one GIN lookup, so a common word costs about the same at 1M jobs as at 10k.
const POOL = 200;
const RECENT_DAYS = 60;

/**
 * The network job search: PostgreSQL full-text search over title, category and the customer's
 * words, trigram similarity of the title, and boosts for the same make, model and year. Without a
 * search term: the newest jobs for the vehicle.
 */
export async function searchNetworkJobs(
  ctx: SearchContext,
  input: GetJobsInput,
  clock: { now: Date } = { now: new Date() },
) {
  if (input.shopId && !(await isMember(ctx, ctx.user.id, input.shopId))) {
    throw new AppError('FORBIDDEN', "Shop not found or you don't have access to this shop.");
  }
  const filters: SQL[] = [];
  if (input.state) filters.push(eq(jobs.state, input.state));
  if (input.shopId) filters.push(eq(jobs.shop_id, input.shopId));

  let ranked: Ranked[];
  if (input.search) {
    ranked = await rankByText(ctx, input, input.search, filters, clock.now);
    if (ranked.length === 0) {
      // A misspelt word ('break pads') is replaced by the closest word the network uses.
      const corrected = await correctSearchWords(ctx.db, input.search);
      if (corrected && corrected !== input.search)
        ranked = await rankByText(ctx, input, corrected, filters, clock.now);
    }
  } else {
    ranked = await newestForVehicle(ctx, input, filters);
  }
  return loadJobs(ctx, ranked);
}

type Tier = { lexeme?: string; exclude?: string; recentDays?: number };

export function tiersFor(input: GetJobsInput): Tier[] {
  const tiers: Tier[] = [];
  const model =
    input.make && input.model ? `vmodel=${`${input.make} ${input.model}`.toLowerCase()}` : undefined;
  const make = input.make ? `vmake=${input.make.toLowerCase()}` : undefined;
  if (model) tiers.push({ lexeme: model });
  if (make) tiers.push({ lexeme: make, exclude: model });
  tiers.push({ exclude: make, recentDays: RECENT_DAYS }, { exclude: make });
  return tiers;
}

async function rankByText(
  ctx: SearchContext,
  input: GetJobsInput,
  search: string,
  filters: SQL[],
  now: Date,
): Promise<Ranked[]> {
  const found = new Map<string, number>();
  for (const tier of tiersFor(input)) {
    const rows = await queryRows<{ id: string; score: number }>(
      ctx.db,
      rankByTextQuery(input, search, filters, tier, now),
    );
    for (const row of rows) if (!found.has(row.id)) found.set(row.id, Number(row.score));
    if (found.size >= JOB_SEARCH_LIMIT) break;
  }
  return [...found]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, JOB_SEARCH_LIMIT);
}

/** One tier of the search, scored (exported for the benchmark's EXPLAIN). */
export function rankByTextQuery(
  input: GetJobsInput,
  search: string,
  filters: SQL[] = [],
  tier: Tier = {},
  now: Date = new Date(),
): SQL {
  const query = sql`websearch_to_tsquery('english', ${search})`;
  const lexeme = (value: string) => sql`${`'${value.replace(/'/g, "''")}'`}::tsquery`;
  const where: SQL[] = [
    sql`${jobs.search_vector} @@ ${tier.lexeme ? sql`(${query} && ${lexeme(tier.lexeme)})` : query}`,
    ...filters,
  ];
  if (tier.exclude) where.push(sql`not (${jobs.search_vector} @@ ${lexeme(tier.exclude)})`);
  if (tier.recentDays)
    where.push(
      sql`${jobs.authorized_date} > ${new Date(now.getTime() - tier.recentDays * 86_400_000).toISOString()}::timestamptz`,
    );
  const year = input.year ?? null;
  const vehicleScore = input.make
    ? sql`(case when ${jobs.make} = ${input.make} then 0.4 else 0 end
         + case when ${jobs.model} = ${input.model ?? ''} then 0.4 else 0 end
         + case when ${year}::int is null then 0
                when ${jobs.model_year} = ${year}::int then 0.2
                when abs(${jobs.model_year} - ${year}::int) <= 2 then 0.1 else 0 end)`
    : sql`0`;
  // Text: full-text rank (normalised to 0..1) and how close the title is to what was typed.
  const rank = sql`ts_rank_cd(${jobs.search_vector}, ${query}, 32)`;
  const textScore = sql`(0.5 * least(1, 2 * ${rank}) + 0.5 * similarity(${jobs.title}, ${search}))`;
  return sql`
    select ${jobs.id} as id, least(1, 0.6 * ${textScore} + 0.4 * ${vehicleScore})::float8 as score
    from ${jobs}
    where ${and(...where)}
    order by ${rank} desc, ${jobs.authorized_date} desc
    limit ${POOL}`;
}

async function newestForVehicle(ctx: SearchContext, input: GetJobsInput, filters: SQL[]): Promise<Ranked[]> {
  const select = (where: SQL | undefined, limit: number) =>
    ctx.db.select({ id: jobs.id }).from(jobs).where(where).orderBy(desc(jobs.authorized_date)).limit(limit);
  if (!input.make || !input.model) {
    return (await select(and(...filters), JOB_SEARCH_LIMIT)).map((r) => ({ id: r.id, score: 0 }));
  }
  const sameModel = [eq(jobs.make, input.make), eq(jobs.model, input.model), ...filters];
  const exact = input.year
    ? await select(and(...sameModel, eq(jobs.model_year, input.year)), JOB_SEARCH_LIMIT)
    : [];
  const rest =
    exact.length < JOB_SEARCH_LIMIT
      ? await select(
          and(...sameModel, input.year ? ne(jobs.model_year, input.year) : undefined),
          JOB_SEARCH_LIMIT - exact.length,
        )
      : [];
  return [...exact.map((r) => ({ id: r.id, score: 1 })), ...rest.map((r) => ({ id: r.id, score: 0.8 }))];
}

// The results of every search, by id: one prepared query (decisions 025, 027), the ids as one
// array value, each job with its labor and parts as JSON lists built by PostgreSQL.
const laborRow = jsonRowOf(jobLaborItems);
const partRow = jsonRowOf(jobPartItems);

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

async function loadJobs(ctx: SearchContext, ranked: Ranked[]) {
  if (ranked.length === 0) return [];
  const rows = await resultJobs(ctx.db).execute({ ids: ranked.map((r) => r.id) });
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
