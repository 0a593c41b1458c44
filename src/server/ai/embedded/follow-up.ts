import { formatMoney } from '../../../shared/format';
import { roundMoney } from '../../../shared/money';
import { quoteTotals } from '../../../shared/quote-totals';
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
import { optionForTier, type Tier } from './pricing';

// Follow-ups the embedded engine understands: add a job, remove lines, change a quantity, hours
// or the rate, cheaper or premium parts. Each change makes a new version of the quote.

type Lines = { labor: DraftLaborItem[]; parts: DraftPartItem[] };
type Change = { lines: Lines; said: string; addedJob?: RetrievedContext['guideJobs'][number] };

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
    labor: quote.laborItems.map(({ id: _id, ...l }) => ({ ...l })),
    parts: quote.partItems.map(({ id: _id, ...p }) => ({ ...p })),
  };
  const change =
    removeLines(lines, text) ??
    changeTier(context, lines, text) ??
    changeRate(lines, text) ??
    changeHours(lines, text) ??
    changeQuantity(lines, text) ??
    addWork(context, lines, text);
  if (!change)
    return {
      kind: 'reply',
      reply: `I did not find a change to make in "${message}". ${CAPABILITIES} ${MODEL_HINT}`,
      usage: NO_USAGE,
      modelName: EMBEDDED_MODEL_NAME,
    };
  const before = quoteTotals({ quote_labor_items: quote.laborItems, quote_part_items: quote.partItems });
  const jobNames = [
    ...new Set(
      change.lines.labor
        .concat()
        .filter((l) => !l.is_suggested)
        .map((l) => l.source?.guideJob?.name)
        .filter((n): n is string => !!n),
    ),
  ];
  const title = jobNames.length ? titleFor(jobNames) : quote.title;
  const draft = finishDraft(context, {
    title,
    shortTitle:
      jobNames.length > 1
        ? `${shortTitleFor(jobNames[0]!)} + ${jobNames.length - 1} more`
        : jobNames[0]
          ? shortTitleFor(jobNames[0])
          : quote.shortTitle,
    laborItems: change.lines.labor,
    partItems: change.lines.parts,
    intro: change.said,
    notes: [`The previous version was ${formatMoney(before.total)}.`],
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
  return { kind: 'quote', draft };
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

function changeTier(context: RetrievedContext, lines: Lines, text: string): Change | undefined {
  const tier: Tier | undefined = ECONOMY.test(text) ? 'economy' : PREMIUM.test(text) ? 'premium' : undefined;
  if (!tier || lines.parts.length === 0) return undefined;
  const target = text.replace(ECONOMY, ' ').replace(PREMIUM, ' ');
  const scoped = bestLineMatch({ labor: [], parts: lines.parts }, target).parts;
  const affected = scoped.length ? scoped : lines.parts;
  const changed: string[] = [];
  const parts = lines.parts.map((p) => {
    if (!affected.includes(p) || p.pcdb_part_type_id === null) return p;
    const option = optionForTier(context.catalog[p.pcdb_part_type_id], tier);
    if (!option) return p;
    changed.push(`${p.name} → ${option.brand} ${option.partNumber} ${formatMoney(option.retail)}`);
    return {
      ...p,
      retail: roundMoney(option.retail),
      source: {
        ...p.source,
        kind: 'catalog' as const,
        tier,
        brand: option.brand,
        partNumber: option.partNumber,
      },
    };
  });
  if (changed.length === 0) return undefined;
  return {
    lines: { labor: lines.labor, parts },
    said: `Switched to ${tier === 'economy' ? 'economy aftermarket' : 'premium (OE where available)'} parts: ${changed.join('; ')}.`,
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
    lines: { labor: lines.labor.map((l) => ({ ...l, rate })), parts: lines.parts },
    said: `Labor rate set to ${formatMoney(rate)}/h on every labor line.`,
  };
}

function changeHours(lines: Lines, text: string): Change | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)\b/.exec(text);
  if (!m) return undefined;
  const hours = Number(m[1]);
  if (!(hours >= 0 && hours <= 100)) return undefined;
  const target = text.replace(m[0], ' ');
  let matched = bestLineMatch({ labor: lines.labor, parts: [] }, target).labor;
  if (matched.length === 0)
    matched = lines.labor.filter((l) => !l.is_suggested).slice(0, targetTokens(target).length ? 0 : 1);
  if (matched.length === 0) return undefined;
  const labor = lines.labor.map((l) =>
    matched.includes(l) ? { ...l, hours, source: { ...l.source, kind: 'user' as const } } : l,
  );
  return {
    lines: { labor, parts: lines.parts },
    said: `Set ${matched.map((l) => l.title).join(', ')} to ${hours} h.`,
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
    matched.includes(p) ? { ...p, quantity, source: { ...p.source, kind: 'user' as const } } : p,
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
        labor: lines.labor.map((l) => (take(l) ? { ...l, is_suggested: false } : l)),
        parts: lines.parts.map((p) => (take(p) ? { ...p, is_suggested: false } : p)),
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
    said: `Added ${job.name} (${job.smartJobId}): ${extra.labor.reduce((s, l) => s + l.hours, 0).toFixed(1)} h of labor and ${extra.parts.length} part${extra.parts.length === 1 ? '' : 's'}.`,
    addedJob: job,
  };
}
