import type { EngineVehicle, GuideJobContext, RetrievedContext } from '../engine';
import { canonicalText } from '../understand/abbreviations';
import { tokens } from '../understand/text';
import { putDiagnosisFirst } from './diagnosis-first';
import { situationOf } from './entry-scope';
import { type KnowledgeRules, rulesHolding, tierRuleFor } from './knowledge-rules';
import { bestLineMatch, matchGuideJob, targetTokens } from './match';
import { creditLine, type LeveledEntry, markLine, type QuotePlan } from './quote-plan';

// Applies what the embedded engine can read from the shop's knowledge and the app guidelines to
// a quote plan. An entry counts as applied only when it changed the quote: a line added, made a
// suggestion or re-labelled, parts switched, or something it asks of the advisor put on the
// message's checklist. Only applied entries are stored with the quote and shown in its knowledge
// cards; what changed a line is told in that line's provenance, not in the message. A rule applies
// only where its entry's scope holds (model years, mileage, months, makes, bodies: entry-scope.ts);
// elsewhere the entry changes nothing and is not stored.

export type Applied = {
  /** The entries that changed the quote, in the order they did. */
  entries: LeveledEntry[];
  /** What the entries ask of the advisor ('Note pad thickness and rotor minimum'), each once. */
  checklist: string[];
};

export function applyKnowledge(
  context: RetrievedContext,
  plan: QuotePlan,
  read: KnowledgeRules<LeveledEntry>,
  now = new Date(),
): Applied {
  const rules = rulesHolding(read, situationOf(context, now));
  const said = new Map<string, LeveledEntry>();
  const checklist: string[] = [];
  const note = (entry: LeveledEntry, text: string | undefined) => {
    if (text) said.set(entry.id, entry);
  };
  const ask = (entry: LeveledEntry, item: string) => {
    said.set(entry.id, entry);
    if (!checklist.some((c) => c.toLowerCase() === item.toLowerCase())) checklist.push(item);
  };

  for (const rule of rules.preferJobs) note(rule.entry, preferJob(context, plan, rule));
  for (const rule of rules.suggestOnly) {
    const match = bestLineMatch(plan.lines, rule.what);
    const lines = [...match.labor, ...match.parts].filter((l) => !l.is_suggested);
    for (const line of lines) markLine(line, rule.entry, { reason: 'Kept as a suggestion', suggested: true });
    if (lines.length)
      note(rule.entry, `${names(lines)} ${lines.length === 1 ? 'is' : 'are'} listed as a suggestion`);
  }
  if (rules.diagnoseFirst)
    note(rules.diagnoseFirst.entry, putDiagnosisFirst(context, plan, rules.diagnoseFirst.entry));
  for (const offer of rules.offers) {
    if (offer.when && !coversAny(plan.jobs, offer.when)) continue;
    const job = matchGuideJob(
      [...context.knowledgeJobs, ...context.companionJobs, ...context.guideJobs.slice(1)],
      offer.what,
    );
    if (!job || plan.jobs.some((j) => j.id === job.id)) continue;
    const reason = offer.why ?? `Your shop offers it with ${offer.when ?? 'every quote'}`;
    const ofJob = (l: { source: { guideJob?: { smartJobId: string } } | null }) =>
      l.source?.guideJob?.smartJobId === job.smartJobId;
    const existing = [...plan.lines.labor.filter(ofJob), ...plan.lines.parts.filter(ofJob)];
    if (existing.some((l) => !l.is_suggested)) continue;
    if (existing.length) for (const line of existing) markLine(line, offer.entry, { reason });
    else {
      const extra = plan.linesFor(job, { suggested: true, reason });
      for (const line of [...extra.labor, ...extra.parts]) markLine(line, offer.entry, { reason });
      plan.lines.labor.push(...extra.labor);
      plan.lines.parts.push(...extra.parts);
      plan.suggested.push(job.name);
      plan.extraGuideJobs.push(job);
    }
    plan.explained.push(job.name);
    note(offer.entry, `${article(job.name)} ${job.name.toLowerCase()} is offered as a suggestion`);
  }
  if (rules.fluidsByCapacity)
    note(rules.fluidsByCapacity.entry, fluidsByCapacity(plan, rules.fluidsByCapacity.entry));
  for (const job of plan.jobs) {
    const rule = tierRuleFor(rules.tier, job);
    if (rule && rule.tier !== 'standard' && plan.tierOf(job) === rule.tier)
      note(rule.entry, `${job.name} parts are priced at the ${rule.tier} tier`);
  }

  const systems = new Set([...plan.jobs, ...plan.extraGuideJobs].map((j) => j.system));
  for (const mention of rules.mentions) {
    // An instruction that comes with an offer ('mention the test strip result') follows the offer.
    const withOffer = rules.offers.some((o) => o.entry === mention.entry);
    if (withOffer ? !said.has(mention.entry.id) : !mention.systems.some((s) => systems.has(s))) continue;
    ask(mention.entry, mention.instruction);
  }
  return { entries: [...said.values()], checklist };
}

/** 'Use full synthetic oil for model years 2012 and newer': the quoted job of that kind is swapped. */
function preferJob(
  context: RetrievedContext,
  plan: QuotePlan,
  rule: KnowledgeRules<LeveledEntry>['preferJobs'][number],
): string | undefined {
  if (rule.unless && canonicalText(context.concern).includes(rule.unless)) return undefined;
  const preferred = matchGuideJob([...context.knowledgeJobs, ...context.guideJobs], rule.what);
  if (!preferred || plan.jobs.some((j) => j.id === preferred.id)) return undefined;
  // A job whose name or parts already say what the rule asks for ('full synthetic') is kept.
  const wanted = targetTokens(rule.what);
  const isWanted = (job: GuideJobContext) => {
    const have = new Set(
      [job.name, ...job.parts.map((p) => p.name)].flatMap((t) => tokens(canonicalText(t))),
    );
    return wanted.every((t) => have.has(t));
  };
  // A diesel's or a European car's own job is never swapped for one made for other engines.
  const ownKind = (job: GuideJobContext) => VEHICLE_SPECIFIC.exec(job.name)?.[0];
  const index = plan.jobs.findIndex(
    (j) => j.category === preferred.category && !isWanted(j) && ownKind(j) === ownKind(preferred),
  );
  if (index < 0 || !isWanted(preferred)) return undefined;
  const replaced = plan.jobs[index]!;
  // What the advisor asked for by name ('synthetic blend oil change') is quoted as asked.
  const asked = new Set(tokens(canonicalText(context.concern)));
  const preferredWords = new Set(tokens(canonicalText(preferred.name)));
  if (tokens(canonicalText(replaced.name)).some((t) => !preferredWords.has(t) && asked.has(t)))
    return undefined;
  const ofJob = (l: { source: { guideJob?: { smartJobId: string } } | null }) =>
    l.source?.guideJob?.smartJobId === replaced.smartJobId;
  const lines = plan.linesFor(preferred, { suggested: false });
  for (const line of [...lines.labor, ...lines.parts])
    markLine(line, rule.entry, { reason: `In place of ${replaced.name.toLowerCase()}` });
  const at = plan.lines.labor.findIndex(ofJob);
  plan.lines.labor = [...plan.lines.labor.filter((l) => !ofJob(l))];
  plan.lines.labor.splice(at < 0 ? plan.lines.labor.length : at, 0, ...lines.labor);
  plan.lines.parts = [...plan.lines.parts.filter((p) => !ofJob(p)), ...lines.parts];
  plan.jobs[index] = preferred;
  plan.extraGuideJobs.push(preferred);
  return `${preferred.name} is quoted in place of ${replaced.name.toLowerCase()} for this ${vehicleName(context.vehicle)}`;
}

/** Fluid lines whose quantity the vehicle's capacity set (vehicle-quantities.ts), credited to the rule. */
function fluidsByCapacity(plan: QuotePlan, entry: LeveledEntry): string | undefined {
  const fluids = plan.lines.parts.filter(
    (p) => !p.is_suggested && /\bqt\b/.test(p.source?.quantityNote ?? ''),
  );
  for (const line of fluids) creditLine(line, entry);
  if (!fluids.length) return undefined;
  return `${fluids.map((p) => `${p.name.replace(/,\s*1 qt$/i, '')} is quoted by this engine's capacity (${p.quantity} qt)`).join('; ')}`;
}

const VEHICLE_SPECIFIC = /\b(Diesel|European|Hybrid)\b/;

const article = (name: string) => (/^[aeiou]/i.test(name) ? 'an' : 'a');

/** Whether the quoted jobs include one the words name ('every brake pad job', 'A/C recharge or A/C diagnosis'). */
function coversAny(jobs: GuideJobContext[], when: string): boolean {
  return when.split(/\s+or\s+|,\s*|\s*\+\s*/).some((part) => {
    const target = targetTokens(part.replace(/\b(every|any|all|each|other|jobs?)\b/g, ' '));
    return (
      target.length > 0 &&
      jobs.some((job) => {
        const have = new Set([job.name, ...job.keywords].flatMap((t) => tokens(canonicalText(t))));
        return target.every((t) => have.has(t));
      })
    );
  });
}

const vehicleName = (v: EngineVehicle) =>
  [v.model_year, v.make, v.model].filter(Boolean).join(' ') || 'vehicle';

function names(lines: Array<{ title?: string; name?: string }>): string {
  return lines.map((l) => l.title ?? l.name).join(', ');
}
