import { readKnowledgeRules } from './embedded/knowledge-rules';
import type { EngineVehicle, KnowledgeEntry } from './engine';
import { type GuideIndex, type IndexedGuideJob, MIN_GUIDE_SCORE, scoreGuideJobs } from './guide-index';
import { parseConcern } from './understand/concern';

// Guide jobs the shop's knowledge asks to offer ('offer a brake fluid flush with every brake pad
// job'), besides the ones the concern names. Both engines read them from the context.

const KNOWLEDGE_JOBS = 4;

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
