import { formatMoney } from '../../../shared/format';
import { roundMoney } from '../../../shared/money';
import { quoteTotals } from '../../../shared/quote-totals';
import type {
  DraftLaborItem,
  DraftPartItem,
  EngineVehicle,
  GuideJobContext,
  QuoteDraft,
  RetrievedContext,
} from '../engine';
import { NO_USAGE } from '../engine';
import { shopLaborRate } from '../labor-rate';
import { oilNameFor } from '../oil-change';
import { withChecklist } from '../reply';
import { partQuantity } from '../vehicle-quantities';
import { situationOf } from './entry-scope';
import { applyKnowledge } from './knowledge-apply';
import { readKnowledgeRules, rulesHolding, tierRuleFor } from './knowledge-rules';
import { polish } from './polish';
import { closestJobs, laborStats, optionForTier, partStats, standardOption, type Tier } from './pricing';
import { entriesOf, type QuotePlan } from './quote-plan';

export const EMBEDDED_MODEL_NAME = 'Embedded quote engine 1.0';
const COMPANION_SHARE = 0.3;

export function vehicleLabel(v: EngineVehicle): string {
  return [v.model_year, v.make, v.model].filter(Boolean).join(' ') || v.vin;
}

/** 'Front Brake Pads and Rotors Replacement' → 'Front Brake Pads and Rotors'. */
export function shortTitleFor(name: string): string {
  const short = name
    .replace(/\s+-\s+(one side|one cylinder|all|complete assemblies)$/i, '')
    .replace(/\s+(replacement|service)$/i, '')
    .trim();
  return short.length > 48 ? `${short.slice(0, 45).trimEnd()}…` : short;
}

export function titleFor(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'Quote';
  if (names.length === 2) return `${names[0]} + ${shortTitleFor(names[1]!)}`;
  return `${names[0]} + ${names.length - 1} more jobs`;
}

export function shortTitleForJobs(names: string[]): string {
  const shorts = names.map(shortTitleFor);
  return shorts.length <= 2 ? shorts.join(' + ') : `${shorts[0]} + ${shorts.length - 1} more`;
}

/** The labor and part lines of one guide job for this vehicle, priced from the network or catalogue. */
export function linesForJob(
  context: RetrievedContext,
  job: GuideJobContext,
  options: { suggested: boolean; tier?: Tier; reason?: string },
): { labor: DraftLaborItem[]; parts: DraftPartItem[] } {
  const similar = closestJobs(
    context.similarJobs.filter((j) => j.guide_job_id === job.id),
    context.vehicle,
  );
  const guideJob = { smartJobId: job.smartJobId, name: job.name };
  const labor = job.labor.map((l): DraftLaborItem => {
    const stats = laborStats(similar, l.name);
    const rate = shopLaborRate(context.shop, l.motorTime);
    return {
      title: l.name,
      description: polish(l.name, 'Formal'),
      hours: l.motorTime,
      rate: rate.rate,
      is_suggested: options.suggested,
      source: {
        ...rate.source,
        kind: 'guide',
        guideJob,
        operation: l.operation,
        operationName: l.name,
        similarJobs: stats.count || undefined,
        medianHours: stats.medianHours,
        reason: options.reason,
      },
    };
  });
  const parts = job.parts.map((p): DraftPartItem => {
    const stats = partStats(similar, p.pcdbPartTypeId, p.name);
    // The vehicle and the request set plugs, oil, rotors…; the network's quantity only fills in.
    const { quantity, note: quantityNote } = partQuantity({
      part: p,
      vehicle: context.vehicle,
      request: job.request ?? context.concern,
      network: stats,
    });
    const line = {
      name: oilNameFor(p.name, context.vehicle),
      quantity,
      is_suggested: options.suggested,
      pcdb_part_type_id: p.pcdbPartTypeId,
    };
    // A catalogue part is priced as sourcing will price it (cost through the shop's parts
    // matrix, decision 030); the network's median stays beside it as evidence.
    const tier = options.tier ?? 'standard';
    const offered = context.catalog[p.pcdbPartTypeId];
    const option = tier === 'standard' ? standardOption(offered, p.retail) : optionForTier(offered, tier);
    const network =
      stats.medianRetail === undefined ? {} : { similarJobs: stats.count, medianRetail: stats.medianRetail };
    if (option)
      return {
        ...line,
        retail: roundMoney(option.retail),
        source: {
          kind: 'catalog',
          guideJob,
          tier,
          brand: option.brand,
          partNumber: option.partNumber,
          ...network,
          reason: options.reason,
          quantityNote,
        },
      };
    // No catalogue part of this type fits the make: what other shops charged, else the guide's price.
    if (stats.medianRetail !== undefined)
      return {
        ...line,
        retail: stats.medianRetail,
        source: {
          kind: 'network',
          guideJob,
          ...network,
          tier: 'standard',
          reason: options.reason,
          quantityNote,
        },
      };
    return {
      ...line,
      retail: roundMoney(p.retail),
      source: { kind: 'guide', guideJob, reason: options.reason, quantityNote },
    };
  });
  return { labor, parts };
}

/** Builds the quote for the best guide job, with suggested add-ons and the shop's knowledge applied. */
export function composeQuote(
  context: RetrievedContext,
  options: { tier?: Tier; now?: Date } = {},
): QuoteDraft {
  const main = context.guideJobs[0];
  if (!main) return unrecognised(context);
  const now = options.now ?? new Date();
  // Only the notes whose scope holds for this vehicle, date and mileage shape the quote.
  const rules = rulesHolding(readKnowledgeRules(entriesOf(context)), situationOf(context, now));
  const tierOf = (job: GuideJobContext) => options.tier ?? tierRuleFor(rules.tier, job)?.tier;
  const plan: QuotePlan = {
    lines: linesForJob(context, main, { suggested: false, tier: tierOf(main) }),
    linesFor: (job, o) => linesForJob(context, job, { ...o, tier: tierOf(job) }),
    jobs: [main, ...context.additionalJobs],
    suggested: [],
    explained: [],
    tierOf,
    extraGuideJobs: [],
  };
  for (const job of context.additionalJobs) {
    const extra = linesForJob(context, job, { suggested: false, tier: tierOf(job) });
    plan.lines.labor.push(...extra.labor);
    plan.lines.parts.push(...extra.parts);
  }
  const asked = plan.jobs.map((j) => j.name);
  for (const companion of companionsToSuggest(context, main).filter((c) => !asked.includes(c.job.name))) {
    const extra = plan.linesFor(companion.job, { suggested: true, reason: companion.reason });
    plan.lines.labor.push(...extra.labor);
    plan.lines.parts.push(...extra.parts);
    plan.suggested.push(companion.job.name);
  }
  const applied = applyKnowledge(context, plan, rules, now);
  const quoted = plan.jobs.map((j) => j.name);
  const titled = plan.diagnosis ? [plan.diagnosis.name, ...quoted.slice(1)] : quoted;
  const addOns = plan.suggested.filter(
    (name) => name !== plan.diagnosis?.repair && name !== plan.diagnosis?.alternative,
  );
  return finishDraft(context, {
    title: titleFor(titled),
    shortTitle: shortTitleForJobs(titled),
    laborItems: plan.lines.labor,
    partItems: plan.lines.parts,
    intro: introFor(context, plan),
    notes: addOns.length ? [`Suggested: ${addOns.join(', ')}.`] : [],
    checklist: applied.checklist,
    // The concern's own job stays first: the guide card and the evaluation read it as the primary job.
    guideJobs: [...context.guideJobs, ...context.additionalJobs, ...plan.extraGuideJobs]
      .filter((g, i, all) => all.findIndex((x) => x.id === g.id) === i)
      .map((g) => ({ id: g.id, score: g.score })),
    knowledgeBaseIds: applied.entries.filter((e) => e.level === 'shop').map((e) => e.id),
    appGuidelineIds: applied.entries.filter((e) => e.level === 'app').map((e) => e.id),
  });
}

/**
 * What is quoted, for which vehicle: the diagnosis first with the repair it may confirm, or the
 * job as asked, and the other requests of the message. Provenance is in each line's tooltip.
 */
function introFor(context: RetrievedContext, plan: QuotePlan): string {
  const codes = context.codes.map((c) => `${c.code} (${c.meaning})`).join(', ');
  const vehicle = vehicleLabel(context.vehicle);
  const asked = plan.jobs.slice(1).map((j) => j.name);
  const also = asked.length ? ` Also quoted, as asked: ${asked.join(', ')}.` : '';
  const lead = codes ? `${codes}. ` : '';
  const diagnosis = plan.diagnosis;
  if (diagnosis) {
    const likely = diagnosis.repair
      ? `${diagnosis.repair.toLowerCase()}${diagnosis.repairTotal ? ` (about ${formatMoney(diagnosis.repairTotal)})` : ''}`
      : '';
    const repair = !likely
      ? ''
      : diagnosis.alternative
        ? ` The likely repairs, ${likely} or ${diagnosis.alternative.toLowerCase()}, are listed as suggestions until the diagnosis confirms one.`
        : ` The likely repair, ${likely}, is listed as a suggestion until the diagnosis confirms it.`;
    return `${lead}${diagnosis.name} for the ${vehicle} first (${diagnosis.hours} h).${repair}${also}`;
  }
  return `${lead}${plan.jobs[0]!.name} for the ${vehicle}.${also}`;
}

function companionsToSuggest(context: RetrievedContext, main: GuideJobContext) {
  const picked: Array<{ job: GuideJobContext; reason: string }> = [];
  for (const stat of context.companionStats) {
    const job = context.companionJobs.find((j) => j.id === stat.guideJobId);
    if (job && stat.share >= COMPANION_SHARE)
      picked.push({ job, reason: `Done with ${Math.round(stat.share * 100)}% of these jobs in the network` });
  }
  for (const smartJobId of main.companions) {
    const job = context.companionJobs.find((j) => j.smartJobId === smartJobId);
    if (job && !picked.some((p) => p.job.id === job.id) && picked.length < 2)
      picked.push({ job, reason: `Often done with ${main.name.toLowerCase()}` });
  }
  return picked.slice(0, 2);
}

export function finishDraft(
  context: RetrievedContext,
  input: {
    title: string;
    shortTitle: string;
    laborItems: DraftLaborItem[];
    partItems: DraftPartItem[];
    intro: string;
    notes: string[];
    /** What the shop's notes and guidelines ask of the advisor, shown under the message. */
    checklist?: string[];
    guideJobs?: Array<{ id: string; score: number }>;
    relatedJobs?: Array<{ id: string; similarity: number }>;
    knowledgeBaseIds?: string[];
    appGuidelineIds?: string[];
  },
): QuoteDraft {
  const totals = quoteTotals({ quote_labor_items: input.laborItems, quote_part_items: input.partItems });
  const hours =
    Math.round(input.laborItems.filter((l) => !l.is_suggested).reduce((s, l) => s + l.hours, 0) * 10) / 10;
  const summary = totals.parts
    ? `Labor and parts ${formatMoney(totals.total)}: labor ${formatMoney(totals.labor)} (${hours} h) and parts ${formatMoney(totals.parts)}, before the shop's fees and tax.`
    : `Labor ${formatMoney(totals.total)} for ${hours} h, before the shop's fees and tax.`;
  const reply = withChecklist([input.intro, summary, ...input.notes].join(' '), input.checklist ?? []);
  const output = {
    title: input.title,
    shortTitle: input.shortTitle,
    laborItems: input.laborItems,
    partItems: input.partItems,
  };
  return {
    ...output,
    reply,
    guideJobs:
      input.guideJobs ??
      [...context.guideJobs, ...context.additionalJobs].map((g) => ({ id: g.id, score: g.score })),
    relatedJobs: input.relatedJobs ?? relatedFor(context),
    // Only entries that changed the quote are kept with it; retrieved is not the same as used.
    knowledgeBaseIds: input.knowledgeBaseIds ?? [],
    appGuidelineIds: input.appGuidelineIds ?? [],
    promptFull: describeContext(context),
    outputText: JSON.stringify(output, null, 2),
    usage: NO_USAGE,
    modelName: EMBEDDED_MODEL_NAME,
  };
}

export function relatedFor(context: RetrievedContext) {
  const main = context.guideJobs[0]?.id;
  return [...context.similarJobs]
    .sort(
      (a, b) =>
        Number(b.guide_job_id === main) - Number(a.guide_job_id === main) || b.similarity - a.similarity,
    )
    .slice(0, 5)
    .map((j) => ({ id: j.id, similarity: j.similarity }));
}

/** The assembled context, stored as prompt_full so an admin can see what the quote was built from. */
export function describeContext(context: RetrievedContext): string {
  const v = context.vehicle;
  return [
    `Concern: ${context.concern}`,
    `Understood as: ${context.normalizedConcern}`,
    `Vehicle: ${vehicleLabel(v)} ${v.trim ?? ''} (VIN ${v.vin}; ${v.engine_cylinders ?? '?'} cyl ${v.displacement_l ?? '?'} L; ${v.drive_type ?? 'drive unknown'}; ${v.fuel_type_primary ?? 'fuel unknown'})`,
    `Shop: ${context.shop.name}, labor rate ${formatMoney(context.shop.standard_labor_rate)}/h`,
    'Guide jobs (score):',
    ...context.guideJobs.map(
      (g) =>
        `- ${g.smartJobId} ${g.name} (${g.score}): ${g.labor.map((l) => `${l.name} ${l.motorTime} h`).join('; ')}`,
    ),
    `Similar network jobs: ${context.similarJobs.length}`,
    ...context.companionStats.map(
      (c) => `Companion ${c.guideJobId}: ${Math.round(c.share * 100)}% of ${c.orders} orders`,
    ),
    ...context.knowledge.map((k) => `Shop knowledge: ${k.title}: ${k.description}`),
    ...context.guidelines.map((g) => `Guideline: ${g.title}: ${g.description}`),
  ].join('\n');
}

function unrecognised(context: RetrievedContext): QuoteDraft {
  const reply = `I could not match "${context.concern}" to a repair in the labor guide for the ${vehicleLabel(context.vehicle)}. Describe the symptom (what, where, when: "grinding noise front when braking"), give a trouble code (P0420), or name the job ("front brake pads", "oil change").`;
  return {
    title: '',
    shortTitle: '',
    laborItems: [],
    partItems: [],
    reply,
    guideJobs: [],
    relatedJobs: [],
    knowledgeBaseIds: [],
    appGuidelineIds: [],
    promptFull: describeContext(context),
    outputText: '',
    usage: NO_USAGE,
    modelName: EMBEDDED_MODEL_NAME,
  };
}
