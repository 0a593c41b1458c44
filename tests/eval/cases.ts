import { readFileSync } from 'node:fs';

// The evaluation sets (README.md in this folder) and how a quote is graded against a case.

export type Kind = 'repair' | 'symptom';

export type Case = {
  id: string;
  kind: Kind;
  concern: string;
  vin: string;
  vehicle: string;
  system: string;
  /** repair: one must be charged. symptom: the likely repair, one must be on the quote. */
  accept: string[];
  /** symptom: titles of the diagnosis a charged labor line must have. */
  diagnose?: string[];
};

/** A message with several requests; each request lists the guide jobs a shop accepts for it. */
export type MultiCase = { id: string; concern: string; vin: string; vehicle: string; requires: string[][] };

export type QuotedLine = {
  title: string;
  suggested: boolean;
  smartJobId?: string;
  system?: string;
  labor: boolean;
};

export type Grade = { ok: boolean; why: string };

const read = <T>(file: string) =>
  JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as { concerns: T[] };

export const SINGLE_SETS = ['concerns.json', 'advisor-concerns.json'] as const;

export function loadSingle(file: string): Case[] {
  return read<Case>(file).concerns;
}

export function loadMulti(): MultiCase[] {
  return read<MultiCase>('multi-concerns.json').concerns;
}

/** 'Brakes - Diagnose' and the like: the line quoted when the guide has no diagnosis for a system. */
const isGenericDiagnosis = (title: string) => / - Diagnose$/.test(title);

export function gradeSingle(
  item: Case,
  lines: QuotedLine[],
  isDiagnostic: (smartJobId: string) => boolean,
): Grade {
  const charged = lines.filter((l) => !l.suggested);
  const chargedJobs = new Set(charged.map((l) => l.smartJobId).filter(Boolean));
  const anyJobs = new Set(lines.map((l) => l.smartJobId).filter(Boolean));
  const chargedLabor = charged.filter((l) => l.labor).map((l) => l.title);
  const summary = `charged [${chargedLabor.join('; ') || 'no labor'}] jobs ${[...chargedJobs].join(', ') || '-'}; suggested ${[...anyJobs].filter((j) => !chargedJobs.has(j)).join(', ') || '-'}`;
  if (item.kind === 'repair') {
    const ok = item.accept.some((id) => chargedJobs.has(id));
    return { ok, why: summary };
  }
  const diagnosed = chargedLabor.some((t) => item.diagnose?.includes(t));
  // The likely repair is a repair: a diagnostic job in accept counts only when it is all there is
  // (the concern asks for the diagnosis itself).
  const repairs = item.accept.filter((id) => !isDiagnostic(id));
  const likely = (repairs.length ? repairs : item.accept).some((id) => anyJobs.has(id));
  return {
    ok: diagnosed && likely,
    why: `${summary}${diagnosed ? '' : '; wrong or no diagnosis'}${likely ? '' : '; likely repair missing'}`,
  };
}

/**
 * A request passes when one of its jobs is charged, or is a suggestion beside a charged diagnosis
 * of the same system (a symptom among the requests, quoted as the diagnosis first).
 */
export function gradeMulti(item: MultiCase, lines: QuotedLine[]): { missing: string[][]; quoted: string[] } {
  const charged = lines.filter((l) => !l.suggested);
  const chargedJobs = new Set(charged.map((l) => l.smartJobId).filter(Boolean) as string[]);
  const diagnosedSystems = new Set(
    charged
      .filter((l) => l.labor && (isGenericDiagnosis(l.title) || /Diagnose|Inspect|Test/.test(l.title)))
      .map((l) => l.system ?? l.title.replace(/ - Diagnose$/, '')),
  );
  const missing = item.requires.filter(
    (accept) =>
      !accept.some(
        (id) =>
          chargedJobs.has(id) ||
          lines.some((l) => l.smartJobId === id && l.system !== undefined && diagnosedSystems.has(l.system)),
      ),
  );
  return { missing, quoted: [...chargedJobs] };
}
