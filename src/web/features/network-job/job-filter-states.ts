import { JOB_FILTER_STATES } from '../../../shared/schemas/job';
import { US_STATES } from '../../../shared/vehicle-identifiers';

export type JobFilterState = (typeof JOB_FILTER_STATES)[number];

/** The states the job filter offers (spec: CA California, MI Michigan, FL Florida). */
export const JOB_STATE_OPTIONS = JOB_FILTER_STATES.map((code) => ({
  code,
  name: US_STATES.find((s) => s.abbreviation === code)?.name ?? code,
}));

export function parseJobFilterState(value: string | null): JobFilterState | undefined {
  return JOB_FILTER_STATES.find((code) => code === value);
}

export function jobStateName(code: JobFilterState): string {
  return JOB_STATE_OPTIONS.find((option) => option.code === code)?.name ?? code;
}
