import type { LanguageModelUsage } from 'ai';
import type { LineSource } from '../../../shared/quote-source';
import type { EngineUsage, GuideJobContext, QuoteDraft, RetrievedContext } from '../engine';
import type { ModelQuote } from './schemas';

const RELATED_JOBS = 5;

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function toUsage(usage: LanguageModelUsage | undefined): EngineUsage {
  const inputTokens = usage?.inputTokens ?? 0;
  const outputTokens = usage?.outputTokens ?? 0;
  return { inputTokens, outputTokens, totalTokens: usage?.totalTokens ?? inputTokens + outputTokens };
}

// Models echo ids with varying case and spacing; match the way an advisor would read them.
const key = (id: string) => id.trim().toUpperCase();

// Candidates first, then add-ons: a job listed in both is the candidate (its score is the relevance).
const allGuideJobs = (context: RetrievedContext) => [
  ...context.guideJobs,
  ...context.additionalJobs,
  ...context.companionJobs,
];

function guideLookup(context: RetrievedContext) {
  const jobs = allGuideJobs(context);
  const bySmartId = new Map<string, GuideJobContext>();
  for (const job of jobs) {
    if (bySmartId.has(key(job.smartJobId))) continue;
    bySmartId.set(key(job.smartJobId), job);
    if (!bySmartId.has(key(job.id))) bySmartId.set(key(job.id), job);
  }
  return {
    labor: (id: string | null) => (id ? bySmartId.get(key(id)) : undefined),
    // A part points at a guide job through its PCdb part type; the best-scored job wins.
    part: (partTypeId: number | null) =>
      partTypeId === null
        ? undefined
        : jobs.find((j) => j.parts.some((p) => p.pcdbPartTypeId === partTypeId)),
  };
}

const modelSource = (job: GuideJobContext | undefined): LineSource =>
  job ? { kind: 'model', guideJob: { smartJobId: job.smartJobId, name: job.name } } : { kind: 'model' };

export type DraftInput = {
  quote: ModelQuote;
  /** The message shown in the conversation (a follow-up's reply says what changed). */
  reply: string;
  context: RetrievedContext;
  promptFull: string;
  outputText: string;
  usage: EngineUsage;
  modelName: string;
};

/** Maps the model's quote onto the engine's draft: shop rate, provenance and the context's ids. */
export function toQuoteDraft(input: DraftInput): QuoteDraft {
  const { quote, context } = input;
  const lookup = guideLookup(context);
  const referenced = new Set<GuideJobContext>();
  const note = (job: GuideJobContext | undefined) => {
    if (job) referenced.add(job);
    return job;
  };

  const laborItems = quote.laborItems.map((line) => ({
    title: line.title,
    description: line.description,
    hours: roundTo(line.hours, 2),
    rate: context.shop.standard_labor_rate,
    is_suggested: line.isSuggested,
    source: modelSource(note(lookup.labor(line.guideSmartJobId))),
  }));
  const partItems = quote.partItems.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    retail: roundTo(line.retail, 2),
    is_suggested: line.isSuggested,
    pcdb_part_type_id: line.pcdbPartTypeId,
    source: modelSource(note(lookup.part(line.pcdbPartTypeId))),
  }));

  // Context order keeps the best-scored job first; without any reference the top job is what
  // the model most likely worked from.
  const seen = new Set<string>();
  const guideJobs = allGuideJobs(context).filter((job) => {
    if (!referenced.has(job) || seen.has(job.id)) return false;
    seen.add(job.id);
    return true;
  });
  const top = context.guideJobs[0];
  if (!guideJobs.length && top) guideJobs.push(top);

  return {
    title: quote.title,
    shortTitle: quote.shortTitle,
    laborItems,
    partItems,
    reply: input.reply,
    guideJobs: guideJobs.map((job) => ({ id: job.id, score: job.score })),
    relatedJobs: context.similarJobs
      .slice(0, RELATED_JOBS)
      .map((job) => ({ id: job.id, similarity: job.similarity })),
    knowledgeBaseIds: context.knowledge.map((entry) => entry.id),
    appGuidelineIds: context.guidelines.map((entry) => entry.id),
    promptFull: input.promptFull,
    outputText: input.outputText,
    usage: input.usage,
    modelName: input.modelName,
  };
}
