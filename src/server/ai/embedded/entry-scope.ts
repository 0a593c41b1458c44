import type { EngineVehicle, KnowledgeEntry, RetrievedContext } from '../engine';
import { DOMESTIC, EUROPEAN, JAPANESE, KOREAN } from '../make-groups';

// Where a shop note or guideline holds, read once from its title and description: model years
// ('for model years 2012 and newer', '2010-2015', 'pre-2010'), the vehicle's age ('over eight
// years old'), its mileage ('over 100k miles'), months ('from October to March', 'in winter'),
// makes ('on Hondas', 'European vehicles') and bodies ('trucks and SUVs'). Every rule of the entry
// applies only where all of it holds: a note means what it says and changes nothing elsewhere.

/** Both ends included: 'over 100k miles' is { min: 100001 }, 'before 2010' { max: 2009 }. */
export type Range = { min?: number; max?: number };
export type Body = 'truck' | 'suv' | 'van';

export type EntryScope = {
  years?: Range;
  /** The calendar year minus the model year. */
  age?: Range;
  /** The odometer the advisor wrote in the concern. */
  miles?: Range;
  /** 1 = January. */
  months?: number[];
  /** Make names, lower case ('mercedes-benz'). */
  makes?: string[];
  bodies?: Body[];
};

/** What a scope is checked against: the quote's vehicle, its date and the odometer if written. */
export type Situation = { vehicle: EngineVehicle; now: Date; mileage?: number };

const GROUPS: Record<string, string[]> = {
  european: EUROPEAN,
  euro: EUROPEAN,
  japanese: JAPANESE,
  korean: KOREAN,
  asian: [...JAPANESE, ...KOREAN],
  domestic: DOMESTIC,
  american: DOMESTIC,
};
/** The words shop notes use for a make; 'Mini', 'Ram' and 'Genesis' only capitalised (see NAMED). */
const ALIASES: Record<string, string> = {
  'mercedes-benz': 'mercedes-benz',
  'mercedes benz': 'mercedes-benz',
  mercedes: 'mercedes-benz',
  benz: 'mercedes-benz',
  'land rover': 'land rover',
  'range rover': 'land rover',
  'alfa romeo': 'alfa romeo',
  chevy: 'chevrolet',
  chevie: 'chevrolet',
  vw: 'volkswagen',
  ...Object.fromEntries(
    [...EUROPEAN, ...JAPANESE, ...KOREAN, ...DOMESTIC, 'pontiac', 'saturn']
      .filter((make) => !['mini', 'ram', 'genesis'].includes(make))
      .map((make) => [make, make]),
  ),
};
const MAKE_WORDS = Object.keys(ALIASES).sort((a, b) => b.length - a.length);
const NUMBER_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
const SEASONS: Record<string, number[]> = {
  winter: [12, 1, 2],
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  fall: [9, 10, 11],
  autumn: [9, 10, 11],
};
const BODIES: Array<[Body, RegExp, RegExp]> = [
  ['truck', /^(pickup|truck)/, /pickup|truck/i],
  ['suv', /^(suv|crossover)/, /sport utility|\bsuv\b|crossover|\bcuv\b/i],
  ['van', /van/, /\bvan\b|minivan/i],
];

const YEAR = '((?:19|20)\\d\\d)(?![\\d,]|\\s*(?:k\\b|mi))';
const MODEL_YEARS = '(?:model\\s+years?\\s+)?';
const COUNT = `(\\d{1,2}|${NUMBER_WORDS.join('|')})`;
const MILES = '(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s?(k\\b)?(?:\\s*(miles?|mi)\\b)?';
const MONTH = `(${MONTHS.map((m) => `${m}[a-z]*`).join('|')})\\.?`;
const SEASON = `(${Object.keys(SEASONS).join('|')})`;
const BODY = '(?:pickup\\s+trucks?|trucks?|pickups?|suvs?|crossovers?|minivans?|vans?)';
const NOUN = `(?:vehicles?|cars?|models?|${BODY}|(?:${MAKE_WORDS.join('|')})(?:'s|s|es)?)`;
/** An age is the vehicle's only when a vehicle is named before it ('fluid over two years old' is not). */
const OF_VEHICLE = `(?<=\\b${NOUN}\\b[^.:;]{0,30}?)`;

const count = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word));
/** '100k' and '75,000 miles' are mileage; a bare '2,000' may be money, so it is not read. */
const milesOf = (digits: string, k?: string, unit?: string): number | undefined => {
  if (!k && !unit) return undefined;
  const value = Number(digits.replace(/,/g, '')) * (k ? 1000 : 1);
  return value >= 1000 ? value : undefined;
};

/** Narrows a range: words that bound it twice ('2010 and newer, before 2016') both hold. */
function narrow(scope: EntryScope, key: 'years' | 'age' | 'miles', min?: number, max?: number): true {
  const range = { ...scope[key] };
  if (min !== undefined) range.min = Math.max(range.min ?? min, min);
  if (max !== undefined) range.max = Math.min(range.max ?? max, max);
  scope[key] = range;
  return true;
}

function addMonths(scope: EntryScope, months: number[]): true {
  scope.months = [...new Set([...(scope.months ?? []), ...months])];
  return true;
}

function monthsBetween(from: string, to: string): number[] {
  const start = MONTHS.indexOf(from.slice(0, 3));
  const end = MONTHS.indexOf(to.slice(0, 3));
  const months: number[] = [];
  for (let m = start; ; m = (m + 1) % 12) {
    months.push(m + 1);
    if (m === end) return months;
  }
}

function addMakes(scope: EntryScope, makes: string[]): true {
  scope.makes = [...new Set([...(scope.makes ?? []), ...makes])];
  return true;
}

type Read = (scope: EntryScope, words: string[], phrase: string) => boolean;
const form = (source: string, read: Read, flags = 'gi') => ({ pattern: new RegExp(source, flags), read });

/** Mileage past a bound ('over 100k miles': side 1), from it ('100k+': 0) or under it (-1). */
const miles =
  (side: 1 | 0 | -1): Read =>
  (scope, [digits, k, unit, unitAfter]) => {
    const value = milesOf(digits!, k, unit ?? unitAfter);
    if (value === undefined) return false;
    return side < 0 ? narrow(scope, 'miles', undefined, value - 1) : narrow(scope, 'miles', value + side);
  };

// In this order: each form's words leave the text before the next form reads it, so a range is
// not read again as its first year, and the vehicle an age needs is still there when it is read.
const FORMS = [
  form(`\\b(?:between\\s+)?${MODEL_YEARS}${YEAR}\\s*(?:-|–|to|through|thru|and)\\s*${YEAR}`, (s, [a, b]) =>
    narrow(s, 'years', +a!, +b!),
  ),
  form(`${YEAR}\\s*(?:\\+|(?:and|or)\\s+(?:newer|later|up|above)\\b|onwards?\\b)`, (s, [a]) =>
    narrow(s, 'years', +a!),
  ),
  form(
    `\\b(?:from|since|starting\\s+(?:with|in))\\s+${MODEL_YEARS}${YEAR}(?:\\s+(?:on|onwards?|forward)\\b)?`,
    (s, [a]) => narrow(s, 'years', +a!),
  ),
  form(`\\b(?:after|newer\\s+than|later\\s+than)\\s+${MODEL_YEARS}${YEAR}`, (s, [a]) =>
    narrow(s, 'years', +a! + 1),
  ),
  form(`\\b(?:before|older\\s+than|earlier\\s+than|prior\\s+to|pre-?)\\s*${MODEL_YEARS}${YEAR}`, (s, [a]) =>
    narrow(s, 'years', undefined, +a! - 1),
  ),
  form(`${YEAR}\\s+(?:and|or)\\s+(?:older|earlier|before)\\b`, (s, [a]) =>
    narrow(s, 'years', undefined, +a!),
  ),
  form(`${OF_VEHICLE}\\b(?:over|more\\s+than|older\\s+than)\\s+${COUNT}\\s+years?(?:\\s+old)?\\b`, (s, [n]) =>
    narrow(s, 'age', count(n!) + 1),
  ),
  form(
    `${OF_VEHICLE}\\b(?:at\\s+least\\s+${COUNT}\\s+years?\\s+old|${COUNT}\\s*\\+\\s*years?\\s+old)\\b`,
    (s, [a, b]) => narrow(s, 'age', count((a ?? b)!)),
  ),
  form(
    `${OF_VEHICLE}\\b(?:under|less\\s+than|younger\\s+than)\\s+${COUNT}\\s+years?(?:\\s+old)?\\b`,
    (s, [n]) => narrow(s, 'age', undefined, count(n!) - 1),
  ),
  form(`\\b(?:over|above|more\\s+than|past|beyond|exceeding|greater\\s+than)\\s+${MILES}`, miles(1)),
  form(`\\bat\\s+least\\s+${MILES}`, miles(0)),
  form(`\\b${MILES}\\s*(?:\\+(?:\\s*(miles?|mi)\\b)?|or\\s+(?:more|higher|over)\\b)`, miles(0)),
  form(`\\b(?:under|below|less\\s+than|fewer\\s+than)\\s+${MILES}`, miles(-1)),
  form(
    `\\b(?:(?:from|between)\\s+)?${MONTH}\\s*(?:to|through|thru|until|till|and|-|–)\\s*${MONTH}`,
    (s, [a, b]) => addMonths(s, monthsBetween(a!, b!)),
  ),
  form(
    `\\b(?:in|during|through|throughout|over|for|each|every)\\s+(?:the\\s+)?${SEASON}(?:\\s+(?:months?|season|time))?\\b|\\b${SEASON}\\s+months\\b`,
    (s, [a, b]) => addMonths(s, SEASONS[(a ?? b)!]!),
  ),
  form(
    `\\b(${Object.keys(GROUPS).join('|')})(?=\\s+(?:vehicles?|cars?|makes?|imports?|models?|brands?|${BODY})\\b)`,
    (s, [group]) => addMakes(s, GROUPS[group!]!),
  ),
  form(`\\b(${MAKE_WORDS.join('|')})(?:'s|s|es)?\\b`, (s, [make]) => addMakes(s, [ALIASES[make!]!])),
  form('\\b(Mini|MINI|Ram|RAM|Genesis)s?\\b', (s, [make]) => addMakes(s, [make!.toLowerCase()]), 'g'),
  // Bodies as the subject of a clause ('Trucks and SUVs over …') or after on/for ('on Ford trucks').
  form(
    `(?:(?<=(?:^|[.:;!?(])\\s*(?:(?:all|any|older|newer|most|full-size|heavy-duty|diesel)\\s+)*)|(?<=\\b(?:on|for|with|to|all|only|any)\\s+(?:[a-z-]+\\s+){0,2}))${BODY}(?:(?:\\s*,\\s*|\\s+(?:and|or|&)\\s+)${BODY})*\\b`,
    (s, _, phrase) => {
      const words = phrase.toLowerCase().match(new RegExp(BODY, 'g')) ?? [];
      const bodies = BODIES.filter(([, word]) => words.some((w) => word.test(w))).map(([body]) => body);
      s.bodies = [...new Set([...(s.bodies ?? []), ...bodies])];
      return true;
    },
  ),
];

/** The scope of the words and the words without it ('every oil change on Hondas' → 'every oil change on'). */
function scan(text: string): { scope: EntryScope; rest: string } {
  // Every quote reads the same notes and guidelines again: a pure function of the text, remembered
  // (its scope is only read once returned).
  const known = scans.get(text);
  if (known) return known;
  const scanned = scanText(text);
  if (scans.size >= MAX_SCANS) scans.clear();
  scans.set(text, scanned);
  return scanned;
}

const scans = new Map<string, { scope: EntryScope; rest: string }>();
const MAX_SCANS = 10_000;

function scanText(text: string): { scope: EntryScope; rest: string } {
  const scope: EntryScope = {};
  let rest = text;
  for (const { pattern, read } of FORMS)
    rest = rest.replace(pattern, (phrase: string, ...args: unknown[]) => {
      const words = args.slice(0, -2).map((w) => (typeof w === 'string' ? w.toLowerCase() : undefined));
      return read(scope, words as string[], phrase) ? ' ' : phrase;
    });
  return { scope, rest: rest.replace(/\s+/g, ' ').trim() };
}

/** Where the entry holds, read from its title and description. */
export function readEntryScope(entry: KnowledgeEntry): EntryScope {
  return scan(`${entry.title}. ${entry.description}`).scope;
}

/**
 * The words without the scope and the vehicles it names, or nothing when only those were there:
 * 'every oil change from October to March' → 'every oil change'; 'vehicles over 100k miles' → ''.
 */
export function withoutScope(text: string): string {
  const { scope, rest } = scan(text);
  if (!Object.keys(scope).length) return rest;
  return rest
    .replace(/^(?:(?:on|for|in|during|with|all|any|the|model|years?|vehicles?|cars?)\b[\s,]*)+/i, '')
    .replace(
      /(?:^|\s+)(?:(?:on|for|in|during|with|from|of|all|any|the|model|years?|vehicles?|cars?)\b\s*)+$/i,
      '',
    )
    .trim();
}

const within = (value: number | undefined, range: Range | undefined) =>
  !range ||
  (value !== undefined &&
    value >= (range.min ?? Number.NEGATIVE_INFINITY) &&
    value <= (range.max ?? Number.POSITIVE_INFINITY));
const makeKey = (make: string) => make.toLowerCase().replace(/[^a-z]/g, '');

/** Whether the scope holds for the quote; what is not known (no model year, no mileage written) does not. */
export function scopeHolds(scope: EntryScope, { vehicle, now, mileage }: Situation): boolean {
  const year = vehicle.model_year ?? undefined;
  const make = vehicle.make ? makeKey(vehicle.make) : undefined;
  const body = vehicle.body_class ?? '';
  return (
    within(year, scope.years) &&
    within(year === undefined ? undefined : now.getFullYear() - year, scope.age) &&
    within(mileage, scope.miles) &&
    (!scope.months || scope.months.includes(now.getMonth() + 1)) &&
    (!scope.makes || scope.makes.some((m) => makeKey(m) === make)) &&
    (!scope.bodies || BODIES.some(([b, , of]) => scope.bodies!.includes(b) && of.test(body)))
  );
}

/**
 * The odometer in the advisor's words ('oil change at 120k', '98k miles', '150,000 mi'); not a
 * distance or an interval ('every 5,000 miles', 'a 60k service', 'started 200 miles ago').
 */
export function mileageIn(concern: string): number | undefined {
  const text = concern.toLowerCase();
  for (const m of text.matchAll(
    /(?<![$\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?(?:\s*(miles?|mi)\b)?/g,
  )) {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const isOdometer = /\b(?:at|with|has|odometer|odo|mileage|showing|reads)\s*:?\s*$/.test(before);
    if (!m[2] && !m[3] && !isOdometer) continue;
    if (
      /\b(?:every|each|within|in|last|next|per|for)\s*$/.test(before) ||
      /^\s*-?\s*(?:miles?\s+)?(?:service|maintenance|interval|inspection|check|ago|later|since|back)\b/.test(
        after,
      )
    )
      continue;
    const value = Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1);
    if (value >= 1000) return value;
  }
  return undefined;
}

/** The quote's situation: its vehicle, its date and the odometer the advisor wrote, if any. */
export function situationOf(context: Pick<RetrievedContext, 'vehicle' | 'concern'>, now: Date): Situation {
  const mileage = mileageIn(context.concern);
  return { vehicle: context.vehicle, now, ...(mileage === undefined ? {} : { mileage }) };
}
