import { formatMoney } from '../../../../shared/format';
import { quoteLaborLineTotal, quotePartLineTotal } from '../../../../shared/quote-totals';
import type {
  CurrentQuote,
  EngineVehicle,
  GuideJobContext,
  RetrievedContext,
  SimilarJobContext,
} from '../../engine';
import { canonicalText } from '../../understand/abbreviations';
import { tokens } from '../../understand/text';
import { targetTokens } from '../match';
import { readOperation } from '../polish';

// What the discussion answers are made of, in words an advisor can read to a customer: the
// quote's jobs (its lines grouped by the guide job they come from), plain names for operations
// and parts, and the network's similar jobs closest to this vehicle.

export type Labor = CurrentQuote['laborItems'][number];
export type Part = CurrentQuote['partItems'][number];

export type QuoteJob = {
  name: string;
  labor: Labor[];
  parts: Part[];
  isSuggested: boolean;
  hours: number;
  total: number;
};

const GERUND: Record<string, string> = {
  replace: 'replacing',
  diagnose: 'diagnosing',
  inspect: 'inspecting',
  flush: 'flushing',
  test: 'testing',
  adjust: 'adjusting',
  resurface: 'resurfacing',
  service: 'servicing',
};

export const money = formatMoney;
export const hoursOf = (hours: number) => `${Math.round(hours * 10) / 10} h`;

export function vehicleName(vehicle: EngineVehicle): string {
  return [vehicle.model_year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || 'vehicle';
}

/** 'Disc Brake Pads, Front - R&R' → 'replacing the front disc brake pads'. */
export function plainOperation(name: string): string {
  const { operation, component } = readOperation(name);
  return `${GERUND[operation] ?? 'servicing'} the ${component}`;
}

/** 'Disc Brake Rotor, Front - Coated' → 'front disc brake rotor (coated)'. */
export function plainPart(name: string): string {
  const [head = name, ...details] = name.split(/\s+-\s+/);
  const [first = head, ...rest] = head.split(/,\s*/);
  const words = [...rest, first]
    .join(' ')
    .split(/\s+/)
    .map((w) => (/\d|^[A-Z0-9/]{2,5}$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
  return details.length ? `${words} (${details.join(', ').toLowerCase()})` : words;
}

export function lineTotal(line: Labor | Part): number {
  return 'title' in line ? quoteLaborLineTotal(line) : quotePartLineTotal(line);
}

/** The quote's lines grouped by the guide job they come from (a line without one is its own job). */
export function quoteJobs(quote: CurrentQuote): QuoteJob[] {
  const jobs = new Map<string, QuoteJob>();
  const jobFor = (line: Labor | Part) => {
    const name = line.source?.guideJob?.name ?? ('title' in line ? line.title : 'Other parts');
    const key = `${name}|${line.is_suggested}`;
    const job = jobs.get(key) ?? {
      name,
      labor: [],
      parts: [],
      isSuggested: line.is_suggested,
      hours: 0,
      total: 0,
    };
    jobs.set(key, job);
    job.total += lineTotal(line);
    return job;
  };
  for (const line of quote.laborItems) {
    const job = jobFor(line);
    job.labor.push(line);
    job.hours += line.hours;
  }
  for (const line of quote.partItems) jobFor(line).parts.push(line);
  return [...jobs.values()];
}

const QUESTION_WORDS =
  /\b(why|what|whats|how|is|are|does|do|did|the|this|that|these|those|there|it|they|them|need|needs|needed|necessary|required|really|include|included|includes|cover|covered|in|on|for|of|we|you|i|my|job|quote|instead|rather|than|just|not|replace|install|installed|change|changed|done|doing|here|so|much)\b/g;

/** The words of a question that name something on the quote ('is the flush necessary?' → flush). */
export function subjectOf(text: string): string {
  return canonicalText(text)
    .replace(/[?!.,]/g, ' ')
    .replace(QUESTION_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The quote jobs the words name best (by their name and their lines), or none. */
export function jobsNamed(jobs: QuoteJob[], words: string): QuoteJob[] {
  const target = targetTokens(words);
  if (target.length === 0) return [];
  const score = (job: QuoteJob) => {
    const have = new Set(
      [job.name, ...job.labor.map((l) => l.title), ...job.parts.map((p) => p.name)].flatMap((t) =>
        tokens(canonicalText(t)),
      ),
    );
    return target.filter((t) => have.has(t)).length;
  };
  const best = Math.max(0, ...jobs.map(score));
  return best === 0 ? [] : jobs.filter((j) => score(j) === best);
}

// Words that say what is done rather than to what: 'do we need the rotors replaced' is about rotors.
const OPERATION_WORDS = new Set(['replac', 'install', 'chang', 'repair', 'fix', 'new', 'need']);

/**
 * The lines a question is about: a whole job when its name or every labor line matches
 * ('the flush' → labor and fluid), else the component's lines in that job ('the rotors' → rotor
 * labor and rotor parts, not the pads).
 */
export function linesAbout(
  quote: CurrentQuote,
  words: string,
): { job: QuoteJob; labor: Labor[]; parts: Part[] } | undefined {
  const target = targetTokens(words).filter((t) => !OPERATION_WORDS.has(t));
  if (target.length === 0) return undefined;
  const score = (name: string) => {
    const have = tokens(canonicalText(name));
    return target.filter((t) => have.includes(t)).length;
  };
  const nameOf = (line: Labor | Part) => ('title' in line ? line.title : line.name);
  const jobs = quoteJobs(quote);
  // The best-matching line decides the job (a charged line over a suggestion on a tie).
  const scored = jobs.flatMap((job) =>
    [...job.labor, ...job.parts].map((line) => ({ job, score: score(nameOf(line)) })),
  );
  const best = scored.reduce<(typeof scored)[number] | undefined>(
    (a, b) =>
      !a || b.score > a.score || (b.score === a.score && a.job.isSuggested && !b.job.isSuggested) ? b : a,
    undefined,
  );
  if (!best || best.score === 0) {
    const named = jobsNamed(jobs, target.join(' '));
    const whole = named.find((j) => !j.isSuggested) ?? named[0];
    return whole && { job: whole, labor: whole.labor, parts: whole.parts };
  }
  const { job } = best;
  const labor = job.labor.filter((l) => score(l.title) >= best.score);
  if (labor.length > 0 && labor.length === job.labor.length) return { job, labor, parts: job.parts };
  return { job, labor, parts: job.parts.filter((p) => score(p.name) >= best.score) };
}

/** Every guide job the context knows, once each. */
export function contextJobs(context: RetrievedContext): GuideJobContext[] {
  const all = [
    ...context.guideJobs,
    ...context.additionalJobs,
    ...context.companionJobs,
    ...context.diagnosisJobs,
    ...context.knowledgeJobs,
  ];
  return all.filter((j, i) => all.findIndex((x) => x.id === j.id) === i);
}

/** The similar jobs closest to the vehicle, with the words that say how close ('on Ford F-150s'). */
export function closestEvidence(
  jobs: SimilarJobContext[],
  vehicle: EngineVehicle,
): { jobs: SimilarJobContext[]; scope: string } {
  const sameModel = jobs.filter((j) => j.make === vehicle.make && j.model === vehicle.model);
  if (sameModel.length >= 3) return { jobs: sameModel, scope: `on ${vehicle.make} ${vehicle.model}s` };
  const sameMake = jobs.filter((j) => j.make === vehicle.make);
  if (sameMake.length >= 3) return { jobs: sameMake, scope: `on ${vehicle.make} vehicles` };
  return { jobs, scope: 'across all vehicles' };
}

export function sentence(text: string): string {
  const trimmed = text.trim();
  return `${trimmed[0]?.toUpperCase() ?? ''}${trimmed.slice(1)}${/[.!?]$/.test(trimmed) ? '' : '.'}`;
}

/** 'a, b and c'. */
export function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
