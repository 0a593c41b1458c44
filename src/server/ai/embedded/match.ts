import type { DraftLaborItem, DraftPartItem, GuideJobContext } from '../engine';
import { canonicalText } from '../understand/abbreviations';
import { tokens } from '../understand/text';

// Finding what an advisor refers to ('the rotors', 'oil change') among quote lines or guide jobs.

const GENERIC = new Set([
  'replace',
  'job',
  'line',
  'item',
  'part',
  'labor',
  'service',
  'one',
  'side',
  'both',
  'set',
  'kit',
]);

export function targetTokens(text: string): string[] {
  return tokens(canonicalText(text)).filter((t) => !GENERIC.has(t));
}

function overlap(target: string[], text: string): number {
  const have = new Set(tokens(canonicalText(text)));
  return target.reduce((n, t) => n + (have.has(t) ? 1 : 0), 0);
}

/** The guide job whose name (or keywords) covers most of the text; at least half of its words. */
export function matchGuideJob(jobs: GuideJobContext[], text: string): GuideJobContext | undefined {
  const target = targetTokens(text);
  if (target.length === 0) return undefined;
  let best: GuideJobContext | undefined;
  let bestScore = 0;
  for (const job of jobs) {
    const score = Math.max(overlap(target, job.name), ...job.keywords.map((k) => overlap(target, k) * 0.9));
    if (score > bestScore) [best, bestScore] = [job, score];
  }
  return bestScore >= Math.max(1, target.length / 2) ? best : undefined;
}

type Lines = { labor: DraftLaborItem[]; parts: DraftPartItem[] };

/** The lines that best match the text (all tied at the best overlap), or none. */
export function bestLineMatch<L extends Lines>(
  lines: L,
  text: string,
): { labor: L['labor']; parts: L['parts'] } {
  const target = targetTokens(text);
  if (target.length === 0) return { labor: [], parts: [] };
  const scoreOf = (name: string, source: DraftLaborItem['source']) =>
    Math.max(overlap(target, name), source?.guideJob ? overlap(target, source.guideJob.name) * 0.5 : 0);
  const laborScores = lines.labor.map((l) => scoreOf(l.title, l.source));
  const partScores = lines.parts.map((p) => scoreOf(p.name, p.source));
  const best = Math.max(0, ...laborScores, ...partScores);
  if (best < Math.max(1, target.length / 2)) return { labor: [], parts: [] };
  return {
    labor: lines.labor.filter((_, i) => laborScores[i] === best),
    parts: lines.parts.filter((_, i) => partScores[i] === best),
  };
}
