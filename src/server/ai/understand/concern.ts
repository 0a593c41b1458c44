import { canonicalText, RULE_WORDS } from './abbreviations';
import { isSymptomWord, KIND_WORDS } from './concern-kind';
import { CODE_PATTERN, explainCode } from './dtc';
import { SYMPTOM_RULES } from './lexicon';
import { editDistance, isStopWord, tokens, words } from './text';

export const POSITIONS = [
  'front',
  'rear',
  'left',
  'right',
  'upstream',
  'downstream',
  'inner',
  'outer',
  'upper',
  'lower',
] as const;
export type Position = (typeof POSITIONS)[number];

const OPPOSITE: Record<Position, Position> = {
  front: 'rear',
  rear: 'front',
  left: 'right',
  right: 'left',
  upstream: 'downstream',
  downstream: 'upstream',
  inner: 'outer',
  outer: 'inner',
  upper: 'lower',
  lower: 'upper',
};

export const oppositeOf = (p: Position) => OPPOSITE[p];

export type ParsedConcern = {
  raw: string;
  /** Canonical text after spelling correction (what the rules ran on). */
  canonical: string;
  /** Weighted tokens: the concern's own words (1), code terms and symptom expansions (< 1.5). */
  weights: Map<string, number>;
  /** The concern's own tokens, for phrase matching. */
  own: Set<string>;
  codes: Array<{ code: string; meaning: string }>;
  positions: Set<Position>;
  /** A readable form for prompts and logs: canonical text plus code meanings. */
  normalized: string;
};

// Clauses that say what is fine ('no heat but a/c works') must not pull toward that system.
const IN_SPEC = /\b[a-z/]+\s+(are |is )?(in spec|within spec|ok|okay|good|fine)\b/g;
const WORKS_CLAUSE =
  /\b(but|and|while|though)\s+(the\s+)?[a-z/ ]{2,30}?\s+(works?|working|is fine|are fine|fine|ok|okay|good|blows? cold)\b/g;

/** Understands an advisor's concern: abbreviations, spelling, codes, symptoms, positions. */
export function parseConcern(raw: string, vocabulary: ReadonlySet<string>): ParsedConcern {
  // 'code 0442': advisors drop the P of a powertrain code.
  raw = raw.replace(/\b(codes?|dtcs?|cel)(\s*[:#]?\s*)0(\d{3})\b/gi, '$1$2P0$3');
  const codes = [...raw.matchAll(CODE_PATTERN)].map((m) => m[1]!.toUpperCase());
  const uniqueCodes = [...new Set(codes)];
  const cleaned = raw.toLowerCase().replace(WORKS_CLAUSE, ' ').replace(IN_SPEC, ' ');
  // Abbreviations and phrases first ('pass side' → 'right'), then spelling, then once more.
  const canonical = canonicalText(correctSpelling(canonicalText(cleaned), vocabulary));
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const token of tokens(canonicalText(text)))
      weights.set(token, Math.max(weights.get(token) ?? 0, weight));
  };
  const own = new Set(tokens(canonical));
  for (const token of own) weights.set(token, 1);
  const explained = uniqueCodes.map((code) => ({ code, ...explainCode(code) }));
  for (const code of explained) {
    weights.set(code.code.toLowerCase(), 1.5);
    add(code.terms, 1.2);
  }
  for (const rule of SYMPTOM_RULES) {
    if (rule.when.test(canonical) && !rule.unless?.test(canonical)) add(rule.add, 0.6 * (rule.weight ?? 1));
  }
  const positions = new Set<Position>(POSITIONS.filter((p) => new RegExp(`\\b${p}\\b`).test(canonical)));
  const normalized = [canonical, ...explained.map((c) => `${c.code}: ${c.meaning}`)].join('; ');
  return {
    raw,
    canonical,
    weights,
    own,
    codes: explained.map(({ code, meaning }) => ({ code, meaning })),
    positions,
    normalized,
  };
}

/** Replaces unknown words of 4+ letters by the closest known word (1 edit, 2 for long words). */
export function correctSpelling(text: string, vocabulary: ReadonlySet<string>): string {
  // A message with several requests is read piece by piece and whole, so the same words come back.
  let known = corrections.get(vocabulary);
  if (!known || known.size > MAX_CORRECTIONS) {
    known = new Map();
    corrections.set(vocabulary, known);
  }
  const cache = known;
  return text.replace(/[a-z]{4,}/g, (word) => {
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    const corrected = closestKnownWord(word, vocabulary);
    cache.set(word, corrected);
    return corrected;
  });
}

const corrections = new WeakMap<ReadonlySet<string>, Map<string, string>>();
const MAX_CORRECTIONS = 20_000;

function closestKnownWord(word: string, vocabulary: ReadonlySet<string>): string {
  if (vocabulary.has(word) || RULE_WORDS.has(word) || isStopWord(word) || canonicalText(word) !== word)
    return word;
  // A known word with an ending ('clunking', 'bumps'), or a symptom the concern's kind reads, is
  // no misspelling: 'clunking' must not become 'blinking'.
  const stem = word.replace(/(ing|ed|es|s|y)$/, '');
  if ((stem.length >= 4 && (vocabulary.has(stem) || vocabulary.has(`${stem}e`))) || isSymptomWord(word))
    return word;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const known of vocabulary) {
    if (known.length < 4 || Math.abs(known.length - word.length) > max) continue;
    const d = editDistance(word, known, max);
    if (d < bestDistance || (d === bestDistance && best !== null && known < best)) {
      best = known;
      bestDistance = d;
    }
  }
  return best ?? word;
}

/** Every raw word the matcher knows, for spelling correction. */
export function vocabularyOf(texts: Iterable<string>): Set<string> {
  const vocabulary = new Set<string>();
  for (const text of texts)
    for (const w of words(text)) if (/^[a-z]+$/.test(w) && w.length >= 4) vocabulary.add(w);
  for (const w of KIND_WORDS) vocabulary.add(w);
  for (const rule of SYMPTOM_RULES) {
    for (const w of words(rule.add)) if (/^[a-z]+$/.test(w)) vocabulary.add(w);
    // The literal words of the symptom patterns ('grinding', 'squeal') are known words too.
    for (const w of rule.when.source.match(/[a-z]{4,}/g) ?? []) vocabulary.add(w);
  }
  return vocabulary;
}
