import type { LineSource } from '../../../shared/quote-source';
import type {
  DraftLaborItem,
  DraftPartItem,
  GuideJobContext,
  KnowledgeEntry,
  RetrievedContext,
} from '../engine';
import type { Tier } from './pricing';

// The quote as the embedded engine builds it, before it becomes a draft: the lines, the jobs
// quoted as asked and what shop knowledge or guidelines changed. Knowledge rules edit it in place.

export type EntryLevel = 'shop' | 'app';
export type LeveledEntry = KnowledgeEntry & { level: EntryLevel };

type Lines = { labor: DraftLaborItem[]; parts: DraftPartItem[] };

export type QuotePlan = {
  lines: Lines;
  /** The lines of a guide job for this vehicle and shop, priced at the job's tier. */
  linesFor: (job: GuideJobContext, options: { suggested: boolean; reason?: string }) => Lines;
  /** The jobs quoted as asked: the concern's job first, then the message's other requests. */
  jobs: GuideJobContext[];
  /** Names of the jobs offered as suggestions. */
  suggested: string[];
  /** Suggested jobs a citation of shop knowledge or a guideline already explains. */
  explained: string[];
  /** The parts tier a job's lines are priced at (the shop's tier rule for its system). */
  tierOf: (job: GuideJobContext) => Tier | undefined;
  /** Set when the quote starts with a diagnosis: what it is and the repair it may confirm. */
  diagnosis?: { name: string; hours: number; repair?: string; repairTotal?: number; alternative?: string };
  /** Guide jobs the quote uses besides the retrieved candidates (diagnosis, knowledge jobs). */
  extraGuideJobs: GuideJobContext[];
};

/** Shop knowledge and app guidelines, each marked with its level. */
export function entriesOf(context: RetrievedContext): LeveledEntry[] {
  return [
    ...context.knowledge.map((e) => ({ ...e, level: 'shop' as const })),
    ...context.guidelines.map((e) => ({ ...e, level: 'app' as const })),
  ];
}

export const entryRef = (entry: LeveledEntry): NonNullable<LineSource['entry']> => ({
  id: entry.id,
  title: entry.title,
  level: entry.level,
});

/** Notes why a line is there and which entry put it there (shown in its provenance). */
export function markLine(
  line: DraftLaborItem | DraftPartItem,
  entry: LeveledEntry,
  change: { reason: string; suggested?: boolean },
) {
  if (change.suggested !== undefined) line.is_suggested = change.suggested;
  line.source = { ...(line.source ?? { kind: 'knowledge' }), reason: change.reason, entry: entryRef(entry) };
}

/** Credits an entry on a line it shaped without changing why the line is there. */
export function creditLine(line: DraftLaborItem | DraftPartItem, entry: LeveledEntry) {
  line.source = { ...(line.source ?? { kind: 'knowledge' }), entry: entryRef(entry) };
}
