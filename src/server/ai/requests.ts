import type { EngineVehicle } from './engine';
import {
  type GuideIndex,
  type IndexedGuideJob,
  MIN_GUIDE_SCORE,
  type ScoredGuideJob,
  scoreGuideJobs,
} from './guide-index';
import { canonicalText } from './understand/abbreviations';
import { oppositeOf, type ParsedConcern, POSITIONS, parseConcern } from './understand/concern';
import { tokens } from './understand/text';

// A counter message often asks for several jobs ('oil change and tire rotation', 'battery,
// wipers and cabin filter', a list). The text is cut at every place a request may end, then the
// labor guide decides: two neighbouring pieces stay apart only when each is understood on its own
// and no single guide job covers both ('Front Brake Pads and Rotors', 'tire rotation and
// balance', 'spark plugs + coils' are one job each; 'cabin air filter and engine air filter' is
// two). A comma or 'and' also joins the parts of one description ('scraping from rear wheels,
// shoes worn to the rivets'), so there both pieces must name a job, as a request does.

/** One request of a message: the advisor's words and the guide jobs ranked for them. */
export type Request = { text: string; ranked: ScoredGuideJob[] };

type Piece = { text: string; separator: string };

// Line starts of lists ('- ', '* ', '• ', '1. ', '2) ') become line breaks.
const LIST_MARKER = /(^|\n)[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+/g;
// Where a request may end. A comma before digits is a thousands separator ('100,000 mile'); '&'
// needs a space beside it ('R&R', 'd&f' stay); '/' joins two words of three letters or more
// ('lof/rotate'; not 'a/c', 'w/', 'l/f'); '2)' numbers an inline list.
const SEPARATOR =
  /(?:\s*(?:[;\n]+|\.\s+|,(?!\d)|\+|\s&\s*|&\s|(?<=[a-z]{3})\/(?=[a-z]{3})|\s\d{1,2}\)\s|\b(?:and also|and then|as well as|in addition|along with|also|plus|and)\b))+\s*/gi;
// Separators that end a request for sure: a new line or sentence, ';', 'also', 'plus', a list number.
const HARD_SEPARATOR = /[;\n]|\.\s|\b(also|plus|as well as|in addition|along with)\b|\d\)/i;
// A comma alone most often continues a description ('loud exhaust, rear can rotted out').
const COMMA_ONLY = /^\s*,\s*$/;

/** The message cut at every place a request may end, each piece with the separator before it. */
export function splitPieces(concern: string): Piece[] {
  const text = concern.replace(LIST_MARKER, '$1\n');
  const pieces: Piece[] = [];
  let start = 0;
  let separator = '';
  for (const match of text.matchAll(SEPARATOR)) {
    pieces.push({ text: text.slice(start, match.index).trim(), separator });
    separator = match[0];
    start = match.index + match[0].length;
  }
  pieces.push({ text: text.slice(start).trim(), separator });
  return pieces.filter((p) => /[a-z0-9]/i.test(p.text));
}

/** The candidate pieces of a message, before the guide decides which belong together. */
export function splitClauses(concern: string): string[] {
  return splitPieces(concern).map((p) => p.text);
}

type Ranking = { parsed: ParsedConcern; ranked: ScoredGuideJob[] };
type Group = Ranking & { text: string; request: string };

/**
 * The requests of a message, in order. Pieces the guide does not understand alone ('6 yrs old',
 * 'customer waiting') stay with their neighbour; a message with one request gives it as typed.
 */
export function splitRequests(index: GuideIndex, concern: string, vehicle: EngineVehicle): Request[] {
  const memo = new Map<string, Ranking>();
  const rank = (text: string): Ranking => {
    let ranking = memo.get(text);
    if (!ranking) {
      const parsed = parseConcern(text, index.vocabulary);
      ranking = { parsed, ranked: scoreGuideJobs(index, parsed, vehicle) };
      memo.set(text, ranking);
    }
    return ranking;
  };
  const pieces = splitPieces(concern);
  const groups: Group[] = [];
  for (const piece of pieces.length > 1 ? pieces : []) {
    const last = groups.at(-1);
    let request = piece.text;
    if (last && isPositionOnly(last.request) && !isPositionOnly(piece.text)) {
      const borrowed = borrowObject(last.request, piece.text);
      if (borrowed) Object.assign(last, { request: borrowed }, rank(borrowed));
    }
    if (last && isPositionOnly(piece.text)) request = borrowObject(piece.text, last.request) ?? piece.text;
    const next: Group = { text: piece.text, request, ...rank(request) };
    if (!last) {
      groups.push(next);
      continue;
    }
    const joined = `${last.text}${piece.separator}${piece.text}`;
    // The joined text is ranked only when the pieces could be requests of their own.
    if (standApart(index, last, next, piece.separator, () => rank(joined).ranked)) groups.push(next);
    else Object.assign(last, { text: joined, request: joined }, rank(joined));
  }
  if (groups.length <= 1) return [{ text: concern, ranked: rank(concern).ranked }];
  return groups.map((g) => ({ text: g.request, ranked: g.ranked }));
}

const bestBase = (ranked: ScoredGuideJob[]) => Math.max(0, ...ranked.slice(0, 3).map((r) => r.base));
const understood = (ranked: ScoredGuideJob[]) => bestBase(ranked) >= MIN_GUIDE_SCORE;
// Understood well enough to be a request of its own after a mere comma or 'and' ('leaking at
// clamp' is barely understood: it describes the hose before it).
const clearly = (ranked: ScoredGuideJob[]) => bestBase(ranked) >= 1.5 * MIN_GUIDE_SCORE;

function standApart(
  index: GuideIndex,
  a: Group,
  b: Group,
  separator: string,
  joined: () => ScoredGuideJob[],
) {
  if (!understood(a.ranked) || !understood(b.ranked)) return false;
  // 'between the engine and trans bellhousing' places one thing; it does not ask for two.
  if (/\band\b/i.test(separator) && /\bbetween\b(?:\s+\S+){1,3}$/i.test(a.text)) return false;
  if (!HARD_SEPARATOR.test(separator)) {
    if (!clearly(a.ranked) || !clearly(b.ranked)) return false;
    const strict = COMMA_ONLY.test(separator);
    if (!namesJob(index, a, strict) || !namesJob(index, b, strict)) return false;
    const before = tokens(a.parsed.canonical).at(-1);
    const after = tokens(b.parsed.canonical)[0];
    if (before && after && guideWords(index).pairs.has(`${before} ${after}`)) return false;
  }
  const whole = joined()[0]?.entry;
  const first = a.ranked[0]?.entry;
  const second = b.ranked[0]?.entry;
  if (!whole || !first || !second) return true;
  // A bare noun after the first request names part of the job that covers both ('trans fluid and
  // filter', 'oil change and filter'), not a job of its own.
  const bare = tokens(b.parsed.canonical);
  const namesPart = bare.length === 1 && whole.name.has(bare[0]!);
  return !(includesJob(whole, first) && (includesJob(whole, second) || namesPart));
}

/**
 * Whether a piece names a job as a request does ('cabin filter', 'rotate tires', 'trans flush',
 * 'P0171'): of its words other than operations ('replace', 'flush'), half or more (more than half
 * when strict) are in its best job's name or operations. A description ('truck bounces after
 * bumps', 'just clicks') names none; a mileage ('60k') or past work ('after new tie rods') none.
 */
function namesJob(index: GuideIndex, group: Group, strict: boolean): boolean {
  if (group.parsed.codes.length > 0) return true;
  const top = group.ranked[0]?.entry;
  if (!top || PAST_WORK.test(group.parsed.canonical)) return false;
  const operations = guideWords(index).operations;
  // The advisor's own words: a spelling correction ('item' → 'stem') is a guess, not a name.
  const words = contentOf(canonicalText(group.request)).filter((w) => /[a-z]/.test(w));
  const objects = words.filter((w) => !operations.has(w));
  // An operation alone names a job when it is one ('rotate', 'balance'), not 'replace' or 'change'.
  // A position alone names no job: 'rear end wanders' is not a request for a rear-axle service.
  const located = objects.filter((w) => !POSITION_WORDS.has(w));
  const content = located.length
    ? located
    : objects.length
      ? objects
      : words.filter((w) => !ACTION_WORDS.has(w));
  const said = laborTokens(top);
  const named = content.filter((w) => top.name.has(w) || said.has(w)).length;
  return named > 0 && (strict ? named * 2 > content.length : named * 2 >= content.length);
}

// Work already done, told as background: 'wanders after new tie rods' ('new' reads 'replace').
const PAST_WORK = /\b(after|since|recently|just had)( the| a)? replace/;

const POSITION_WORDS = new Set<string>(POSITIONS);
// Words that only say what to do: 'replace front and rear pads' asks for pads on both axles.
const ACTION_WORDS = new Set(['replac', 'install', 'chang', 'servic', 'both']);

const contentOf = (text: string) => tokens(canonicalText(text));
const isPositionOnly = (text: string) => {
  const words = contentOf(text);
  return (
    words.some((w) => POSITION_WORDS.has(w)) &&
    words.every((w) => POSITION_WORDS.has(w) || ACTION_WORDS.has(w))
  );
};

/**
 * A piece naming only a position takes its neighbour's object: 'front' + 'rear brake pads' →
 * 'front brake pads'; 'brake pads front' + 'rear' → 'brake pads rear'.
 */
function borrowObject(positionOnly: string, neighbour: string): string | undefined {
  const words = canonicalText(neighbour).split(' ');
  const lead = words.findIndex((w) => !POSITION_WORDS.has(w));
  if (lead > 0) return `${positionOnly} ${words.slice(lead).join(' ')}`;
  const trail = words.length - [...words].reverse().findIndex((w) => !POSITION_WORDS.has(w));
  if (trail < words.length) return `${words.slice(0, trail).join(' ')} ${canonicalText(positionOnly)}`;
  return undefined;
}

const guideWordsCache = new WeakMap<GuideIndex, { pairs: Set<string>; operations: Set<string> }>();

/**
 * From the guide's own wording: the word pairs it joins with 'and', '&' or '/' in a job, operation
 * or part name ('pad rotor' from 'Pads and Rotors', 'rotat balanc', 'flush fill'; a request split
 * there would cut one job in two) and the words of its operations ('replace', 'flush', 'rotate').
 */
function guideWords(index: GuideIndex) {
  const cached = guideWordsCache.get(index);
  if (cached) return cached;
  const pairs = new Set<string>();
  const names = index.jobs.flatMap((e) => [
    e.job.name,
    ...e.labor.map((l) => l.name),
    ...e.parts.map((p) => p.name),
  ]);
  for (const name of names) {
    const sides = name.split(/\s+(?:and|&)\s+|(?<=[a-z])\/(?=[a-z])/i);
    for (let i = 1; i < sides.length; i++) {
      const before = contentOf(sides[i - 1]!).at(-1);
      const after = contentOf(sides[i]!)[0];
      if (before && after) pairs.add(`${before} ${after}`);
    }
  }
  const operations = new Set([
    ...ACTION_WORDS,
    ...index.jobs.flatMap((e) => e.labor.flatMap((l) => contentOf(l.operation))),
  ]);
  const words = { pairs, operations };
  guideWordsCache.set(index, words);
  return words;
}

const laborTokens = (entry: IndexedGuideJob) => new Set(entry.labor.flatMap((l) => contentOf(l.name)));
// Fluids and refrigerant: many jobs use them, so sharing them says little about the work.
const isSupply = (name: string) => /\b\d+(\.\d+)?\s?(qt|gal|oz|lb|ml)\b/i.test(name);

type GuidePart = IndexedGuideJob['parts'][number];

/** The same part: same part type, and a name that says no more ('Battery' is not 'Key Fob Battery'). */
function samePart(part: GuidePart, other: GuidePart): boolean {
  if (part.pcdb_part_type_id !== other.pcdb_part_type_id) return false;
  const words = new Set(contentOf(other.name));
  return contentOf(part.name).every((t) => words.has(t));
}

/**
 * Whether `whole` does everything `job` does: its parts (for a job of labor and supplies only,
 * its operations or supplies), on the same side of the car ('rear diff' does not do 'front diff').
 */
function includesJob(whole: IndexedGuideJob, job: IndexedGuideJob): boolean {
  if (whole === job) return true;
  if ([...job.positions].some((p) => whole.positions.has(oppositeOf(p)) && !whole.positions.has(p)))
    return false;
  const has = (part: GuidePart) => whole.parts.some((other) => samePart(part, other));
  const parts = job.parts.filter((p) => !isSupply(p.name));
  if (parts.length > 0) return parts.every(has);
  const operations = laborTokens(whole);
  return (
    (job.labor.length > 0 && job.labor.every((l) => contentOf(l.name).every((t) => operations.has(t)))) ||
    (job.parts.length > 0 && job.parts.every(has))
  );
}
