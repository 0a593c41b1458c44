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
import { readKnowledgeRules } from './knowledge-rules';
import { bestLineMatch, matchGuideJob } from './match';
import { polish } from './polish';
import { closestJobs, laborStats, optionForTier, partStats, type Tier } from './pricing';

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
    return {
      title: l.name,
      description: polish(l.name, 'Formal'),
      hours: l.motorTime,
      rate: context.shop.standard_labor_rate,
      is_suggested: options.suggested,
      source: {
        kind: 'guide',
        guideJob,
        operation: l.operation,
        similarJobs: stats.count || undefined,
        medianHours: stats.medianHours,
        reason: options.reason,
      },
    };
  });
  const parts = job.parts.map((p): DraftPartItem => {
    const stats = partStats(similar, p.pcdbPartTypeId, p.name);
    const quantity = stats.quantity ?? p.quantity;
    if (options.tier && options.tier !== 'standard') {
      const option = optionForTier(context.catalog[p.pcdbPartTypeId], options.tier);
      if (option)
        return {
          name: p.name,
          quantity,
          retail: roundMoney(option.retail),
          is_suggested: options.suggested,
          pcdb_part_type_id: p.pcdbPartTypeId,
          source: {
            kind: 'catalog',
            guideJob,
            tier: options.tier,
            brand: option.brand,
            partNumber: option.partNumber,
            reason: options.reason,
          },
        };
    }
    if (stats.medianRetail !== undefined)
      return {
        name: p.name,
        quantity,
        retail: stats.medianRetail,
        is_suggested: options.suggested,
        pcdb_part_type_id: p.pcdbPartTypeId,
        source: {
          kind: 'network',
          guideJob,
          similarJobs: stats.count,
          medianRetail: stats.medianRetail,
          tier: 'standard',
          reason: options.reason,
        },
      };
    const option = optionForTier(context.catalog[p.pcdbPartTypeId], 'standard');
    return {
      name: p.name,
      quantity,
      retail: roundMoney(option?.retail ?? p.retail),
      is_suggested: options.suggested,
      pcdb_part_type_id: p.pcdbPartTypeId,
      source: option
        ? {
            kind: 'catalog',
            guideJob,
            tier: 'standard',
            brand: option.brand,
            partNumber: option.partNumber,
            reason: options.reason,
          }
        : { kind: 'guide', guideJob, reason: options.reason },
    };
  });
  return { labor, parts };
}

/** Builds the quote for the best guide job, with suggested add-ons and the shop's knowledge applied. */
export function composeQuote(context: RetrievedContext, options: { tier?: Tier } = {}): QuoteDraft {
  const main = context.guideJobs[0];
  if (!main) return unrecognised(context);
  const rules = readKnowledgeRules([...context.knowledge, ...context.guidelines]);
  const tier = options.tier ?? rules.tier?.tier;
  const lines = linesForJob(context, main, { suggested: false, tier });
  for (const job of context.additionalJobs) {
    const extra = linesForJob(context, job, { suggested: false, tier });
    lines.labor.push(...extra.labor);
    lines.parts.push(...extra.parts);
  }
  const jobNames = [main.name, ...context.additionalJobs.map((j) => j.name)];
  const added: string[] = [];
  for (const companion of companionsToSuggest(context, main).filter((c) => !jobNames.includes(c.job.name))) {
    const extra = linesForJob(context, companion.job, { suggested: true, tier, reason: companion.reason });
    lines.labor.push(...extra.labor);
    lines.parts.push(...extra.parts);
    added.push(companion.job.name);
  }
  const applied: string[] = [];
  for (const offer of rules.offers) {
    const job = matchGuideJob([...context.companionJobs, ...context.guideJobs.slice(1)], offer.what);
    if (!job || jobNames.includes(job.name) || added.includes(job.name)) continue;
    const extra = linesForJob(context, job, {
      suggested: true,
      tier,
      reason: `Shop knowledge: ${offer.entry.title}`,
    });
    lines.labor.push(...extra.labor);
    lines.parts.push(...extra.parts);
    added.push(job.name);
    applied.push(offer.entry.title);
  }
  for (const rule of rules.suggestOnly) {
    const match = bestLineMatch(lines, rule.what);
    for (const line of [...match.labor, ...match.parts]) {
      line.is_suggested = true;
      line.source = {
        ...(line.source ?? { kind: 'knowledge' }),
        reason: `Shop knowledge: ${rule.entry.title}`,
      };
    }
    if (match.labor.length + match.parts.length) applied.push(rule.entry.title);
  }
  if (rules.tier && tier === rules.tier.tier) applied.push(rules.tier.entry.title);
  return finishDraft(context, {
    title: titleFor(jobNames),
    shortTitle: shortTitleForJobs(jobNames),
    laborItems: lines.labor,
    partItems: lines.parts,
    intro: `${introFor(context, main)}${context.additionalJobs.length ? ` Also quoted, as asked: ${context.additionalJobs.map((j) => j.name).join(', ')}.` : ''}`,
    notes: [
      ...(added.length ? [`Suggested add-on${added.length > 1 ? 's' : ''}: ${added.join(', ')}.`] : []),
      ...(applied.length ? [`Shop knowledge applied: ${[...new Set(applied)].join('; ')}.`] : []),
      ...alternatives(context),
    ],
  });
}

function introFor(context: RetrievedContext, main: GuideJobContext): string {
  const codes = context.codes.map((c) => `${c.code} (${c.meaning})`).join(', ');
  const similar = context.similarJobs.filter((j) => j.guide_job_id === main.id);
  const sameModel = similar.filter(
    (j) => j.make === context.vehicle.make && j.model === context.vehicle.model,
  ).length;
  const evidence = similar.length
    ? ` Part prices from ${similar.length} similar network jobs${sameModel ? ` (${sameModel} on a ${context.vehicle.make} ${context.vehicle.model})` : ''}.`
    : '';
  return `${codes ? `${codes}. ` : ''}${main.name} for the ${vehicleLabel(context.vehicle)}: guide times (${main.smartJobId}) at ${formatMoney(context.shop.standard_labor_rate)}/h.${evidence}`;
}

function alternatives(context: RetrievedContext): string[] {
  const others = context.guideJobs.slice(1, 3).map((g) => g.name);
  return others.length ? [`Also considered: ${others.join('; ')}.`] : [];
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
    guideJobs?: Array<{ id: string; score: number }>;
    relatedJobs?: Array<{ id: string; similarity: number }>;
    knowledgeBaseIds?: string[];
    appGuidelineIds?: string[];
  },
): QuoteDraft {
  const totals = quoteTotals({ quote_labor_items: input.laborItems, quote_part_items: input.partItems });
  const hours = input.laborItems.filter((l) => !l.is_suggested).reduce((s, l) => s + l.hours, 0);
  const summary = `Total ${formatMoney(totals.total)}: labor ${formatMoney(totals.labor)} (${Math.round(hours * 10) / 10} h) and parts ${formatMoney(totals.parts)}.`;
  const reply = [input.intro, summary, ...input.notes].join(' ');
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
    knowledgeBaseIds: input.knowledgeBaseIds ?? context.knowledge.map((k) => k.id),
    appGuidelineIds: input.appGuidelineIds ?? context.guidelines.map((g) => g.id),
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
