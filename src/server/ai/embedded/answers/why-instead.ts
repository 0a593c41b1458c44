import type { CurrentQuote, GuideJobContext, RetrievedContext } from '../../engine';
import { canonicalText } from '../../understand/abbreviations';
import { tokens } from '../../understand/text';
import {
  closestEvidence,
  contextJobs,
  hoursOf,
  type Labor,
  linesAbout,
  lineTotal,
  money,
  type Part,
  sentence,
  subjectOf,
  vehicleName,
} from './quote-facts';
import { type Alternative, noteFor, symptomNote } from './repair-notes';

// 'Why do the rotors need replacing instead of resurfacing?', 'why not just the pads?': why the
// quote does it this way, how often other shops did the same on this kind of vehicle, and what
// the other way would cost when the labor guide has it.

const INSTEAD = /\bwhy\b(.*?)\b(?:instead of|rather than|and not|versus|vs|over)\b(.*)$/;
const WHY_NOT = /\bwhy not\b(?:\s+just)?(.*)$/;
const REPLACED_OPERATIONS = new Set(['R&R', 'Replace']);

export function isWhyInstead(text: string): boolean {
  return INSTEAD.test(text) || WHY_NOT.test(text);
}

export function answerWhyInstead(
  context: RetrievedContext,
  quote: CurrentQuote,
  question: string,
): string | undefined {
  const text = canonicalText(question);
  const instead = INSTEAD.exec(text);
  const other = instead ? instead[2]! : (WHY_NOT.exec(text)?.[1] ?? '');
  const alternative: Alternative = /\b(resurfac\w*|turn\w*|machin\w*|cut\w*)\b/.test(other)
    ? 'resurface'
    : 'none';
  // 'Why not just the pads?' asks about the rest of the pads' job: the lines that are not pads.
  const named = instead ? linesAbout(quote, subjectOf(instead[1]!)) : restOfJob(quote, subjectOf(other));
  const first = named?.labor[0] ?? named?.parts[0];
  if (!named || !first) return undefined;
  const component = componentOf(first);
  const note = noteFor(component);
  const reasons = [note?.insteadOf?.[alternative], symptomNote(note, quote.prompt)];
  const cost = [...named.labor, ...named.parts].reduce((s, l) => s + lineTotal(l), 0);
  const evidence = networkEvidence(context, component, alternative);
  const option =
    alternative === 'resurface' ? resurfaceOption(context, quote, first, component, cost) : undefined;
  const leaveOut =
    alternative === 'none'
      ? `Leaving the ${component} out would take ${money(cost)} off ${first.is_suggested ? 'the suggested repair' : 'the quote'}`
      : undefined;
  return [
    ...reasons,
    evidence,
    option ??
      (alternative === 'resurface'
        ? `The labor guide has no resurfacing operation for this job, so new ${component} at ${money(cost)} are the quoted way`
        : leaveOut),
  ]
    .filter((s): s is string => !!s)
    .map(sentence)
    .join(' ');
}

/** The component a line is about ('Disc Brake Rotors, Front - R&R (Both)' → 'rotors'). */
function componentOf(line: Labor | Part): string {
  const name = 'title' in line ? line.title : line.name;
  const known = /\b(rotors?|pads?|calipers?|drums?|shoes?|hoses?|lines?|filters?|plugs?|belts?)\b/i.exec(
    name,
  )?.[1];
  if (!known) return 'parts';
  return known.toLowerCase().endsWith('s') ? known.toLowerCase() : `${known.toLowerCase()}s`;
}

/** The lines of the named lines' job that are something else ('just the pads' → the rotors). */
function restOfJob(quote: CurrentQuote, words: string) {
  const named = linesAbout(quote, words);
  const other = named?.job.labor.find((l) => !named.labor.includes(l));
  return other ? linesAbout(quote, componentOf(other)) : undefined;
}

const touches = (job: GuideJobContext, component: string) =>
  job.labor.filter((l) => tokens(canonicalText(l.name)).includes(tokens(component)[0] ?? component));

/** 'On Ford F-150s, other shops replaced the rotors in 9 of 12 similar brake jobs and resurfaced them in 3'. */
function networkEvidence(context: RetrievedContext, component: string, alternative: Alternative) {
  const byId = new Map(contextJobs(context).map((j) => [j.id, j]));
  const kinds = context.similarJobs.map((s) => {
    const job = s.guide_job_id ? byId.get(s.guide_job_id) : undefined;
    const ops = job ? touches(job, component) : [];
    const kind = ops.some((o) => REPLACED_OPERATIONS.has(o.operation))
      ? 'replaced'
      : ops.some((o) => o.operation === 'Resurface')
        ? 'resurfaced'
        : job && /\b(brake|pad)/i.test(job.name)
          ? 'left'
          : undefined;
    return { job: s, kind };
  });
  const relevant = kinds.filter((k) => (alternative === 'resurface' ? k.kind && k.kind !== 'left' : k.kind));
  const { jobs, scope } = closestEvidence(
    relevant.map((k) => k.job),
    context.vehicle,
  );
  if (jobs.length === 0) return undefined;
  const kindOf = new Map(relevant.map((k) => [k.job, k.kind]));
  const replaced = jobs.filter((j) => kindOf.get(j) === 'replaced').length;
  const other = jobs.length - replaced;
  const otherWay =
    alternative === 'resurface' ? `resurfaced them in ${other}` : `did the pads alone in ${other}`;
  return `${scope[0]!.toUpperCase()}${scope.slice(1)}, other shops replaced the ${component} in ${replaced} of ${jobs.length} similar jobs${other ? ` and ${otherWay}` : ''}`;
}

/** The guide's resurfacing operation for the same component and position, priced at the quote's rate. */
function resurfaceOption(
  context: RetrievedContext,
  quote: CurrentQuote,
  line: Labor | Part,
  component: string,
  cost: number,
): string | undefined {
  const name = tokens(canonicalText('title' in line ? line.title : line.name));
  const candidates = contextJobs(context)
    .flatMap((j) => touches(j, component))
    .filter((o) => o.operation === 'Resurface');
  const best = candidates
    .map((o) => ({ o, score: tokens(canonicalText(o.name)).filter((t) => name.includes(t)).length }))
    .sort((a, b) => b.score - a.score)[0]?.o;
  if (!best) return undefined;
  const rate = quote.laborItems[0]?.rate ?? context.shop.standard_labor_rate;
  const price = best.motorTime * rate;
  const saving = cost - price;
  return `On this ${vehicleName(context.vehicle)}, resurfacing would be about ${money(price)} (${hoursOf(best.motorTime)} of labor) in place of ${money(cost)} for new ${component}${saving >= 1 ? `, about $${Math.round(saving).toLocaleString('en-US')} less` : ''}, but only if the ${component} measure above their minimum thickness`;
}
