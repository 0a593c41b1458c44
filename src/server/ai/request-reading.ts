import type { IndexedGuideJob, ScoredGuideJob } from './guide-index';
import { splitClauses } from './requests';
import { canonicalText } from './understand/abbreviations';
import type { ConcernKind } from './understand/concern-kind';
import { tokens } from './understand/text';

// How retrieval reads a request beyond its words' ranking: what kind of request it is (a job
// asked, a finding, a symptom) and, for a finding, the jobs that replace the part it names.

export const asRanked = (jobs: ScoredGuideJob[]) =>
  jobs.map((c) => ({ job: c.entry, score: c.score, system: c.entry.job.system }));

const KIND_STRENGTH: ConcernKind[] = ['other', 'symptom', 'repair', 'finding'];
const strongestKind = (kinds: ConcernKind[]) =>
  kinds.reduce((a, b) => (KIND_STRENGTH.indexOf(b) > KIND_STRENGTH.indexOf(a) ? b : a));

/**
 * What a request is. A clause that asks for other work ('…, also do state insp') does not make
 * a code or a symptom about this job a request: 'P0420 came back, needs fixed for inspection,
 * also do state insp' is a symptom with a state inspection asked beside it.
 */
export function requestKind(
  texts: string[],
  job: IndexedGuideJob | undefined,
  kindOf: (text: string) => ConcernKind,
): ConcernKind {
  const kind = strongestKind(texts.map(kindOf));
  if (kind === 'symptom' || kind === 'other' || !job) return kind;
  const about = new Set([...job.name, ...job.keywordTokens]);
  const isAbout = (clause: string) => tokens(canonicalText(clause)).some((t) => about.has(t));
  const clauses = texts.flatMap((t) => splitClauses(t));
  // A finding names the part, which may be another job's than the words before it pointed to.
  const elsewhere = clauses.filter((c) => !isAbout(c) && kindOf(c) === 'repair');
  const rest = clauses.filter((c) => !elsewhere.includes(c));
  return elsewhere.length && rest.length ? kindOf(rest.join(', ')) : kind;
}

/**
 * A finding names the failed part ('lf caliper leaking'): the jobs that replace that part come
 * first, over jobs the other words pull toward ('soft pedal': master cylinder). A job must name
 * the part itself (its last word); it gains more the more of the part's words it names and the
 * more of its own name they are ('serpentine belt' is the belt job, not the tensioner's).
 */
export function byFoundPart(
  ranked: ScoredGuideJob[],
  found: { part: string; qualifiers: string } | undefined,
): ScoredGuideJob[] {
  const part = found ? tokens(canonicalText(found.part)) : [];
  const head = part.at(-1);
  if (!found || !head) return ranked;
  const wanted = [...tokens(canonicalText(found.qualifiers)), ...part];
  const best = ranked[0]?.score ?? 0;
  const boosted = ranked.map((r) => {
    // The job names the part itself, or most of it ('lower control arm' for the arm's bushing).
    if (!r.entry.name.has(head) && part.filter((t) => r.entry.name.has(t)).length < 2) return r;
    const name = [...r.entry.name].filter((t) => t !== 'replac');
    const named = wanted.filter((t) => r.entry.name.has(t)).length;
    const covered = name.filter((t) => wanted.includes(t)).length;
    return { ...r, score: r.score + best * (0.5 * (named / wanted.length) + covered / name.length) };
  });
  return boosted.sort(
    (a, b) => b.score - a.score || a.entry.job.smartJobId.localeCompare(b.entry.job.smartJobId),
  );
}
