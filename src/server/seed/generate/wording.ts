import type { GuideJobSpec } from '../catalog/types';
import type { Random } from './random';

const DTC = /^[PBCU][0-9A-F]{4}$/i;

const CONCERN_TEMPLATES = [
  'Customer states {k}.',
  'Cust reports {k}, started about a week ago.',
  'Customer says {k} on the way to work.',
  '{K}. Please inspect and advise.',
  'Customer concerned about {k}.',
  'Customer states {k} and wants an estimate.',
];

const DTC_TEMPLATES = [
  'Check engine light on. Customer had codes read: {k}.',
  'CEL on, stored code {k}.',
  'Customer states check engine light came on; parts store read {k}.',
];

/** What the customer said, in the advisor's shorthand. */
export function concernFor(random: Random, job: GuideJobSpec): string {
  const keyword = random.pick(job.keywords);
  if (DTC.test(keyword)) return random.pick(DTC_TEMPLATES).replace('{k}', keyword.toUpperCase());
  const text = keyword.trim().replace(/\.$/, '');
  return random
    .pick(CONCERN_TEMPLATES)
    .replace('{k}', text.toLowerCase())
    .replace('{K}', text.charAt(0).toUpperCase() + text.slice(1));
}

export function findingFor(random: Random, job: GuideJobSpec): string {
  return random.pick(job.findings);
}

const ABBREVIATIONS: Array<[RegExp, string[]]> = [
  [/\bReplacement\b/, ['Replace', 'R&R', 'Replacement']],
  [/\bFront\b/, ['Front', 'Frt', 'F']],
  [/\bRear\b/, ['Rear', 'Rr', 'R']],
  [/\band\b/, ['and', '&']],
  [/\bDiagnosis\b/, ['Diagnosis', 'Diag', 'Diagnostic']],
];

/** Shops write the same job in slightly different words; most keep the guide's name. */
export function titleVariant(random: Random, name: string): string {
  if (random.chance(0.7)) return name;
  let title = name;
  for (const [pattern, choices] of ABBREVIATIONS) {
    if (pattern.test(title)) title = title.replace(pattern, random.pick(choices));
  }
  return title;
}
