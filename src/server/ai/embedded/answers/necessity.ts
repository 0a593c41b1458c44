import { quoteTotals } from '../../../../shared/quote-totals';
import type { CurrentQuote } from '../../engine';
import { FINDS_THE_CAUSE, LIKELY_REPAIR } from '../diagnosis-first';
import { hoursOf, type Labor, linesAbout, lineTotal, money, sentence, subjectOf } from './quote-facts';
import { noteFor } from './repair-notes';

/** 'Is the flush necessary?', 'why is the flush there?': required or suggested, why, and what it costs. */
export function answerNecessity(quote: CurrentQuote, question: string): string | undefined {
  const subject = subjectOf(question);
  const about = linesAbout(quote, subject);
  const first = about?.labor[0] ?? about?.parts[0];
  if (!about || !first) return undefined;
  const lines = [...about.labor, ...about.parts];
  const thing = `the ${subject}`;
  const plural = /[^s]s$/.test(subject);
  const job = about.job.name.toLowerCase();
  const why = noteFor(`${subject} ${'title' in first ? first.title : first.name}`)?.why;
  const cost = lines.reduce((s, l) => s + lineTotal(l), 0);
  const hours = about.labor.reduce((s, l) => s + l.hours, 0);
  const price = `${money(cost)}${hours ? ` (${hoursOf(hours)} of labor${about.parts.length ? ' plus parts' : ''})` : ''}`;
  // A 'why' question gets the reason, not a yes or a no.
  const isWhy = /^\s*why\b/i.test(question);
  const say = (...sentences: Array<string | undefined>) =>
    sentences
      .filter((s): s is string => !!s)
      .map((s, i) => (i === 0 && isWhy ? s.replace(/^(Yes|No|Not yet)[,:]\s*/, '') : s))
      .map(sentence)
      .join(' ');

  if (first.source?.reason === FINDS_THE_CAUSE)
    return say(
      `Yes: the ${job} comes first so the cause is confirmed before any parts are replaced`,
      noteFor('inspect')?.why,
      `It is ${price}`,
    );
  if (lines.every((l) => l.is_suggested)) {
    if (first.source?.reason === LIKELY_REPAIR)
      return say(
        `Not yet: ${thing} ${plural ? 'are' : 'is'} part of the ${job}, the likely repair, listed as a suggestion until the diagnosis confirms it`,
        why,
        `If it is confirmed, ${plural ? 'they add' : 'it adds'} ${price}`,
      );
    const total = quoteTotals({
      quote_labor_items: quote.laborItems,
      quote_part_items: quote.partItems,
    }).total;
    return say(
      `No, ${thing} ${plural ? 'are' : 'is'} a suggestion and not part of the ${money(total)} total`,
      offeredBecause(first.source),
      why,
      `Adding ${plural ? 'them' : 'it'} would cost ${price}`,
    );
  }
  const similar = first.source?.similarJobs;
  return say(
    `Yes, ${thing} ${plural ? 'are' : 'is'} part of the ${job}, the repair this concern points to`,
    why,
    similar
      ? `${similar} similar job${similar === 1 ? '' : 's'} at other shops did the same work`
      : undefined,
    `On this quote ${plural ? 'they come' : 'it comes'} to ${price}`,
  );
}

/** Why a suggestion is on the quote, from its provenance, in a customer's words. */
function offeredBecause(source: Labor['source']): string | undefined {
  if (source?.entry)
    return source.entry.level === 'shop'
      ? `It is offered because of your shop's note "${source.entry.title}"${source.reason ? `: ${source.reason.toLowerCase()}` : ''}`
      : `It is offered because of the guideline "${source.entry.title}"`;
  const share = /^Done with (\d+)% of these jobs in the network$/.exec(source?.reason ?? '');
  if (share) return `It is offered because other shops do it with ${share[1]}% of these jobs`;
  const often = /^Often done with (.+)$/.exec(source?.reason ?? '');
  if (often) return `It is offered because it is often done with ${often[1]}`;
  return source?.reason ? `It is offered because: ${source.reason.toLowerCase()}` : undefined;
}
