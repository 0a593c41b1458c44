import { readKnowledgeRules } from './embedded/knowledge-rules';
import type { EngineVehicle, KnowledgeEntry } from './engine';
import {
  appliesToVehicle,
  type GuideIndex,
  type IndexedGuideJob,
  MIN_GUIDE_SCORE,
  type ScoredGuideJob,
  scoreGuideJobs,
} from './guide-index';
import { parseConcern } from './understand/concern';

// Guide jobs a quote may need besides the ones the concern names: the diagnosis that comes first
// for a symptom ('diagnosis before parts') and the jobs the shop's knowledge asks to offer
// ('offer a brake fluid flush with every brake pad job'). Both engines read them from the context.

const DIAGNOSTIC_OPERATIONS = new Set(['Diagnose', 'Inspect', 'Test']);
const KNOWLEDGE_JOBS = 4;

/** A job that finds the cause and replaces nothing: only inspect, test or diagnose operations. */
export function isDiagnosticJob(job: { labor: Array<{ operation: string }>; parts: unknown[] }): boolean {
  return (
    job.labor.length > 0 &&
    job.parts.length === 0 &&
    job.labor.every((l) => DIAGNOSTIC_OPERATIONS.has(l.operation))
  );
}

/**
 * The diagnostic job for the best job's system: the best-ranked one for this concern, else one
 * of another system that fits the concern nearly as well, else the system's most frequent one.
 */
export function diagnosisJobFor(
  index: GuideIndex,
  ranked: ScoredGuideJob[],
  vehicle: EngineVehicle,
  main: { id: string; system: string } | undefined,
): IndexedGuideJob | undefined {
  if (!main) return undefined;
  const diagnostic = ranked.filter((r) => r.entry.job.id !== main.id && isDiagnosticJob(r.entry));
  const sameSystem = diagnostic.find((r) => r.entry.job.system === main.system);
  if (sameSystem) return sameSystem.entry;
  const best = ranked[0]?.score ?? 0;
  if (diagnostic[0] && diagnostic[0].score >= best * 0.5) return diagnostic[0].entry;
  return index.jobs
    .filter((e) => e.job.system === main.system && isDiagnosticJob(e) && appliesToVehicle(e.job, vehicle))
    .sort((a, b) => b.job.frequency - a.job.frequency)[0];
}

/** The guide jobs named by the entries' rules, each the best match for its words on this vehicle. */
export function knowledgeJobsFor(
  index: GuideIndex,
  vehicle: EngineVehicle,
  entries: KnowledgeEntry[],
): IndexedGuideJob[] {
  const rules = readKnowledgeRules(entries);
  const phrases = [...rules.offers.map((o) => o.what), ...rules.preferJobs.map((p) => p.what)];
  const found: IndexedGuideJob[] = [];
  for (const phrase of new Set(phrases)) {
    const best = scoreGuideJobs(index, parseConcern(phrase, index.vocabulary), vehicle)[0];
    if (best && best.base >= MIN_GUIDE_SCORE && !found.includes(best.entry)) found.push(best.entry);
  }
  return found.slice(0, KNOWLEDGE_JOBS);
}
