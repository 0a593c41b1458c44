import type { CurrentQuote } from '../../engine';
import {
  hoursOf,
  jobsNamed,
  listOf,
  money,
  plainOperation,
  plainPart,
  type QuoteJob,
  quoteJobs,
  sentence,
  subjectOf,
} from './quote-facts';

/** 'What does the brake job include?': the named job (or the whole quote) operation by operation. */
export function answerIncludes(quote: CurrentQuote, question: string): string {
  const jobs = quoteJobs(quote);
  const named = jobsNamed(jobs, subjectOf(question));
  const namedActive = named.filter((j) => !j.isSuggested);
  const picked = namedActive.length ? namedActive : named.length ? named : jobs.filter((j) => !j.isSuggested);
  const offered = named.length ? [] : jobs.filter((j) => j.isSuggested);
  const described = picked.map(describeJob).join(' ');
  const separately = offered.length
    ? ` Offered separately: ${listOf(offered.map((j) => `${j.name.toLowerCase()} (${money(j.total)})`))}.`
    : '';
  return `${described || 'This quote has no lines yet.'}${separately}`;
}

function describeJob(job: QuoteJob): string {
  const work = listOf(job.labor.map((l) => `${plainOperation(l.title)} (${hoursOf(l.hours)})`));
  const parts = listOf(job.parts.map((p) => `${p.quantity} × ${plainPart(p.name)}`));
  const what = [work, parts ? `${work ? 'with ' : ''}${parts}` : ''].filter(Boolean).join(', ');
  return sentence(
    `the ${job.name.toLowerCase()}${job.isSuggested ? ' (a suggestion, not in the total)' : ''} covers ${what}: ${money(job.total)}`,
  );
}
