import type { EngineVehicle } from './engine';
import { appliesToVehicle, type GuideIndex, type IndexedGuideJob, type ScoredGuideJob } from './guide-index';
import type { ParsedConcern } from './understand/concern';

// Which labor-guide diagnosis a symptom is charged first ('diagnosis before parts'): the guide's
// diagnosis for the system and component of the likely repair and of the concern, the codes'
// system first (misfire codes → misfire diagnosis, EVAP codes → EVAP smoke test), never simply the
// first diagnostic job retrieved. A diagnosis is a diagnostic job (BRK-0013 Brake System -
// Inspect) or the diagnose operation inside a repair job (IGN-0002's 'Engine Misfire - Diagnose',
// BRK-0012's 'ABS System - Diagnose'). None fits: the caller quotes '<System> - Diagnose'.

const DIAGNOSTIC_OPERATIONS = new Set(['Diagnose', 'Inspect', 'Test']);
/** Operations that find a cause; an inspection with parts is a service (scheduled maintenance). */
const FINDING_OPERATIONS = new Set(['Diagnose', 'Test']);
/** Inspections of the whole vehicle are asked for, never the diagnosis of a symptom. */
const NOT_A_SYMPTOM_DIAGNOSIS = 'Maintenance';

/** A job that finds the cause and replaces nothing (a test's dye is no repair). */
export function isDiagnosticJob(job: { labor: Array<{ operation: string }>; parts: unknown[] }): boolean {
  if (job.labor.length === 0 || !job.labor.every((l) => DIAGNOSTIC_OPERATIONS.has(l.operation))) return false;
  return job.parts.length === 0 || job.labor.every((l) => FINDING_OPERATIONS.has(l.operation));
}

/** Code families whose diagnosis the guide names: the operation's title says it. */
const CODE_DIAGNOSIS: Array<[code: RegExp, title: RegExp]> = [
  [/^P03(0\d|1[0-2])$/, /misfire/i],
  [/^P04(4\d|5\d)$/, /\bevap\b/i],
  [/^P04(2\d|3\d)$/, /catalyst/i],
  [/^P0(17[0-5])$/, /vacuum|smoke test/i],
  [/^P0(1[3-6]\d)$|^P2(19\d|2[0-4]\d)$/, /check engine/i],
  [/^P05(6[0-3])$|^P0620$|^P0622$/, /charging/i],
  [/^P07|^P08[0-9]/, /transmission/i],
  [/^C/, /\babs\b/i],
  [/^U/, /network|data bus/i],
  [/^P0A(7[DEF]|80)$/, /hybrid battery/i],
  [/^P0AA6$/, /isolation/i],
];
/** Any other powertrain code: the check-engine diagnosis is a fair first charge. */
const ANY_POWERTRAIN_CODE = /^P/;
const MIN_DIAGNOSIS_FIT = 0.7;
const HYDRAULIC = /\b(pump|fluid|hose)\b/i;
const repairText = (repair: IndexedGuideJob) =>
  [repair.job.name, ...repair.parts.map((p) => p.name)].join(' ');
const FAINT = 0.25;

export type DiagnosisChoice = {
  entry: IndexedGuideJob;
  /** The operations charged: the whole diagnostic job, or the repair job's diagnose operation. */
  labor: IndexedGuideJob['labor'];
  /** The test's consumables (leak-detection dye), only with a whole diagnostic job. */
  withParts: boolean;
};

type Candidate = DiagnosisChoice & { title: string };

const candidatesCache = new WeakMap<GuideIndex, Candidate[]>();

function candidatesOf(index: GuideIndex): Candidate[] {
  const cached = candidatesCache.get(index);
  if (cached) return cached;
  const candidates: Candidate[] = [];
  for (const entry of index.jobs) {
    if (entry.job.system === NOT_A_SYMPTOM_DIAGNOSIS) continue;
    if (isDiagnosticJob(entry)) {
      candidates.push({
        entry,
        labor: entry.labor,
        withParts: true,
        title: entry.labor.map((l) => l.name).join(' '),
      });
      continue;
    }
    // A repair job's own diagnosis ('Engine Misfire - Diagnose'); its leak test after a recharge
    // or a cap replacement checks the repair, it finds nothing.
    for (const labor of entry.labor)
      if (labor.operation === 'Diagnose' && entry.labor.length > 1)
        candidates.push({ entry, labor: [labor], withParts: false, title: labor.name });
  }
  candidatesCache.set(index, candidates);
  return candidates;
}

/**
 * The diagnosis for a symptom on this vehicle, given the jobs ranked for the concern and the
 * likely repair (the best repair job, or the best job when every candidate is a diagnosis).
 */
export function chooseDiagnosis(
  index: GuideIndex,
  ranked: ScoredGuideJob[],
  parsed: ParsedConcern,
  vehicle: EngineVehicle,
  repair: IndexedGuideJob | undefined,
  main?: IndexedGuideJob,
): DiagnosisChoice | undefined {
  if (!repair) return undefined;
  const best = ranked[0]?.score || 1;
  const relevance = new Map(ranked.map((r) => [r.entry.job.id, r.score / best]));
  const families = parsed.codes.flatMap(({ code }) =>
    CODE_DIAGNOSIS.filter(([pattern]) => pattern.test(code)).map(([, title]) => title),
  );
  const powertrainCode = parsed.codes.some(({ code }) => ANY_POWERTRAIN_CODE.test(code));
  let chosen: { candidate: Candidate; score: number } | undefined;
  for (const candidate of candidatesOf(index)) {
    const { job } = candidate.entry;
    if (!appliesToVehicle(job, vehicle)) continue;
    const family = families.some((title) => title.test(candidate.title));
    // A powertrain code of no family of its own is read first with the check-engine diagnosis.
    const anyCode = !families.length && powertrainCode && /check engine/i.test(candidate.title);
    const sameSystem = job.system === repair.job.system;
    // A faint match is noise ('wipers don't move' against the network diagnosis).
    const concern = (relevance.get(job.id) ?? 0) >= FAINT ? relevance.get(job.id)! : 0;
    // Only the repair's system, the codes' family or a diagnosis the concern itself asks for.
    if (!sameSystem && !family && !anyCode && concern < 0.5) continue;
    // An electric system's diagnosis does not fit a hydraulic part (a power steering pump or fluid).
    if (/\bElectric\b/.test(candidate.title) && HYDRAULIC.test(repairText(repair))) continue;
    const score =
      concern +
      (job.id === repair.job.id ? 0.6 : 0) +
      // The repair's component, when the concern's words fit it at all: 'No Heat Diagnosis' shares
      // the heater category with the blower, yet a blower stuck on high is no heater problem.
      (candidate.entry.category === repair.category && (concern > 0 || job.id === repair.job.id) ? 0.4 : 0) +
      (sameSystem ? 0.4 : 0) +
      (family ? 2 : 0) +
      (anyCode ? 1.5 : 0) +
      // The concern's own best match is this diagnosis ('stumbles, no codes': drivability).
      (main && job.id === main.job.id && isDiagnosticJob(main) ? 1 : 0) +
      // The guide lists the test with the repair (the block test with a head gasket).
      (repair.job.companions.includes(job.smartJobId) && candidate.withParts ? 0.3 : 0) +
      // The system's general diagnosis (a category named '… Diagnosis': the electrical circuit
      // diagnosis for a door lock or a wiper), the most common one first.
      (sameSystem && candidate.withParts && isGeneral(candidate.entry) ? 0.3 : 0) +
      // An operation borrowed from another repair ('Fuel Pump Circuit - Diagnose' of the relay
      // job) comes after the system's own diagnostic jobs.
      (!candidate.withParts && job.id !== repair.job.id ? -0.5 : 0) +
      (candidate.withParts ? 0.02 * job.frequency : 0);
    if (!chosen || score > chosen.score) chosen = { candidate, score };
  }
  // A diagnosis of the system that fits neither the component nor the words is no better than
  // the generic one ('HVAC - Diagnose' for a musty smell, not the A/C performance diagnosis).
  if (!chosen || chosen.score < MIN_DIAGNOSIS_FIT) return undefined;
  const { entry, labor, withParts } = chosen.candidate;
  return { entry, labor, withParts };
}

/**
 * A system's general diagnosis: its category is the system's own ('Suspension', 'Brake Repair',
 * 'Fuel System', 'Electrical Diagnosis'), not a component's ('A/C Service', 'Oil Leak'). The
 * engine's categories are its components (check-engine, compression, noise): none is general.
 */
function isGeneral(entry: IndexedGuideJob): boolean {
  const stem = entry.job.system.toLowerCase().split(/[\s&]/)[0]!.replace(/s$/, '');
  return stem !== 'engine' && entry.category.toLowerCase().startsWith(stem);
}

/** 'Engine Misfire - Diagnose' → 'Engine Misfire Diagnosis': an operation named as a job. */
export function diagnosisName(choice: DiagnosisChoice): string {
  if (choice.labor.length !== 1 || choice.withParts) return choice.entry.job.name;
  return choice.labor[0]!.name.replace(/ - Diagnose\b/, ' Diagnosis').replace(/ - (\w+ )?Test\b/, ' $1Test');
}

/** A likely repair beside a diagnostic job must fit the concern at least this share as well. */
const LIKELY_REPAIR_SHARE = 0.2;
/** …and nearly as well when it belongs to another system than the diagnosis. */
const OTHER_SYSTEM_SHARE = 0.6;

/**
 * The repair a symptom most likely leads to: the best job when it is a repair, else the best
 * repair among the candidates that fits the concern well enough (jobs best first, with scores).
 */
export function likelyRepairOf<J extends { labor: Array<{ operation: string }>; parts: unknown[] }>(
  ranked: Array<{ job: J; score: number; system: string }>,
): J | undefined {
  const [main, ...rest] = ranked;
  if (!main || !isDiagnosticJob(main.job)) return main?.job;
  const repairs = rest.filter((r) => !isDiagnosticJob(r.job));
  // What the diagnosis examines comes first: an engine noise leads to an engine repair, not a
  // window motor that shares the word 'front'.
  return (
    repairs.find((r) => r.system === main.system && r.score >= main.score * LIKELY_REPAIR_SHARE) ??
    repairs.find((r) => r.score >= main.score * OTHER_SYSTEM_SHARE)
  )?.job;
}
