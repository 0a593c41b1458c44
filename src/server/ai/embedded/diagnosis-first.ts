import { quoteTotals } from '../../../shared/quote-totals';
import { isDiagnosticJob, likelyRepairOf } from '../diagnosis';
import type { DraftLaborItem, GuideJobContext, RetrievedContext } from '../engine';
import { shopLaborRate } from '../labor-rate';
import { splitClauses } from '../requests';
import { canonicalText } from '../understand/abbreviations';
import { concernKind } from '../understand/concern-kind';
import { tokens } from '../understand/text';
import { polish } from './polish';
import { type LeveledEntry, markLine, type QuotePlan } from './quote-plan';

// 'Diagnosis before parts': a symptom without a confirmed cause (a noise, a leak, a warning
// light) is quoted as the diagnosis, with the likely repair listed as a suggestion until the
// diagnosis confirms it. A job asked for by name ('replace front brake pads') is quoted as asked.

const GENERIC_DIAGNOSIS_HOURS = 1;
/** Why the likely repair is a suggestion; discussion answers read it back. */
export const LIKELY_REPAIR = 'Likely repair, once the diagnosis confirms it';
/** Why the diagnosis lines come first. */
export const FINDS_THE_CAUSE = 'Finds the cause before parts are replaced';
/** A second likely repair must fit the concern this share as well as the first. */
const RUNNER_UP_SHARE = 0.8;

/** Applies the guideline to the plan; returns what it did, for the message, or nothing. */
export function putDiagnosisFirst(
  context: RetrievedContext,
  plan: QuotePlan,
  entry: LeveledEntry,
): string | undefined {
  const main = plan.jobs[0];
  if (!main) return undefined;
  const kind = main.kind ?? concernKind(main.request ?? clauseOf(context.concern, main));
  if (kind !== 'symptom') return undefined;
  const diagnosis = context.diagnosisJobs[0];
  const mainIsDiagnosis = isDiagnosticJob(main);
  // The concern's own job is the diagnosis retrieval chose: it stays, charged as quoted.
  if (mainIsDiagnosis && (!diagnosis || diagnosis.id === main.id))
    return suggestLikelyRepair(context, plan, main, entry);

  const ofJob = (job: GuideJobContext) => (line: { source: DraftLaborItem['source'] }) =>
    line.source?.guideJob?.smartJobId === job.smartJobId;
  // A better diagnosis than the one retrieved first (EVAP codes: the smoke test, not the
  // check-engine diagnosis) takes its place.
  if (mainIsDiagnosis) {
    plan.lines.labor = plan.lines.labor.filter((l) => !ofJob(main)(l));
    plan.lines.parts = plan.lines.parts.filter((p) => !ofJob(main)(p));
  }
  const repair = mainIsDiagnosis ? likelyRepairAmong(context) : main;
  const lines = diagnosis
    ? plan.linesFor(diagnosis, { suggested: false })
    : { labor: [genericDiagnosis(context, repair ?? main)], parts: [] };
  for (const line of [...lines.labor, ...lines.parts]) markLine(line, entry, { reason: FINDS_THE_CAUSE });
  let repairTotal: number | undefined;
  if (repair) {
    if (repair !== main) {
      const extra = plan.linesFor(repair, { suggested: true });
      plan.lines.labor.push(...extra.labor);
      plan.lines.parts.push(...extra.parts);
      plan.extraGuideJobs.push(repair);
    }
    // The diagnosis is charged once: the repair's own diagnose operation is the charged line.
    const charged = new Set(lines.labor.map((l) => l.title));
    plan.lines.labor = plan.lines.labor.filter((l) => !(ofJob(repair)(l) && charged.has(l.title)));
    const labor = plan.lines.labor.filter(ofJob(repair));
    const parts = plan.lines.parts.filter(ofJob(repair));
    repairTotal = totalIfCharged({ labor, parts });
    for (const line of [...labor, ...parts])
      markLine(line, entry, { reason: LIKELY_REPAIR, suggested: true });
    plan.suggested.push(repair.name);
    plan.explained.push(repair.name);
  }
  const alternative = mainIsDiagnosis && repair ? suggestRunnerUp(context, plan, repair, entry) : undefined;
  plan.lines.labor.unshift(...lines.labor);
  plan.lines.parts.unshift(...lines.parts);
  if (diagnosis) {
    plan.extraGuideJobs.push(diagnosis);
    if (mainIsDiagnosis) plan.jobs[0] = diagnosis;
  }
  const hours = Math.round(lines.labor.reduce((s, l) => s + l.hours, 0) * 10) / 10;
  const name = diagnosis?.name ?? `${(repair ?? main).system} Diagnosis`;
  plan.diagnosis = { name, hours, repair: repair?.name, repairTotal, alternative };
  return 'diagnosis first';
}

/** The concern is already a diagnosis: the repair it most likely leads to becomes a suggestion. */
function suggestLikelyRepair(
  context: RetrievedContext,
  plan: QuotePlan,
  main: GuideJobContext,
  entry: LeveledEntry,
): string | undefined {
  const repair = likelyRepairAmong(context);
  if (!repair || repair === main || plan.suggested.includes(repair.name)) return undefined;
  const repairTotal = totalIfCharged(addLikelyRepair(plan, repair, entry));
  const alternative = suggestRunnerUp(context, plan, repair, entry);
  const hours =
    Math.round(plan.lines.labor.filter((l) => !l.is_suggested).reduce((s, l) => s + l.hours, 0) * 10) / 10;
  plan.diagnosis = { name: main.name, hours, repair: repair.name, repairTotal, alternative };
  return 'likely repair suggested';
}

/**
 * The guideline lists the likely repairs: when the diagnosis is the concern's own job, a second
 * repair of the same system that fits the concern nearly as well is listed too ('coolant low
 * every week': the reservoir, or a hose).
 */
function suggestRunnerUp(
  context: RetrievedContext,
  plan: QuotePlan,
  first: GuideJobContext,
  entry: LeveledEntry,
): string | undefined {
  const runnerUp = context.guideJobs.find(
    (j) =>
      j.id !== first.id &&
      !isDiagnosticJob(j) &&
      j.system === first.system &&
      j.score >= first.score * RUNNER_UP_SHARE &&
      !plan.suggested.includes(j.name),
  );
  if (!runnerUp) return undefined;
  addLikelyRepair(plan, runnerUp, entry);
  return runnerUp.name;
}

const likelyRepairAmong = (context: RetrievedContext) =>
  likelyRepairOf(context.guideJobs.map((job) => ({ job, score: job.score, system: job.system })));

/** A likely repair's lines, added as suggestions the diagnosis may confirm; they are returned. */
function addLikelyRepair(plan: QuotePlan, job: GuideJobContext, entry: LeveledEntry) {
  const lines = plan.linesFor(job, { suggested: true });
  for (const line of [...lines.labor, ...lines.parts]) markLine(line, entry, { reason: LIKELY_REPAIR });
  plan.lines.labor.push(...lines.labor);
  plan.lines.parts.push(...lines.parts);
  plan.suggested.push(job.name);
  plan.explained.push(job.name);
  plan.extraGuideJobs.push(job);
  return lines;
}

/** What suggested lines would cost the customer once charged. */
function totalIfCharged(lines: Pick<QuotePlan['lines'], 'labor' | 'parts'>): number {
  return quoteTotals({
    quote_labor_items: lines.labor.map((l) => ({ ...l, is_suggested: false })),
    quote_part_items: lines.parts.map((p) => ({ ...p, is_suggested: false })),
  }).total;
}

/** When the guide has no diagnostic job for the system: an hour of diagnosis at the shop rate. */
function genericDiagnosis(context: RetrievedContext, main: GuideJobContext): DraftLaborItem {
  const title = `${main.system} - Diagnose`;
  const rate = shopLaborRate(context.shop, GENERIC_DIAGNOSIS_HOURS);
  return {
    title,
    description: polish(title, 'Formal'),
    hours: GENERIC_DIAGNOSIS_HOURS,
    rate: rate.rate,
    is_suggested: false,
    source: { kind: 'knowledge', ...rate.source },
  };
}

/** The part of a message with several requests that led to the job (the whole message otherwise). */
function clauseOf(concern: string, job: GuideJobContext): string {
  const clauses = splitClauses(concern);
  if (clauses.length <= 1) return concern;
  const vocabulary = new Set([job.name, ...job.keywords].flatMap((t) => tokens(canonicalText(t))));
  const overlap = (clause: string) => tokens(canonicalText(clause)).filter((t) => vocabulary.has(t)).length;
  return clauses.reduce((best, clause) => (overlap(clause) > overlap(best) ? clause : best), clauses[0]!);
}
