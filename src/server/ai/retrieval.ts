import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appGuidelines, knowledgeBases } from '../db/schema';
import { catalogOptions } from './catalog-options';
import { declinedSafetyJobs } from './declined-work';
import {
  chooseDiagnosis,
  type DiagnosisChoice,
  diagnosisName,
  isDiagnosticJob,
  likelyRepairOf,
} from './diagnosis';
import type {
  CompanionStat,
  EngineShop,
  EngineVehicle,
  GuideJobContext,
  KnowledgeEntry,
  RetrievedContext,
  SimilarJobContext,
} from './engine';
import { guideContext } from './guide-context';
import {
  type GuideIndex,
  type IndexedGuideJob,
  loadGuideIndex,
  MIN_GUIDE_SCORE,
  type ScoredGuideJob,
} from './guide-index';
import { companionOrders, similarJobsWithLines } from './network-history';
import { oilChangeFirst } from './oil-change';
import { asRanked, byFoundPart, requestKind } from './request-reading';
import { splitRequests } from './requests';
import { knowledgeJobsFor } from './support-jobs';
import { canonicalText } from './understand/abbreviations';
import { correctSpelling, type ParsedConcern, parseConcern } from './understand/concern';
import { concernKind, foundPart } from './understand/concern-kind';
import { words } from './understand/text';

// Retrieval shared by both engines: the guide jobs that fit the concern on this vehicle, the
// network's similar jobs (same vehicle first) for typical parts, hours and prices, what is often
// done with the best job, catalogue options for its parts, the shop's knowledge and app guidelines.

const GUIDE_CANDIDATES = 5;
/** Knowledge entries and guidelines considered per quote; only those applied are kept with it. */
const ENTRIES = 5;
const SYMPTOM_WORDS = 'symptom diagnosis diagnose';
const SIMILAR_JOBS = 160;
const COMPANION_SAMPLE = 300;
/** Requests beyond the first that a message can add as jobs of their own. */
const MAX_ADDITIONAL_JOBS = 6;

export type Retrieval = RetrievedContext & { parsed: ParsedConcern; index: GuideIndex };

/**
 * `db` holds the shop's own data (notes, guidelines, catalogue, declined work), read right after
 * the shop writes them; `networkDb` the network's history (a read replica when DATABASE_READ_URL
 * is set, decision 042).
 */
export async function retrieveContext(
  { db, networkDb }: { db: Db; networkDb: Db },
  input: {
    vehicle: EngineVehicle;
    shop: EngineShop;
    concern: string;
    partTypeIds?: number[];
    /** The guide index when the caller loaded it already (beside its own reads). */
    index?: GuideIndex;
  },
): Promise<Retrieval> {
  const index = input.index ?? (await loadGuideIndex(db));
  const parsed = parseConcern(input.concern, index.vocabulary);
  // Several requests in one message ('oil change and tire rotation; also the cabin filter'): the
  // first understood request gives the main job and its alternatives, the others one job each.
  const requests = splitRequests(index, input.concern, input.vehicle).map((r) => ({
    ...r,
    ranked: oilChangeFirst(r.ranked, input.vehicle, r.text),
  }));
  const understood = (ranked: ScoredGuideJob[]) =>
    Math.max(0, ...ranked.slice(0, 3).map((r) => r.base)) >= MIN_GUIDE_SCORE;
  const first = requests.find((r) => understood(r.ranked)) ?? requests[0]!;
  const ranked = first.ranked;
  const best = ranked[0]?.score ?? 0;
  const kindOf = (text: string) => concernKind(correctSpelling(canonicalText(text), index.vocabulary));
  // Clauses that lead to the same job are one request: 'turn signal doesn't cancel, stalk broken'
  // is the finding its second clause names.
  const sameJob = requests.filter((r) => r.ranked[0] && r.ranked[0].entry === first.ranked[0]?.entry);
  const kind = requestKind(
    [first, ...sameJob].map((r) => r.text),
    first.ranked[0]?.entry,
    kindOf,
  );
  const candidates = understood(ranked)
    ? byFoundPart(
        ranked,
        kind === 'finding'
          ? foundPart(correctSpelling(canonicalText(first.text), index.vocabulary))
          : undefined,
      )
        .filter((r) => r.score >= best * 0.3)
        .slice(0, GUIDE_CANDIDATES)
    : [];
  // A finding names the failed part ('battery failed load test'): its repair is quoted, not the test.
  const found = kind === 'finding' ? likelyRepairOf(asRanked(candidates)) : undefined;
  if (found && found !== candidates[0]?.entry) {
    const at = candidates.findIndex((c) => c.entry === found);
    candidates.unshift(...candidates.splice(at, 1));
  }
  // A symptom whose best job is a diagnosis still gets its likely repair on the quote: the best
  // repair of the diagnosis's system, even below the candidates' cut.
  const top = candidates[0];
  if (top && isDiagnosticJob(top.entry) && !likelyRepairOf(asRanked(candidates))) {
    const repair = ranked.find(
      (r) =>
        !isDiagnosticJob(r.entry) &&
        r.entry.job.system === top.entry.job.system &&
        r.score >= top.score * 0.2,
    );
    if (repair && !candidates.includes(repair)) candidates.push(repair);
  }
  const guideJobs = candidates.map((c) => ({
    ...guideContext(c.entry, input.vehicle, c.score),
    request: first.text,
    kind,
  }));
  // A request whose job is already quoted (the main one or an earlier request's) adds nothing.
  const additionalJobs = requests
    .filter((r) => r !== first && understood(r.ranked))
    .map((r) => ({ top: r.ranked[0]!, text: r.text }))
    .filter(
      (c, i, all) =>
        c.top.entry.job.id !== candidates[0]?.entry.job.id &&
        all.findIndex((x) => x.top.entry.job.id === c.top.entry.job.id) === i,
    )
    .slice(0, MAX_ADDITIONAL_JOBS)
    .map((c) => ({
      ...guideContext(c.top.entry, input.vehicle, c.top.score),
      request: c.text,
      kind: kindOf(c.text),
    }));
  const mainIds = [...guideJobs.slice(0, 3), ...additionalJobs].map((g) => g.id);

  const [similarJobs, companionStats, knowledge, guidelines, declinedJobs] = await Promise.all([
    input.shop.network === false
      ? Promise.resolve([])
      : findSimilarJobs(
          networkDb,
          mainIds,
          input.vehicle,
          new Map(guideJobs.map((g) => [g.id, g.score / (best || 1)])),
        ),
    guideJobs[0] ? companionsOf(networkDb, guideJobs[0].id, input.vehicle) : Promise.resolve([]),
    searchKnowledge(db, input.shop.id, parsed, guideJobs[0]?.name),
    // A symptom also finds the guidelines about symptoms ('diagnosis before parts') by their words.
    searchGuidelines(
      db,
      parsed,
      [guideJobs[0]?.name, kind === 'symptom' ? SYMPTOM_WORDS : ''].filter(Boolean).join(' '),
    ),
    declinedSafetyJobs(db, index, input.shop.id, input.vehicle),
  ]);
  const companionIds = new Set([
    ...(candidates[0]?.entry.job.companions ?? []).map((id) => index.bySmartJobId.get(id)?.job.id),
    ...companionStats.filter((c) => c.share >= 0.1).map((c) => c.guideJobId),
  ]);
  const companionJobs = [...companionIds]
    .map((id) => (id ? index.byId.get(id) : undefined))
    .filter((e): e is IndexedGuideJob => e !== undefined && !mainIds.includes(e.job.id))
    .map((e) => guideContext(e, input.vehicle, 0));
  const repair = likelyRepairOf(asRanked(candidates));
  const diagnosis = chooseDiagnosis(index, ranked, parsed, input.vehicle, repair, candidates[0]?.entry);
  const diagnosisJobs = diagnosis ? [diagnosisContext(diagnosis, input.vehicle)] : [];
  const knowledgeJobs = knowledgeJobsFor(index, input.vehicle, [...knowledge, ...guidelines]).map((e) =>
    guideContext(e, input.vehicle, 0),
  );
  const partTypeIds = new Set([
    ...guideJobs.slice(0, 3).flatMap((g) => g.parts.map((p) => p.pcdbPartTypeId)),
    ...additionalJobs.flatMap((g) => g.parts.map((p) => p.pcdbPartTypeId)),
    ...companionJobs.flatMap((g) => g.parts.map((p) => p.pcdbPartTypeId)),
    ...knowledgeJobs.flatMap((g) => g.parts.map((p) => p.pcdbPartTypeId)),
    ...declinedJobs.flatMap((d) => d.job?.parts.map((p) => p.pcdbPartTypeId) ?? []),
    ...(input.partTypeIds ?? []),
  ]);
  const catalog = await catalogOptions(db, [...partTypeIds], input.vehicle, input.shop);
  return {
    vehicle: input.vehicle,
    shop: input.shop,
    concern: input.concern,
    normalizedConcern: parsed.normalized,
    codes: parsed.codes,
    guideJobs,
    additionalJobs,
    companionJobs,
    diagnosisJobs,
    knowledgeJobs,
    similarJobs,
    companionStats,
    catalog,
    knowledge,
    guidelines,
    declinedJobs,
    parsed,
    index,
  };
}

/** The diagnosis as a guide job of its own: only the operations charged, named for what it does. */
function diagnosisContext(choice: DiagnosisChoice, vehicle: EngineVehicle): GuideJobContext {
  const job = guideContext(
    { ...choice.entry, labor: choice.labor, parts: choice.withParts ? choice.entry.parts : [] },
    vehicle,
    0,
  );
  return { ...job, name: diagnosisName(choice) };
}

async function findSimilarJobs(
  db: Db,
  guideIds: string[],
  vehicle: EngineVehicle,
  relevance: Map<string, number>,
): Promise<SimilarJobContext[]> {
  if (guideIds.length === 0) return [];
  const make = vehicle.make ?? '';
  const model = vehicle.model ?? '';
  const year = vehicle.model_year ?? 2015;
  const { rows, labor, parts } = await similarJobsWithLines(
    db,
    guideIds,
    { make, model, year },
    SIMILAR_JOBS,
  );
  if (rows.length === 0) return [];
  const laborByJob = groupBy(labor, (l) => l.job_id);
  const partsByJob = groupBy(parts, (p) => p.job_id);
  return rows.map((row) => {
    const closeness =
      (row.make === make && row.model === model ? 1 : row.make === make ? 0.8 : 0.6) *
      (1 - Math.min(Math.abs(row.model_year - year), 10) / 20);
    return {
      ...row,
      similarity: Math.round((relevance.get(row.guide_job_id ?? '') ?? 0.5) * closeness * 1000) / 1000,
      // Spelled out rather than `({ job_id, ...l })`: object rest is slow over thousands of lines.
      labor: (laborByJob.get(row.id) ?? []).map((l) => ({
        description: l.description,
        hours: l.hours,
        rate: l.rate,
      })),
      parts: (partsByJob.get(row.id) ?? []).map((p) => ({
        name: p.name,
        quantity: p.quantity,
        retail: p.retail,
        pcdb_part_type_id: p.pcdb_part_type_id,
        brand: p.brand,
      })),
    };
  });
}

/** Share of the main job's repair orders (same make first) that also had each other guide job. */
async function companionsOf(db: Db, guideJobId: string, vehicle: EngineVehicle): Promise<CompanionStat[]> {
  const together = await companionOrders(db, guideJobId, vehicle.make ?? '', COMPANION_SAMPLE);
  return together
    .map((row) => ({
      guideJobId: row.guideJobId,
      orders: row.orders,
      share: Math.round((row.orders / row.sampled) * 100) / 100,
    }))
    .sort((a, b) => b.share - a.share)
    .slice(0, 5);
}

/** An OR query over the concern's content words (and the best job's name), for FTS. */
function orQuery(parsed: ParsedConcern, extra?: string): string | null {
  const terms = new Set(
    [...words(parsed.canonical), ...(extra ? words(extra) : [])].filter(
      (w) => /^[a-z]{3,}$/.test(w) && parsed.own.size > 0,
    ),
  );
  return terms.size ? [...terms].join(' | ') : null;
}

async function searchKnowledge(
  db: Db,
  shopId: string,
  parsed: ParsedConcern,
  jobName?: string,
): Promise<KnowledgeEntry[]> {
  const query = orQuery(parsed, jobName);
  if (!query) return [];
  const document = sql`to_tsvector('english', ${knowledgeBases.title} || ' ' || ${knowledgeBases.description})`;
  const tsQuery = sql`to_tsquery('english', ${query})`;
  return db
    .select({ id: knowledgeBases.id, title: knowledgeBases.title, description: knowledgeBases.description })
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.shop_id, shopId), sql`${document} @@ ${tsQuery}`))
    .orderBy(sql`ts_rank(${document}, ${tsQuery}) desc`, desc(knowledgeBases.updated_at))
    .limit(ENTRIES);
}

async function searchGuidelines(db: Db, parsed: ParsedConcern, jobName?: string): Promise<KnowledgeEntry[]> {
  const query = orQuery(parsed, jobName);
  if (!query) return [];
  const document = sql`to_tsvector('english', ${appGuidelines.title} || ' ' || ${appGuidelines.description})`;
  const tsQuery = sql`to_tsquery('english', ${query})`;
  return db
    .select({ id: appGuidelines.id, title: appGuidelines.title, description: appGuidelines.description })
    .from(appGuidelines)
    .where(sql`${document} @@ ${tsQuery}`)
    .orderBy(sql`ts_rank(${document}, ${tsQuery}) desc`, desc(appGuidelines.updated_at))
    .limit(ENTRIES);
}

/** The candidate pieces of a message; splitRequests decides which belong together. */
export { splitClauses } from './requests';

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
