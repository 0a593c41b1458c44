import { formatMoney } from '../../../shared/format';
import { quoteTotals } from '../../../shared/quote-totals';
import type { DraftLaborItem, GuideJobContext, RetrievedContext } from '../engine';
import { shopLaborRate } from '../labor-rate';
import { splitClauses } from '../requests';
import { isDiagnosticJob } from '../support-jobs';
import { canonicalText } from '../understand/abbreviations';
import { isSymptomConcern } from '../understand/concern-kind';
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
// A likely repair beside a diagnostic job must fit the concern nearly as well as the diagnosis.
const LIKELY_REPAIR_SHARE = 0.6;

/** Applies the guideline to the plan; returns what it did, for the message, or nothing. */
export function putDiagnosisFirst(
  context: RetrievedContext,
  plan: QuotePlan,
  entry: LeveledEntry,
): string | undefined {
  const main = plan.jobs[0];
  if (!main || !isSymptomConcern(main.request ?? clauseOf(context.concern, main))) return undefined;
  if (isDiagnosticJob(main)) return suggestLikelyRepair(context, plan, main, entry);

  const job = context.diagnosisJobs[0];
  const labor = job ? plan.linesFor(job, { suggested: false }).labor : [genericDiagnosis(context, main)];
  for (const line of labor) markLine(line, entry, { reason: FINDS_THE_CAUSE });
  const isRepair = (line: { source: DraftLaborItem['source'] }) =>
    line.source?.guideJob?.smartJobId === main.smartJobId;
  const repair = {
    labor: plan.lines.labor.filter(isRepair),
    parts: plan.lines.parts.filter(isRepair),
  };
  const repairTotal = quoteTotals({
    quote_labor_items: repair.labor.map((l) => ({ ...l, is_suggested: false })),
    quote_part_items: repair.parts.map((p) => ({ ...p, is_suggested: false })),
  }).total;
  for (const line of [...repair.labor, ...repair.parts])
    markLine(line, entry, { reason: LIKELY_REPAIR, suggested: true });
  plan.lines.labor.unshift(...labor);
  if (job) plan.extraGuideJobs.push(job);
  const hours = Math.round(labor.reduce((s, l) => s + l.hours, 0) * 10) / 10;
  const name = job?.name ?? `${main.system} Diagnosis`;
  plan.diagnosis = { name, hours, repair: main.name };
  plan.suggested.push(main.name);
  plan.explained.push(main.name);
  return `the quote starts with the ${name.toLowerCase()} (${hours} h); the likely repair, ${main.name.toLowerCase()} (about ${formatMoney(repairTotal)}), is listed as a suggestion until the diagnosis confirms it`;
}

/** The concern is already a diagnosis: the repair it most likely leads to becomes a suggestion. */
function suggestLikelyRepair(
  context: RetrievedContext,
  plan: QuotePlan,
  main: GuideJobContext,
  entry: LeveledEntry,
): string | undefined {
  const repair = context.guideJobs
    .slice(1, 3)
    .find((j) => !isDiagnosticJob(j) && j.score >= main.score * LIKELY_REPAIR_SHARE);
  if (!repair || plan.suggested.includes(repair.name)) return undefined;
  const lines = plan.linesFor(repair, { suggested: true });
  for (const line of [...lines.labor, ...lines.parts]) markLine(line, entry, { reason: LIKELY_REPAIR });
  plan.lines.labor.push(...lines.labor);
  plan.lines.parts.push(...lines.parts);
  plan.suggested.push(repair.name);
  plan.explained.push(repair.name);
  plan.extraGuideJobs.push(repair);
  return `${repair.name} is listed as a suggestion in case the diagnosis confirms it`;
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
