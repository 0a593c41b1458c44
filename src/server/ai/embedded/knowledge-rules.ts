import type { KnowledgeEntry } from '../engine';
import type { Tier } from './pricing';

// What the embedded engine can apply from shop knowledge and app guidelines written in plain
// words: a parts tier ('use premium/OE parts'), extra work to offer ('offer X with Y[: why]'),
// lines to keep as suggestions ('quote X as a suggestion'), a diagnosis before parts for symptoms,
// a job to prefer from a model year ('use full synthetic oil for model years 2012 and newer') and
// what to say in the quote message ('note rotor minimum thickness in the quote message'), with
// the systems and vehicles it is about. Learned items are written in these forms.

export type VehicleCondition = { bodies: string[]; minAge?: number };

export type KnowledgeRules<E extends KnowledgeEntry = KnowledgeEntry> = {
  tier?: { tier: Tier; entry: E };
  /** X offered as a suggestion on quotes for `when` (every quote without it), in `months` only. */
  offers: Array<{ what: string; when?: string; months?: number[]; why?: string; entry: E }>;
  suggestOnly: Array<{ what: string; entry: E }>;
  diagnoseFirst?: { entry: E };
  preferJobs: Array<{ what: string; minYear: number; unless?: string; entry: E }>;
  /** What to tell the customer, as a checklist item for the advisor, on these systems and vehicles. */
  mentions: Array<{ instruction: string; systems: string[]; vehicle?: VehicleCondition; entry: E }>;
  /** 'Quote fluids by the vehicle's capacity'. */
  fluidsByCapacity?: { entry: E };
};

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);
const NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
const MONTH_RANGE = new RegExp(
  `\\s*\\b(?:from|between)\\s+(${MONTHS.join('|')})\\s+(?:to|through|and|until)\\s+(${MONTHS.join('|')})\\b`,
);
const SYSTEM_WORDS: Array<[string, RegExp]> = [
  ['Brakes', /\bbrakes?\b/],
  ['Tires & Wheels', /\b(tires?|wheels?)\b/],
  ['Steering', /\bsteering\b/],
  ['Suspension', /\b(suspension|shocks?|struts?)\b/],
  ['HVAC', /\b(a\/c|hvac|heater|air conditioning)\b/],
  ['Charging & Starting', /\b(batter(y|ies)|charging|starter)\b/],
  ['Cooling', /\b(cooling|coolant|radiator)\b/],
  ['Engine', /\bengines?\b/],
];

const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBERS.indexOf(word));

/** Months from a range such as 'october to march' (wrapping over the new year), 1 = January. */
function monthsBetween(from: string, to: string): number[] {
  const start = MONTHS.indexOf(from);
  const end = MONTHS.indexOf(to);
  const months: number[] = [];
  for (let m = start; ; m = (m + 1) % 12) {
    months.push(m + 1);
    if (m === end) return months;
  }
}

function readOffers<E extends KnowledgeEntry>(entry: E, raw: string, rules: KnowledgeRules<E>) {
  const text = raw.toLowerCase();
  for (const m of text.matchAll(
    /\b(?:always\s+)?(?:offer|suggest|recommend)\s+(?:an?\s+|the\s+)?(.{3,60}?)\s+(?:with|on|alongside|together with)\b\s*([^.:;]{0,80})/g,
  )) {
    const what = m[1]!;
    let when = m[2]!.trim();
    const range = MONTH_RANGE.exec(when);
    const months = range ? monthsBetween(range[1]!, range[2]!) : undefined;
    if (range) when = when.replace(range[0], '').trim();
    const end = (m.index ?? 0) + m[0].length;
    // The reason after the offer ('…: fluid over two years old tests high for moisture'); a
    // learned item's note about the conversation it came from is no reason for a customer.
    const said = /^[:;]/.test(raw.slice(end))
      ? raw
          .slice(end + 1)
          .split(/[.;]/)[0]!
          .trim()
      : '';
    const why = said && !/\bthis conversation\b/i.test(said) ? said : undefined;
    if (rules.offers.some((o) => o.what === what && o.entry === entry)) continue;
    rules.offers.push({
      what,
      ...(when ? { when } : {}),
      ...(months ? { months } : {}),
      ...(why ? { why: why[0]!.toUpperCase() + why.slice(1) } : {}),
      entry,
    });
  }
}

function readMentions<E extends KnowledgeEntry>(entry: E, rules: KnowledgeRules<E>) {
  const text = `${entry.title}. ${entry.description}`.toLowerCase();
  const systems = SYSTEM_WORDS.filter(([, pattern]) => pattern.test(text)).map(([system]) => system);
  const bodies = [...text.matchAll(/\b(trucks?|pickups?|suvs?|vans?|minivans?)\b/g)].map((m) => m[1]!);
  const age =
    /\b(?:trucks?|pickups?|suvs?|vans?|vehicles?|cars?)\b[^.:;]{0,20}?\bover (\w+) years? old\b/.exec(text);
  const minAge = age ? numberOf(age[1]!) : -1;
  const vehicle = bodies.length || minAge >= 0 ? { bodies, ...(minAge >= 0 ? { minAge } : {}) } : undefined;
  for (const clause of entry.description.split(/[.;:]\s*/)) {
    if (!/\bin the (quote )?message\b/i.test(clause)) continue;
    rules.mentions.push({
      instruction: checklistItem(clause),
      systems,
      ...(vehicle ? { vehicle } : {}),
      entry,
    });
  }
}

/**
 * An instruction as a short item of the advisor's checklist: 'Always mention safety-related
 * findings on brakes, tires and steering in the quote message, even when declined' → 'Mention
 * safety findings'; 'note measured pad thickness and rotor minimum thickness in the quote
 * message' → 'Note pad thickness and rotor minimum'.
 */
export function checklistItem(clause: string): string {
  const item = clause
    .replace(/\s*\bin the (quote )?message\b/i, '')
    .replace(/,?\s*even (when|if) declined\b/i, '')
    .replace(/\b(always|please|be sure to|make sure to)\s+/gi, '')
    .replace(/\bmeasured\s+/gi, '')
    .replace(/-related\b/gi, '')
    .replace(/\s+on\s+[a-z/]+(?:,\s*[a-z/]+)*,?\s+and\s+[a-z/]+\b/i, '')
    .replace(/\s+(during|with|on) (any|every|all|each) [a-z ]+? jobs?\b/i, '')
    .replace(/\b(\w+ (\w+)) and (.+) \2$/, '$1 and $3')
    .replace(/\s+/g, ' ')
    .trim();
  return item.charAt(0).toUpperCase() + item.slice(1);
}

export function readKnowledgeRules<E extends KnowledgeEntry>(entries: E[]): KnowledgeRules<E> {
  const rules: KnowledgeRules<E> = { offers: [], suggestOnly: [], preferJobs: [], mentions: [] };
  for (const entry of entries) {
    const raw = `${entry.title}. ${entry.description}`;
    const text = raw.toLowerCase();
    if (!rules.tier) {
      if (/\b(economy|budget|value|cheap\w*|lowest[- ]cost)\b[\w\s-]{0,20}\bparts?\b/.test(text))
        rules.tier = { tier: 'economy', entry };
      else if (/\b(premium|oe|oem|genuine|dealer|factory)\b[\w\s-]{0,20}\bparts?\b/.test(text))
        rules.tier = { tier: 'premium', entry };
    }
    readOffers(entry, raw, rules);
    for (const m of text.matchAll(/\bquote\s+(?:an?\s+|the\s+)?(.{3,60}?)\s+as\s+a\s+suggestion\b/g))
      rules.suggestOnly.push({ what: m[1]!, entry });
    if (
      !rules.diagnoseFirst &&
      /\bdiagnos\w*\s+(first|before)\b|\b(quote|start with) the diagnosis\b/.test(text)
    )
      rules.diagnoseFirst = { entry };
    const prefer = /\buse\s+(.{3,40}?)\s+(?:for|on)\s+(?:model years?\s+)?(\d{4})\s+and\s+newer\b/.exec(text);
    if (prefer) {
      const unless = /\bunless the customer asks for\s+(\w+)/.exec(text)?.[1];
      rules.preferJobs.push({
        what: prefer[1]!,
        minYear: Number(prefer[2]),
        ...(unless ? { unless } : {}),
        entry,
      });
    }
    if (!rules.fluidsByCapacity && /\bquote fluids? by (the )?vehicle'?s capacity\b/.test(text))
      rules.fluidsByCapacity = { entry };
    readMentions(entry, rules);
  }
  return rules;
}
