import type { LineSource } from '../../../shared/quote-source';
import type { RetrievedContext } from '../engine';

// Which shop knowledge entries and app guidelines a model's quote really applied. The model says
// which ids it applied and which entry put each line there; only ids of entries it was given
// count, and a claimed entry counts only when it visibly changed the quote: a line cites it or
// the reply names it by title. The quote's knowledge cards show exactly these.

type EntryRef = NonNullable<LineSource['entry']>;

export type AppliedEntries = {
  /** The entry a line names, when it is one the model was given. */
  entryFor: (id: string | null | undefined) => EntryRef | undefined;
  /** The entries the quote applied, given the lines' entries and the reply. */
  applied: (input: { claimed: string[]; lineEntries: Array<EntryRef | undefined>; reply: string }) => {
    knowledgeBaseIds: string[];
    appGuidelineIds: string[];
  };
};

// Models echo ids with varying case and spacing.
const key = (id: string) => id.trim().toLowerCase();
const words = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

export function appliedEntries(context: RetrievedContext): AppliedEntries {
  const entries = new Map<string, EntryRef>([
    ...context.knowledge.map((e): [string, EntryRef] => [
      key(e.id),
      { id: e.id, title: e.title, level: 'shop' },
    ]),
    ...context.guidelines.map((e): [string, EntryRef] => [
      key(e.id),
      { id: e.id, title: e.title, level: 'app' },
    ]),
  ]);
  const entryFor = (id: string | null | undefined) => (id ? entries.get(key(id)) : undefined);
  return {
    entryFor,
    applied({ claimed, lineEntries, reply }) {
      const cited = new Set(lineEntries.filter((e): e is EntryRef => !!e).map((e) => e.id));
      const said = words(reply);
      const visible = claimed
        .map(entryFor)
        .filter((e): e is EntryRef => !!e && (cited.has(e.id) || said.includes(words(e.title))));
      const all = [
        ...new Map(
          [...lineEntries, ...visible].filter((e): e is EntryRef => !!e).map((e) => [e.id, e]),
        ).values(),
      ];
      return {
        knowledgeBaseIds: all.filter((e) => e.level === 'shop').map((e) => e.id),
        appGuidelineIds: all.filter((e) => e.level === 'app').map((e) => e.id),
      };
    },
  };
}

const CODE = /\b[A-Z]{3}-\d{4}\b/g;

/**
 * The reply without labor-guide codes, which mean nothing to an advisor reading it to a customer:
 * a code in parentheses goes, a code standing for a job becomes the job's name.
 */
export function plainReply(reply: string, context: RetrievedContext): string {
  const names = new Map(
    [
      ...context.guideJobs,
      ...context.additionalJobs,
      ...context.companionJobs,
      ...context.diagnosisJobs,
      ...context.knowledgeJobs,
    ].map((j) => [j.smartJobId, j.name]),
  );
  return reply
    .replace(/\s*\(\s*[A-Z]{3}-\d{4}\s*\)/g, '')
    .replace(/\b(the )?labor guide\s+[A-Z]{3}-\d{4}\b/gi, 'the labor guide')
    .replace(CODE, (code) => names.get(code) ?? 'the labor guide')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
