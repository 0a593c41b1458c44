import { asc, count, eq } from 'drizzle-orm';
import { type MotorTimeVehicle, vehicleTraits } from '../../shared/motor-time';
import type { Db } from '../db/client';
import { categories, guideJobs, guideLaborItems, guidePartItems } from '../db/schema';
import { isEuropeanMake } from './make-groups';
import { canonicalText } from './understand/abbreviations';
import { oppositeOf, type ParsedConcern, POSITIONS, type Position, vocabularyOf } from './understand/concern';
import { tokens } from './understand/text';

// The labor guide held in memory (a few hundred jobs): concerns are scored against it with
// field-weighted idf, keyword-phrase bonuses, position words and vehicle applicability.

type GuideRow = typeof guideJobs.$inferSelect;
export type GuideLaborRow = typeof guideLaborItems.$inferSelect;
export type GuidePartRow = typeof guidePartItems.$inferSelect;

export type IndexedGuideJob = {
  job: GuideRow;
  category: string;
  keywords: string[];
  labor: GuideLaborRow[];
  parts: GuidePartRow[];
  name: Set<string>;
  keywordTokens: Set<string>;
  phrases: string[][];
  body: Set<string>;
  topic: Set<string>;
  positions: Set<Position>;
};

export type GuideIndex = {
  jobs: IndexedGuideJob[];
  bySmartJobId: Map<string, IndexedGuideJob>;
  byId: Map<string, IndexedGuideJob>;
  idf: Map<string, number>;
  vocabulary: Set<string>;
  size: number;
};

/** score ranks; base is what the concern's own words earned (no vehicle hints, no prior). */
export type ScoredGuideJob = { entry: IndexedGuideJob; score: number; base: number; why?: string[] };

const FIELD_WEIGHTS = { name: 3, keywords: 1.6, body: 0.8, topic: 0.6 } as const;
/** Below this no guide job is taken as understood (tuned on the evaluation set). */
export const MIN_GUIDE_SCORE = 8;

const cache = new WeakMap<Db, { size: number; index: Promise<GuideIndex> }>();

/** The guide index for a database, rebuilt when the guide changes size (the seed loads it once). */
export async function loadGuideIndex(db: Db): Promise<GuideIndex> {
  const [row] = await db.select({ n: count() }).from(guideJobs);
  const size = Number(row?.n ?? 0);
  const cached = cache.get(db);
  if (cached && cached.size === size) return cached.index;
  const index = buildIndex(db, size);
  cache.set(db, { size, index });
  index.catch(() => cache.delete(db));
  return index;
}

async function buildIndex(db: Db, size: number): Promise<GuideIndex> {
  const [rows, labor, parts] = await Promise.all([
    db
      .select({ job: guideJobs, category: categories.name })
      .from(guideJobs)
      .innerJoin(categories, eq(categories.id, guideJobs.category_id))
      .orderBy(asc(guideJobs.smartJobId)),
    db.select().from(guideLaborItems).orderBy(asc(guideLaborItems.position)),
    db.select().from(guidePartItems).orderBy(asc(guidePartItems.position)),
  ]);
  const jobs = rows.map(({ job, category }): IndexedGuideJob => {
    const keywords = job.keywords
      .split(';')
      .map((k) => k.trim())
      .filter(Boolean);
    const jobLabor = labor.filter((l) => l.guide_job_id === job.id);
    const jobParts = parts.filter((p) => p.guide_job_id === job.id);
    const nameText = canonicalText(job.name);
    return {
      job,
      category,
      keywords,
      labor: jobLabor,
      parts: jobParts,
      name: new Set(tokens(nameText)),
      keywordTokens: new Set(keywords.flatMap((k) => tokens(canonicalText(k)))),
      phrases: keywords.map((k) => tokens(canonicalText(k))).filter((p) => p.length >= 2),
      body: new Set([
        ...jobLabor.flatMap((l) => tokens(canonicalText(l.name))),
        ...jobParts.flatMap((p) => tokens(canonicalText(p.name))),
      ]),
      topic: new Set(tokens(canonicalText(`${job.system} ${category}`))),
      positions: new Set(POSITIONS.filter((p) => new RegExp(`\\b${p}\\b`).test(nameText))),
    };
  });
  const df = new Map<string, number>();
  for (const entry of jobs) {
    for (const token of new Set([...entry.name, ...entry.keywordTokens, ...entry.body, ...entry.topic]))
      df.set(token, (df.get(token) ?? 0) + 1);
  }
  const n = jobs.length;
  const idf = new Map([...df].map(([token, d]) => [token, Math.log(1 + (n - d + 0.5) / (d + 0.5))]));
  const vocabulary = vocabularyOf(
    rows
      .flatMap(({ job, category }) => [job.name, job.system, category, job.keywords])
      .concat(
        labor.map((l) => l.name),
        parts.map((p) => p.name),
      ),
  );
  return {
    jobs,
    bySmartJobId: new Map(jobs.map((j) => [j.job.smartJobId, j])),
    byId: new Map(jobs.map((j) => [j.job.id, j])),
    idf,
    vocabulary,
    size,
  };
}

const postingsCache = new WeakMap<GuideIndex, Map<string, number[]>>();

/** For each token, the positions in index.jobs of the jobs having it in a scored field. */
function postingsOf(index: GuideIndex): Map<string, number[]> {
  const cached = postingsCache.get(index);
  if (cached) return cached;
  const postings = new Map<string, number[]>();
  for (const [at, entry] of index.jobs.entries()) {
    for (const token of new Set([...entry.name, ...entry.keywordTokens, ...entry.body, ...entry.topic])) {
      const list = postings.get(token);
      if (list) list.push(at);
      else postings.set(token, [at]);
    }
  }
  postingsCache.set(index, postings);
  return postings;
}

/** 'FWD', 'RWD', 'AWD' or '4WD' from vPIC's drive type ('4WD/4-Wheel Drive/4x4'); unknown counts as FWD. */
export function driveOf(driveType: string | null): string {
  const d = driveType ?? '';
  if (/\b(4WD|4x4|4-Wheel)/i.test(d)) return '4WD';
  if (/\b(AWD|All-Wheel)/i.test(d)) return 'AWD';
  if (/\b(RWD|Rear-Wheel)/i.test(d)) return 'RWD';
  return 'FWD';
}

/** Whether a guide job applies to the vehicle (diesel-only, AWD-only, cylinder count). */
export function appliesToVehicle(job: GuideRow, vehicle: MotorTimeVehicle): boolean {
  return job.applies_to ? appliesWith(job.applies_to, vehicle, vehicleTraits(vehicle)) : true;
}

function appliesWith(
  rule: NonNullable<GuideRow['applies_to']>,
  vehicle: MotorTimeVehicle,
  traits: ReturnType<typeof vehicleTraits>,
): boolean {
  if (rule.fuel?.length) {
    const fuels = new Set(rule.fuel);
    const electric =
      /electric/i.test(vehicle.fuel_type_primary ?? '') && !/hybrid/i.test(vehicle.fuel_type_primary ?? '');
    const fits =
      (fuels.has('Diesel') && traits.has('diesel')) ||
      ((fuels.has('Hybrid') || fuels.has('Electric')) && traits.has('hybrid')) ||
      (fuels.has('Electric') && electric) ||
      ((fuels.has('Gasoline') || fuels.has('Flex Fuel')) && !traits.has('diesel') && !electric);
    if (!fits) return false;
  }
  if (rule.drive?.length && !rule.drive.includes(driveOf(vehicle.drive_type) as never)) return false;
  if (rule.minCylinders && (vehicle.engine_cylinders ?? 0) < rule.minCylinders) return false;
  return true;
}

/** Guide jobs ranked for a concern on a vehicle, best first (only those that apply). */
export function scoreGuideJobs(
  index: GuideIndex,
  concern: ParsedConcern,
  vehicle: MotorTimeVehicle & { make: string | null },
  explain = false,
): ScoredGuideJob[] {
  const weights = new Map(concern.weights);
  // Light hints from the vehicle itself: a diesel's oil change is the diesel one.
  const traits = vehicleTraits(vehicle);
  const hints = new Map<string, number>();
  const hint = (token: string, weight: number) => {
    if (!weights.has(token)) hints.set(token, weight);
  };
  if (traits.has('diesel')) hint('diesel', 0.5);
  if (traits.has('hybrid')) hint('hybrid', 0.35);
  if (isEuropeanMake(vehicle.make)) hint('european', 0.5);
  if (traits.has('truck') || traits.has('suv')) hint('truck', 0.25);

  // The words the guide knows, looked up once per concern rather than once per job (same order).
  const terms: Array<{ token: string; weight: number; idf: number; hint: boolean }> = [];
  for (const [token, weight] of [...weights, ...hints]) {
    const idf = index.idf.get(token);
    if (idf) terms.push({ token, weight, idf, hint: hints.has(token) });
  }

  // Only a job with one of the concern's own words can score; the others are not visited.
  const postings = postingsOf(index);
  const reached = new Uint8Array(index.jobs.length);
  for (const { token, hint } of terms) {
    if (!hint) for (const at of postings.get(token) ?? []) reached[at] = 1;
  }

  const scored: ScoredGuideJob[] = [];
  for (const [at, entry] of index.jobs.entries()) {
    if (!reached[at]) continue;
    if (entry.job.applies_to && !appliesWith(entry.job.applies_to, vehicle, traits)) continue;
    let score = 0;
    let hinted = 0;
    const why: string[] = [];
    for (const { token, weight, idf, hint } of terms) {
      const field =
        (entry.name.has(token) ? FIELD_WEIGHTS.name : 0) +
        (entry.keywordTokens.has(token) ? FIELD_WEIGHTS.keywords : 0) +
        (entry.body.has(token) ? FIELD_WEIGHTS.body : 0) +
        (entry.topic.has(token) ? FIELD_WEIGHTS.topic : 0);
      if (hint) hinted += weight * idf * field;
      else score += weight * idf * field;
      if (explain && field) why.push(`${token}:${(weight * idf * field).toFixed(1)}`);
    }
    if (score === 0) continue;
    score += hinted;
    for (const phrase of entry.phrases) {
      if (phrase.every((t) => concern.own.has(t)))
        score += 0.8 * phrase.reduce((s, t) => s + (index.idf.get(t) ?? 0), 0);
    }
    for (const position of concern.positions) {
      if (entry.positions.has(oppositeOf(position)) && !entry.positions.has(position)) score *= 0.4;
    }
    const base = score - hinted;
    score += 0.4 * Math.log(entry.job.frequency);
    scored.push(explain ? { entry, score, base, why } : { entry, score, base });
  }
  return scored.sort(
    (a, b) => b.score - a.score || a.entry.job.smartJobId.localeCompare(b.entry.job.smartJobId),
  );
}
