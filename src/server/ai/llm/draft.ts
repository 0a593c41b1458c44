import type { LanguageModelUsage } from 'ai';
import { toCents } from '../../../shared/money';
import type { LineSource } from '../../../shared/quote-source';
import { followUpReply } from '../carry-over';
import type {
  CurrentLaborItem,
  CurrentPartItem,
  CurrentQuote,
  DraftLaborItem,
  DraftPartItem,
  EngineUsage,
  GuideJobContext,
  QuoteDraft,
  RetrievedContext,
} from '../engine';
import { shopLaborRate } from '../labor-rate';
import { appliedEntries } from './applied-entries';
import type { ModelFollowUpQuote, ModelQuote } from './schemas';

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

  const entries = appliedEntries(context);
  const withEntry = (source: LineSource, entryId: string | null) => {
    const entry = entries.entryFor(entryId);
    return entry ? { ...source, entry } : source;
  };
  const laborItems = quote.laborItems.map((line) => {
    const rate = shopLaborRate(context.shop, roundTo(line.hours, 2));
    return {
      title: line.title,
      description: line.description,
      hours: roundTo(line.hours, 2),
      rate: rate.rate,
      is_suggested: line.isSuggested,
      source: {
        ...withEntry(modelSource(note(lookup.labor(line.guideSmartJobId))), line.entryId),
        ...rate.source,
      },
    };
  });
  const partItems = quote.partItems.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    retail: roundTo(line.retail, 2),
    is_suggested: line.isSuggested,
    pcdb_part_type_id: line.pcdbPartTypeId,
    source: withEntry(modelSource(note(lookup.part(line.pcdbPartTypeId))), line.entryId),
  }));
  const applied = entries.applied({
    claimed: quote.appliedEntryIds,
    lineEntries: [
      ...[...laborItems, ...partItems].map((l) => l.source.entry),
      ...(quote.checklist ?? []).map((c) => entries.entryFor(c.entryId)),
    ],
    reply: input.reply,
  });

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
    ...applied,
    promptFull: input.promptFull,
    outputText: input.outputText,
    usage: input.usage,
    modelName: input.modelName,
  };
}

const sameCents = (a: number, b: number | null | undefined) =>
  b !== null && b !== undefined && toCents(a) === toCents(b);
const unique = <T>(items: T[], key: (item: T) => string = String) =>
  items.filter((item, i) => items.findIndex((other) => key(other) === key(item)) === i);

/**
 * A follow-up's new version: the model's lines, where a line giving the id of a current line is
 * that line carried over (keptFrom). An id the quote does not have, or one already used, makes a
 * new line. A kept line the model returns with what it was shown (the guide's hours, the sourced
 * price) is unchanged; its rate is its own, as the model never sets rates.
 */
export function toFollowUpDraft(
  input: DraftInput & { quote: ModelFollowUpQuote; current: CurrentQuote },
): QuoteDraft {
  const { current, context } = input;
  const base = toQuoteDraft(input);
  const used = new Set<string>();
  const claim = <L extends { id: string }>(lines: L[], id: string | null) => {
    const line = id ? lines.find((l) => l.id === id.trim()) : undefined;
    if (!line || used.has(line.id)) return undefined;
    used.add(line.id);
    return line;
  };
  const laborItems = base.laborItems.map((drafted, i) => {
    const from = claim(current.laborItems, input.quote.laborItems[i]!.lineId);
    return from ? keptLabor(drafted, from) : drafted;
  });
  const partItems = base.partItems.map((drafted, i) => {
    const from = claim(current.partItems, input.quote.partItems[i]!.lineId);
    return from ? keptPart(drafted, from) : drafted;
  });
  const draft = { laborItems, partItems };
  // The quote keeps the jobs it was built from; jobs of new lines join them.
  const named = new Set(
    [...laborItems, ...partItems].map((l) => l.source?.guideJob?.smartJobId).filter(Boolean),
  );
  const added = [...context.guideJobs, ...context.additionalJobs, ...context.companionJobs]
    .filter((job) => named.has(job.smartJobId))
    .map((job) => ({ id: job.id, score: job.score }));
  return {
    ...base,
    ...draft,
    reply: followUpReply(input.reply, current, draft),
    guideJobs: unique([...current.guideJobs, ...added], (g) => g.id),
    relatedJobs: current.relatedJobs.length ? current.relatedJobs : base.relatedJobs,
    knowledgeBaseIds: unique([...current.knowledgeBaseIds, ...base.knowledgeBaseIds]),
    appGuidelineIds: unique([...current.appGuidelineIds, ...base.appGuidelineIds]),
  };
}

function keptLabor(drafted: DraftLaborItem, from: CurrentLaborItem): DraftLaborItem {
  const motorTime = from.guide_labor_item?.motorTime;
  const hoursKept = sameCents(drafted.hours, from.hours) || sameCents(drafted.hours, motorTime);
  const title = drafted.title === from.title.trim() ? from.title : drafted.title;
  const description =
    drafted.description === from.description.trim() ? from.description : drafted.description;
  const edited = !hoursKept || title !== from.title || description !== from.description;
  return {
    title,
    description,
    hours: hoursKept ? from.hours : drafted.hours,
    rate: from.rate,
    is_suggested: drafted.is_suggested,
    source: edited ? { ...from.source, kind: 'model' } : from.source,
    keptFrom: {
      id: from.id,
      changed: edited || drafted.is_suggested !== from.is_suggested,
      ...(hoursKept ? {} : { hoursSet: true }),
    },
  };
}

function keptPart(drafted: DraftPartItem, from: CurrentPartItem): DraftPartItem {
  const retailKept =
    sameCents(drafted.retail, from.retail) ||
    sameCents(drafted.retail, from.sourced_part?.price_cost_with_matrix);
  const name = drafted.name === from.name.trim() ? from.name : drafted.name;
  // A model leaving out the part type has not changed the part.
  const partTypeId = drafted.pcdb_part_type_id ?? from.pcdb_part_type_id;
  const edited =
    !retailKept ||
    name !== from.name ||
    partTypeId !== from.pcdb_part_type_id ||
    drafted.quantity !== from.quantity;
  return {
    name,
    quantity: drafted.quantity,
    retail: retailKept ? from.retail : drafted.retail,
    is_suggested: drafted.is_suggested,
    pcdb_part_type_id: partTypeId,
    source: edited ? { ...from.source, kind: 'model' } : from.source,
    keptFrom: { id: from.id, changed: edited || drafted.is_suggested !== from.is_suggested },
  };
}
