import type { CurrentQuote } from '../../engine';
import { LIKELY_REPAIR } from '../diagnosis-first';
import { hoursOf, listOf, plainOperation, quoteJobs } from './quote-facts';

/** 'How long will it take?': the labor time by operation, what other shops logged, what suggestions add. */
export function answerDuration(quote: CurrentQuote): string {
  const jobs = quoteJobs(quote);
  const active = jobs.filter((j) => !j.isSuggested).flatMap((j) => j.labor);
  if (active.length === 0) return 'This quote has no labor on it, so there is no shop time to wait for.';
  const hours = active.reduce((s, l) => s + l.hours, 0);
  const steps = listOf(active.map((l) => `${hoursOf(l.hours)} for ${plainOperation(l.title)}`));
  const medians = active.map((l) => l.source?.medianHours);
  const network = medians.every((m) => m !== undefined)
    ? ` Other shops logged about ${hoursOf(medians.reduce((s, m) => s + (m ?? 0), 0))} for the same work on similar vehicles.`
    : '';
  const likely = jobs.find((j) => j.isSuggested && j.labor.some((l) => l.source?.reason === LIKELY_REPAIR));
  const others = jobs.filter((j) => j.isSuggested && j !== likely && j.hours > 0);
  const after = [
    likely
      ? ` If the diagnosis confirms it, ${likely.name.toLowerCase()} adds ${hoursOf(likely.hours)}.`
      : '',
    others.length
      ? ` The suggested ${listOf(others.map((j) => j.name.toLowerCase()))} would add ${hoursOf(others.reduce((s, j) => s + j.hours, 0))}.`
      : '',
  ].join('');
  const total =
    active.length > 1 ? `The labor comes to ${hoursOf(hours)}: ${steps}.` : `The labor is ${steps}.`;
  return `${total}${network}${after}`;
}
