import type { KnowledgeEntry } from '../engine';
import { type EntryScope, readEntryScope, type Situation, scopeHolds, withoutScope } from './entry-scope';
import type { Tier } from './pricing';

// What the embedded engine can apply from shop knowledge and app guidelines written in plain
// words: a parts tier ('use premium/OE parts'), extra work to offer ('offer X with Y[: why]'),
// lines to keep as suggestions ('quote X as a suggestion'), a diagnosis before parts for symptoms,
// a job to prefer where the note holds ('use full synthetic oil for model years 2012 and newer')
// and what to say in the quote message ('note rotor minimum thickness in the quote message'), with
// the systems it is about. Every rule carries its entry's scope (entry-scope.ts): the model years,
// mileage, months, makes and bodies it holds for. Learned items are written in these forms.

type Scoped<E> = { entry: E; scope: EntryScope };
/**
 * A rule one entry gives for the whole quote (the first entry that states it); a scoped one keeps
 * the next entry's as `otherwise`, for the quotes its scope does not hold for.
 */
type First<R> = R & { otherwise?: First<R> };

/** A parts tier for the jobs of `systems` ('premium parts on brake jobs'), or every job when none. */
type TierRule<E extends KnowledgeEntry = KnowledgeEntry> = First<
  { tier: Tier; systems: string[] } & Scoped<E>
>;

export type KnowledgeRules<E extends KnowledgeEntry = KnowledgeEntry> = {
  tier?: TierRule<E>;
  /** X offered as a suggestion on quotes for `when` (every quote without it). */
  offers: Array<{ what: string; when?: string; why?: string } & Scoped<E>>;
  suggestOnly: Array<{ what: string } & Scoped<E>>;
  diagnoseFirst?: First<Scoped<E>>;
  preferJobs: Array<{ what: string; unless?: string } & Scoped<E>>;
  /** What to tell the customer, as a checklist item for the advisor, on these systems. */
  mentions: Array<{ instruction: string; systems: string[] } & Scoped<E>>;
  /** 'Quote fluids by the vehicle's capacity'. */
  fluidsByCapacity?: First<Scoped<E>>;
};

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

function readOffers<E extends KnowledgeEntry>(
  entry: E,
  scope: EntryScope,
  raw: string,
  rules: KnowledgeRules<E>,
) {
  const text = raw.toLowerCase();
  for (const m of text.matchAll(
    /\b(?:always\s+)?(?:offer|suggest|recommend)\s+(?:an?\s+|the\s+)?(.{3,60}?)\s+(?:with|on|alongside|together with)\b\s*([^.:;]{0,80})/g,
  )) {
    const what = m[1]!;
    // The scope is the entry's: 'with every oil change from October to March' names the job,
    // and 'on vehicles over 100k miles' none (every quote).
    const when = withoutScope(m[2]!);
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
      ...(why ? { why: why[0]!.toUpperCase() + why.slice(1) } : {}),
      entry,
      scope,
    });
  }
}

const systemsIn = (text: string) =>
  SYSTEM_WORDS.filter(([, pattern]) => pattern.test(text)).map(([system]) => system);

function readMentions<E extends KnowledgeEntry>(entry: E, scope: EntryScope, rules: KnowledgeRules<E>) {
  const systems = systemsIn(`${entry.title}. ${entry.description}`.toLowerCase());
  for (const clause of entry.description.split(/[.;:](?:\s+|$)/)) {
    if (!/\bin the (quote )?message\b/i.test(clause)) continue;
    // 'On European vehicles, note the oil approval …' asks 'Note the oil approval' where it holds.
    const lead = /^([^,]{3,60}),\s*(.+)$/.exec(clause);
    const instruction = lead && withoutScope(lead[1]!) === '' ? lead[2]! : clause;
    rules.mentions.push({ instruction: checklistItem(instruction), systems, entry, scope });
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

/** The rules of the entries, each with its entry's scope; `rulesHolding` keeps those of one quote. */
export function readKnowledgeRules<E extends KnowledgeEntry>(entries: E[]): KnowledgeRules<E> {
  const rules: KnowledgeRules<E> = { offers: [], suggestOnly: [], preferJobs: [], mentions: [] };
  for (const entry of entries) {
    const raw = `${entry.title}. ${entry.description}`;
    const text = raw.toLowerCase();
    const scope = readEntryScope(entry);
    const tier = readTier(text);
    if (tier) rules.tier = first(rules.tier, { ...tier, entry, scope });
    readOffers(entry, scope, raw, rules);
    for (const m of text.matchAll(/\bquote\s+(?:an?\s+|the\s+)?(.{3,60}?)\s+as\s+a\s+suggestion\b/g))
      rules.suggestOnly.push({ what: m[1]!, entry, scope });
    if (/\bdiagnos\w*\s+(first|before)\b|\b(quote|start with) the diagnosis\b/.test(text))
      rules.diagnoseFirst = first(rules.diagnoseFirst, { entry, scope });
    // 'Use X for …' prefers a job only where the note says ('for model years 2012 and newer');
    // 'use OE parts on …' is a parts tier.
    const prefer = /\buse\s+(.{3,40}?)\s+(?:for|on|in)\s/.exec(text);
    if (prefer && !/\bparts?\b/.test(prefer[1]!) && Object.keys(scope).length) {
      const unless = /\bunless the customer asks for\s+(\w+)/.exec(text)?.[1];
      rules.preferJobs.push({ what: prefer[1]!, ...(unless ? { unless } : {}), entry, scope });
    }
    if (/\bquote fluids? by (the )?vehicle'?s capacity\b/.test(text))
      rules.fluidsByCapacity = first(rules.fluidsByCapacity, { entry, scope });
    readMentions(entry, scope, rules);
  }
  return rules;
}

/**
 * The tier a note asks for, with the systems its sentence names: 'use premium parts on brake
 * jobs' prices brake jobs at premium and leaves an oil change quoted beside them as it was.
 */
function readTier(text: string): { tier: Tier; systems: string[] } | undefined {
  for (const [tier, pattern] of TIER_WORDS) {
    const sentence = text.split(/[.;:](?:\s+|$)/).find((s) => pattern.test(s));
    if (sentence) return { tier, systems: systemsIn(sentence) };
  }
  return undefined;
}

const TIER_WORDS: Array<[Tier, RegExp]> = [
  ['economy', /\b(economy|budget|value|cheap\w*|lowest[- ]cost)\b[\w\s-]{0,20}\bparts?\b/],
  ['premium', /\b(premium|oe|oem|genuine|dealer|factory)\b[\w\s-]{0,20}\bparts?\b/],
];

/** The tier rule a job is priced by: the first one whose systems include the job's. */
export function tierRuleFor<R extends { systems: string[]; otherwise?: R }>(
  rule: R | undefined,
  job: { system: string },
): R | undefined {
  if (!rule) return undefined;
  return !rule.systems.length || rule.systems.includes(job.system) ? rule : tierRuleFor(rule.otherwise, job);
}

/** The first entry's rule; a later one only behind a narrower one, for where that one does not hold. */
function first<R extends { scope: EntryScope; systems?: string[]; otherwise?: R }>(
  rule: R | undefined,
  next: R,
): R {
  if (!rule) return next;
  if (!Object.keys(rule.scope).length && !rule.systems?.length) return rule;
  return { ...rule, otherwise: first(rule.otherwise, next) };
}

/** The rules whose entry's scope holds for this quote (its vehicle, date and mileage). */
export function rulesHolding<E extends KnowledgeEntry>(
  rules: KnowledgeRules<E>,
  situation: Situation,
): KnowledgeRules<E> {
  const holds = (rule: { scope: EntryScope }) => scopeHolds(rule.scope, situation);
  // The first that holds, with those behind it that hold: a tier for brake jobs leaves the other
  // jobs to the next tier rule.
  const firstHolding = <R extends { scope: EntryScope; otherwise?: R }>(
    rule: R | undefined,
  ): R | undefined => {
    if (!rule) return undefined;
    if (!holds(rule)) return firstHolding(rule.otherwise);
    const { otherwise: next, ...own } = rule;
    const otherwise = firstHolding(next);
    return (otherwise ? { ...own, otherwise } : own) as R;
  };
  const kept: KnowledgeRules<E> = {
    offers: rules.offers.filter(holds),
    suggestOnly: rules.suggestOnly.filter(holds),
    preferJobs: rules.preferJobs.filter(holds),
    mentions: rules.mentions.filter(holds),
  };
  const tier = firstHolding(rules.tier);
  const diagnoseFirst = firstHolding(rules.diagnoseFirst);
  const fluidsByCapacity = firstHolding(rules.fluidsByCapacity);
  return {
    ...kept,
    ...(tier ? { tier } : {}),
    ...(diagnoseFirst ? { diagnoseFirst } : {}),
    ...(fluidsByCapacity ? { fluidsByCapacity } : {}),
  };
}
