import { type SQL, sql } from 'drizzle-orm';
import { type GetJobsInput, JOB_SEARCH_LIMIT } from '../../../shared/schemas/job';
import { type Db, queryRows } from '../../db/client';
import { jobs } from '../../db/schema';

export type Ranked = { id: string; score: number };

// The search widens in tiers until it has a page of results: the same make and model, the same
// make, the network's recent jobs, then all of it. Each tier ranks at most POOL matches, found
// with one GIN lookup, so a common word costs about the same at 1M jobs as at 10k.
const POOL = 200;
const RECENT_DAYS = 60;
const DAY_MS = 86_400_000;

/** Lexemes of the search vector that name a vehicle ('vmodel=ford f-150'), narrowing a tier. */
type Narrow = { lexeme: string; exclude?: string };

/** The tiers for a vehicle: the narrow ones, then the rest of the network (recent, then all). */
function tiersFor(input: GetJobsInput): { narrow: Narrow[]; restExcludes?: string } {
  const model =
    input.make && input.model ? `vmodel=${`${input.make} ${input.model}`.toLowerCase()}` : undefined;
  const make = input.make ? `vmake=${input.make.toLowerCase()}` : undefined;
  const narrow: Narrow[] = [];
  if (model) narrow.push({ lexeme: model });
  if (make) narrow.push({ lexeme: make, exclude: model });
  return { narrow, restExcludes: make };
}

const lexeme = (value: string) => sql`${`'${value.replace(/'/g, "''")}'`}::tsquery`;

/**
 * The ranked matches of every tier in one statement: each tier runs only while the tiers before it
 * found fewer than a page (a one-time filter, so PostgreSQL never reads it otherwise), and the
 * network's recent and all-time pools share one pass over the matches of other makes. Rows come
 * in tier order, each tier by rank then date, as the tiers were read one at a time before.
 */
export function rankByTextQuery(input: GetJobsInput, search: string, filters: SQL[], now: Date): SQL {
  const { narrow, restExcludes } = tiersFor(input);
  const query = sql`websearch_to_tsquery('english', ${search})`;
  const rank = sql`ts_rank_cd(${jobs.search_vector}, ${query}, 32)`;
  const year = input.year ?? null;
  const vehicleScore = (t: string) =>
    input.make
      ? sql`(case when ${sql.raw(t)}.make = ${input.make} then 0.4 else 0 end
           + case when ${sql.raw(t)}.model = ${input.model ?? ''} then 0.4 else 0 end
           + case when ${year}::int is null then 0
                  when ${sql.raw(t)}.model_year = ${year}::int then 0.2
                  when abs(${sql.raw(t)}.model_year - ${year}::int) <= 2 then 0.1 else 0 end)`
      : sql`0`;
  // Text: full-text rank (normalised to 0..1) and how close the title is to what was typed.
  const score = (t: string) =>
    sql`least(1, 0.6 * (0.5 * least(1, 2 * ${sql.raw(t)}.rank) + 0.5 * similarity(${sql.raw(t)}.title, ${search})) + 0.4 * ${vehicleScore(t)})::float8`;
  const where = (...conditions: SQL[]) => sql.join([...conditions, ...filters], sql` and `);
  const fewerThanAPage = (names: string[]) =>
    names.length === 0
      ? sql`true`
      : sql`${sql.join(
          names.map((n) => sql`(select count(*) from ${sql.raw(n)})`),
          sql` + `,
        )} < ${JOB_SEARCH_LIMIT}`;
  const row = sql`${jobs.id} as id, ${jobs.title} as title, ${jobs.make} as make, ${jobs.model} as model,
    ${jobs.model_year} as model_year, ${jobs.authorized_date} as authorized_date`;
  const columns = sql`${row}, ${rank} as rank`;

  const ctes: SQL[] = [];
  const tiers: string[] = [];
  narrow.forEach((tier, i) => {
    const name = `tier${i}`;
    const conditions = [sql`${jobs.search_vector} @@ (${query} && ${lexeme(tier.lexeme)})`];
    if (tier.exclude) conditions.push(sql`not (${jobs.search_vector} @@ ${lexeme(tier.exclude)})`);
    conditions.push(fewerThanAPage(tiers));
    ctes.push(sql`${sql.raw(name)} as (
      select ${columns} from ${jobs} where ${where(...conditions)}
      order by rank desc, authorized_date desc limit ${POOL})`);
    tiers.push(name);
  });
  // The rest of the network: its matches are read once, then pooled twice, each pool ranking
  // only the rows it may take (the recent pool, the recent ones).
  const others = [sql`${jobs.search_vector} @@ ${query}`, fewerThanAPage(tiers)];
  if (restExcludes) others.push(sql`not (${jobs.search_vector} @@ ${lexeme(restExcludes)})`);
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
  ctes.push(sql`others as materialized (
    select ${row}, ${jobs.search_vector} as search_vector from ${jobs} where ${where(...others)})`);
  const pooled = sql`id, title, make, model, model_year, authorized_date,
    ts_rank_cd(search_vector, ${query}, 32) as rank`;
  ctes.push(sql`recent as (
    select ${pooled} from others where authorized_date > ${since}::timestamptz
    order by rank desc, authorized_date desc limit ${POOL})`);
  const before = [...tiers, 'recent'];
  ctes.push(sql`all_time as (
    select ${pooled} from others where ${fewerThanAPage(before)}
    order by rank desc, authorized_date desc limit ${POOL})`);
  const selects = [...before, 'all_time'].map(
    (name, tier) => sql`select * from (
      select id, ${score('t')} as score, ${tier} as tier,
        row_number() over (order by t.rank desc, t.authorized_date desc) as position
      from ${sql.raw(name)} t) ${sql.raw(`${name}_scored`)}`,
  );
  return sql`with ${sql.join(ctes, sql`, `)}
    ${sql.join(selects, sql` union all `)}
    order by tier, position`;
}

/**
 * The page of a text search: each job once (as the first tier that found it), by score; equal
 * scores keep the order the tiers found them in.
 */
export async function rankByText(
  db: Db,
  input: GetJobsInput,
  search: string,
  filters: SQL[],
  now: Date,
): Promise<Ranked[]> {
  const rows = await queryRows<{ id: string; score: number }>(
    db,
    rankByTextQuery(input, search, filters, now),
  );
  const found = new Map<string, number>();
  for (const row of rows) if (!found.has(row.id)) found.set(row.id, Number(row.score));
  return [...found]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, JOB_SEARCH_LIMIT);
}

/**
 * Without a search: the newest jobs of the model, this year's first, then other years' while the
 * page has room (one statement; the second part is read only when the first leaves room).
 */
export async function newestForVehicle(db: Db, input: GetJobsInput, filters: SQL[]): Promise<Ranked[]> {
  const page = (conditions: SQL[]) =>
    sql`select ${jobs.id} as id, ${jobs.authorized_date} as authorized_date from ${jobs}
      where ${sql.join([...conditions, ...filters], sql` and `)}
      order by ${jobs.authorized_date} desc limit ${JOB_SEARCH_LIMIT}`;
  if (!input.make || !input.model) {
    const rows = await queryRows<{ id: string }>(db, page([sql`true`]));
    return rows.map((r) => ({ id: r.id, score: 0 }));
  }
  const sameModel = [sql`${jobs.make} = ${input.make}`, sql`${jobs.model} = ${input.model}`];
  const year = input.year;
  const rows = await queryRows<{ id: string; exact: boolean }>(
    db,
    year
      ? sql`with exact as (${page([...sameModel, sql`${jobs.model_year} = ${year}`])}),
          other_years as (${page([
            ...sameModel,
            sql`${jobs.model_year} <> ${year}`,
            sql`(select count(*) from exact) < ${JOB_SEARCH_LIMIT}`,
          ])})
          select id, authorized_date, true as exact from exact
          union all
          select id, authorized_date, false from other_years
          order by exact desc, authorized_date desc`
      : sql`${page(sameModel)}`,
  );
  return rows.slice(0, JOB_SEARCH_LIMIT).map((r) => ({ id: r.id, score: r.exact ? 1 : 0.8 }));
}
