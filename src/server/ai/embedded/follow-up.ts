import { formatHours, formatMoney } from '../../../shared/format';
import { roundMoney, toCents } from '../../../shared/money';
import { chargedHours, chargedUnitPrice } from '../../../shared/quote-totals';
import { followUpReply } from '../carry-over';
import type {
  CurrentQuote,
  DraftLaborItem,
  DraftPartItem,
  FollowUpResult,
  RetrievedContext,
} from '../engine';
import { NO_USAGE } from '../engine';
import { canonicalText } from '../understand/abbreviations';
import {
  EMBEDDED_MODEL_NAME,
  finishDraft,
  linesForJob,
  relatedFor,
  shortTitleFor,
  titleFor,
} from './compose';
import { bestLineMatch, matchGuideJob, targetTokens } from './match';
import { nameForTier, optionForTier, type Tier } from './pricing';

// Follow-ups the embedded engine understands: add a job, remove lines, change a quantity, hours
// or the rate, cheaper or premium parts. Each change makes a new version of the quote in which
// every line starts as the line it was (keptFrom) and only what the request asks changes.

type Lines = { labor: DraftLaborItem[]; parts: DraftPartItem[] };
type Change = { lines: Lines; said: string; addedJob?: RetrievedContext['guideJobs'][number] };
/** A request understood that needs no new version ('the pads are already the premium option'). */
type Answer = { reply: string };
type Outcome = Change | Answer;

/** A line the request changes: it still comes from the same line of the current quote. */
function touch<L extends DraftLaborItem | DraftPartItem>(line: L, changes: Partial<L>, hoursSet = false): L {
  return {
    ...line,
    ...changes,
    keptFrom: line.keptFrom && { ...line.keptFrom, changed: true, ...(hoursSet ? { hoursSet } : {}) },
  };
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const REMOVE =
  /\b(remove|drop|delete|take (off|out)|without|dont need|do not need|no longer need|skip|exclude|leave out|get rid of|declined?|not doing|no)\b\s+(the\s+|a\s+|an\s+)?(.+)/;
const ADD = /\b(add|also|include|plus|throw in|quote|do|and|with|need|needs|wants?)\b\s+(an?\s+|the\s+)?(.+)/;
const ECONOMY =
  /\b(cheaper|cheapest|economy|budget|less expensive|lower (cost|price)|save (some )?money|too (expensive|much|pricey)|value|aftermarket)\b/;
const PREMIUM =
  /\b(premium|oem?|genuine|dealer|best quality|top quality|high(er)? quality|factory|better parts|upgrade)\b/;

export const CAPABILITIES =
  'I can change this quote when you ask: add a job ("also do an oil change"), remove lines ("drop the rotors"), change a quantity ("make it 8 spark plugs") or hours ("set the labor to 2.5 hours"), change the labor rate ("use $150/hr"), or switch to cheaper or premium parts. Turn on discussion mode to ask about the quote (total, hours, what is included, why a line is there).';
const MODEL_HINT =
  'For free-form requests an AI model can be configured by your administrator (AI_PROVIDER).';

export function applyFollowUp(
  context: RetrievedContext,
  quote: CurrentQuote,
  message: string,
): FollowUpResult {
  const text = canonicalText(
    message.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/gi, (w) =>
      String(NUMBER_WORDS[w.toLowerCase()]),
    ),
  );
  const lines: Lines = {
    labor: quote.laborItems.map(({ id, guide_labor_item: _guide, ...l }) => ({
      ...l,
      keptFrom: { id, changed: false },
    })),
    parts: quote.partItems.map(({ id, sourced_part: _sourced, supplierOptions: _options, ...p }) => ({
      ...p,
      keptFrom: { id, changed: false },
    })),
  };
  const change =
    removeLines(lines, text) ??
    changeTier(context, quote, lines, text) ??
    changeRate(lines, text) ??
    changeHours(quote, lines, text) ??
    changeQuantity(lines, text) ??
    addWork(context, lines, text);
  if (!change || 'reply' in change)
    return {
      kind: 'reply',
      reply:
        change?.reply ?? `I did not find a change to make in "${message}". ${CAPABILITIES} ${MODEL_HINT}`,
      usage: NO_USAGE,
      modelName: EMBEDDED_MODEL_NAME,
    };
  const jobNames = chargedJobNames(change.lines.labor);
  // The advisor's title (maybe edited by hand) stays unless the jobs quoted changed.
  const sameJobs = sameNames(jobNames, chargedJobNames(quote.laborItems));
  const title = jobNames.length && !sameJobs ? titleFor(jobNames) : quote.title;
  const draft = finishDraft(context, {
    title,
    shortTitle:
      sameJobs || jobNames.length === 0
        ? quote.shortTitle
        : jobNames.length > 1
          ? `${shortTitleFor(jobNames[0]!)} + ${jobNames.length - 1} more`
          : shortTitleFor(jobNames[0]!),
    laborItems: change.lines.labor,
    partItems: change.lines.parts,
    intro: change.said,
    notes: [],
    guideJobs: change.addedJob
      ? [...quote.guideJobs, { id: change.addedJob.id, score: change.addedJob.score }].filter(
          (g, i, all) => all.findIndex((x) => x.id === g.id) === i,
        )
      : quote.guideJobs,
    relatedJobs: change.addedJob
      ? [...quote.relatedJobs, ...relatedFor(context).slice(0, 3)].filter(
          (j, i, all) => all.findIndex((x) => x.id === j.id) === i,
        )
      : quote.relatedJobs,
    knowledgeBaseIds: quote.knowledgeBaseIds,
    appGuidelineIds: quote.appGuidelineIds,
  });
  // The message is what changed and the true totals of both versions (guide times and supplier
  // prices carried over), not a summary of the draft's own figures.
  return { kind: 'quote', draft: { ...draft, reply: followUpReply(change.said, quote, draft) } };
}

function chargedJobNames(labor: DraftLaborItem[]): string[] {
  return [
    ...new Set(
      labor
        .filter((l) => !l.is_suggested)
        .map((l) => l.source?.guideJob?.name)
        .filter((n): n is string => !!n),
    ),
  ];
}

function sameNames(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((name) => b.includes(name));
}

function names(match: Lines): string {
  return [...match.labor.map((l) => l.title), ...match.parts.map((p) => p.name)].join(', ');
}

function removeLines(lines: Lines, text: string): Change | undefined {
  const m = REMOVE.exec(text);
  if (!m) return undefined;
  const match = bestLineMatch(lines, m[4]!);
  if (match.labor.length + match.parts.length === 0) return undefined;
  return {
    lines: {
      labor: lines.labor.filter((l) => !match.labor.includes(l)),
      parts: lines.parts.filter((p) => !match.parts.includes(p)),
    },
    said: `Removed ${names(match)}.`,
  };
}

// Words around a tier that name no part ('use premium parts', 'switch to economy please').
const NOT_A_PART = new Set(
  targetTokens(
    'use using switch swap go change make put give prefer instead all everything whole quote quality option options brand brands price prices cost them it one ones stuff',
  ),
);

/**
 * Cheaper or premium parts: the lines named ('premium pads'), else every charged part. A line
 * moves only to an option of its part type that is not dearer (economy) or not cheaper (premium)
 * than what it is charged now; a sourced line picks among its supplier's parts and stays sourced.
 */
function changeTier(
  context: RetrievedContext,
  quote: CurrentQuote,
  lines: Lines,
  text: string,
): Outcome | undefined {
  const tier: Tier | undefined = ECONOMY.test(text) ? 'economy' : PREMIUM.test(text) ? 'premium' : undefined;
  if (!tier || lines.parts.length === 0) return undefined;
  const target = text.replace(ECONOMY, ' ').replace(PREMIUM, ' ');
  const scoped = bestLineMatch({ labor: [], parts: lines.parts }, target).parts;
  const named = targetTokens(target).filter((t) => !NOT_A_PART.has(t));
  if (scoped.length === 0 && named.length > 0)
    return {
      reply: `None of the parts on this quote is the one you named, so nothing was switched to ${tier} parts.`,
    };
  const affected = scoped.length ? scoped : lines.parts.filter((p) => !p.is_suggested);
  const current = new Map(quote.partItems.map((p) => [p.id, p]));
  const changed: string[] = [];
  const kept: string[] = [];
  const parts = lines.parts.map((p) => {
    if (!affected.includes(p)) return p;
    const from = p.keptFrom ? current.get(p.keptFrom.id) : undefined;
    const price = from ? chargedUnitPrice(from) : p.retail;
    // A sourced line stays with its supplier when the supplier offers the part type at all.
    const supplier = from?.sourced_part && from.supplierOptions?.length ? from.sourced_part : null;
    const options = supplier
      ? from?.supplierOptions
      : p.pcdb_part_type_id === null
        ? undefined
        : context.catalog[p.pcdb_part_type_id];
    if (!options?.length) {
      kept.push(`I have no other options for ${p.name}, so it stays as it is.`);
      return p;
    }
    const option = optionForTier(options, tier, price);
    const partNumber = from?.sourced_part?.partNumber ?? p.source?.partNumber;
    if (!option || option.partNumber === partNumber) {
      const own = options.find((o) => o.partNumber === partNumber);
      const which = own ? ` (${own.isOe ? 'OE ' : ''}${own.brand})` : '';
      kept.push(
        `${p.name} is already the ${tier} option at ${formatMoney(price)}${which}, so it stays as it is.`,
      );
      return p;
    }
    const name = nameForTier(p.name, tier, option);
    const each = p.quantity === 1 ? '' : ' each';
    changed.push(
      `${p.name} is now ${name} at ${formatMoney(option.retail)}${each} (was ${formatMoney(price)})${supplier ? `, sourced from ${supplier.supplier_name}` : ''}`,
    );
    return touch(p, {
      name,
      retail: roundMoney(option.retail),
      source: {
        kind: 'catalog',
        guideJob: p.source?.guideJob,
        tier,
        brand: option.brand,
        partNumber: option.partNumber,
        reason: p.source?.reason,
      },
    });
  });
  if (changed.length === 0)
    return {
      reply: kept.join(' ') || `There are no charged parts on this quote to switch to ${tier} parts.`,
    };
  return {
    lines: { labor: lines.labor, parts },
    said: [`Switched to ${tier} parts: ${changed.join('; ')}.`, ...kept].join(' '),
  };
}

function changeRate(lines: Lines, text: string): Change | undefined {
  const m =
    /\$?\s?(\d+(?:\.\d+)?)\s*(?:\/|per|an|a)\s*(?:h|hr|hour)\b/.exec(text) ??
    /\b(?:labor )?rate\b[^\d]{0,10}\$?\s?(\d+(?:\.\d+)?)/.exec(text);
  if (!m) return undefined;
  const rate = Number(m[1]);
  if (!(rate > 0 && rate < 1000)) return undefined;
  return {
    lines: {
      labor: lines.labor.map((l) => (toCents(l.rate) === toCents(rate) ? l : touch(l, { rate }))),
      parts: lines.parts,
    },
    said: `Labor rate set to ${formatMoney(rate)}/h on every labor line.`,
  };
}

function changeHours(quote: CurrentQuote, lines: Lines, text: string): Outcome | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)\b/.exec(text);
  if (!m) return undefined;
  const hours = Number(m[1]);
  if (!(hours >= 0 && hours <= 100)) return undefined;
  const target = text.replace(m[0], ' ');
  let matched = bestLineMatch({ labor: lines.labor, parts: [] }, target).labor;
  if (matched.length === 0)
    matched = lines.labor.filter((l) => !l.is_suggested).slice(0, targetTokens(target).length ? 0 : 1);
  if (matched.length === 0) return undefined;
  // A line already charged these hours (its own, or its guide time) has nothing to change.
  const current = new Map(quote.laborItems.map((l) => [l.id, l]));
  const charged = (l: DraftLaborItem) => {
    const from = l.keptFrom ? current.get(l.keptFrom.id) : undefined;
    return from ? chargedHours(from) : l.hours;
  };
  const toSet = matched.filter((l) => toCents(charged(l)) !== toCents(hours));
  if (toSet.length === 0)
    return {
      reply: `${matched.map((l) => l.title).join(', ')} is already charged at ${formatHours(hours)} h.`,
    };
  const labor = lines.labor.map((l) =>
    toSet.includes(l) ? touch(l, { hours, source: { ...l.source, kind: 'user' as const } }, true) : l,
  );
  return {
    lines: { labor, parts: lines.parts },
    said: `Set ${toSet.map((l) => l.title).join(', ')} to ${formatHours(hours)} h.`,
  };
}

function changeQuantity(lines: Lines, text: string): Change | undefined {
  const m = /\b(\d{1,3})\b/.exec(text);
  if (!m) return undefined;
  const quantity = Number(m[1]);
  if (!(quantity >= 1 && quantity <= 999)) return undefined;
  const target = text.replace(m[0], ' ');
  const matched = bestLineMatch({ labor: [], parts: lines.parts }, target).parts;
  if (matched.length === 0) return undefined;
  const parts = lines.parts.map((p) =>
    matched.includes(p) ? touch(p, { quantity, source: { ...p.source, kind: 'user' as const } }) : p,
  );
  return {
    lines: { labor: lines.labor, parts },
    said: `Quantity of ${matched.map((p) => p.name).join(', ')} set to ${quantity}.`,
  };
}

function addWork(context: RetrievedContext, lines: Lines, text: string): Change | undefined {
  const m = ADD.exec(text);
  const target = m ? m[3]! : text;
  const suggested: Lines = {
    labor: lines.labor.filter((l) => l.is_suggested),
    parts: lines.parts.filter((p) => p.is_suggested),
  };
  const wantsSuggested = /\bsuggest(ed|ion|ions)?\b/.test(text);
  const fromSuggested = wantsSuggested ? suggested : bestLineMatch(suggested, target);
  const jobs = new Set(
    [...fromSuggested.labor, ...fromSuggested.parts]
      .map((l) => l.source?.guideJob?.smartJobId)
      .filter(Boolean),
  );
  if (fromSuggested.labor.length + fromSuggested.parts.length > 0) {
    // Taking a suggested job takes all its lines.
    const take = (l: DraftLaborItem | DraftPartItem) =>
      l.is_suggested && (wantsSuggested || jobs.has(l.source?.guideJob?.smartJobId));
    return {
      lines: {
        labor: lines.labor.map((l) => (take(l) ? touch(l, { is_suggested: false }) : l)),
        parts: lines.parts.map((p) => (take(p) ? touch(p, { is_suggested: false }) : p)),
      },
      said: `Added the suggested ${[...new Set([...fromSuggested.labor, ...fromSuggested.parts].map((l) => l.source?.guideJob?.name ?? l.source?.note ?? 'items'))].join(', ')} to the quote.`,
    };
  }
  const job =
    matchGuideJob(context.guideJobs, target) ??
    (m || context.guideJobs[0]?.score ? context.guideJobs[0] : undefined);
  if (!job) return undefined;
  if (lines.labor.some((l) => !l.is_suggested && l.source?.guideJob?.smartJobId === job.smartJobId))
    return undefined;
  const extra = linesForJob(context, job, { suggested: false });
  const kept: Lines = {
    labor: lines.labor.filter((l) => !(l.is_suggested && l.source?.guideJob?.smartJobId === job.smartJobId)),
    parts: lines.parts.filter((p) => !(p.is_suggested && p.source?.guideJob?.smartJobId === job.smartJobId)),
  };
  return {
    lines: { labor: [...kept.labor, ...extra.labor], parts: [...kept.parts, ...extra.parts] },
    said: `Added ${job.name}: ${extra.labor.reduce((s, l) => s + l.hours, 0).toFixed(1)} h of labor and ${extra.parts.length} part${extra.parts.length === 1 ? '' : 's'}.`,
    addedJob: job,
  };
}
