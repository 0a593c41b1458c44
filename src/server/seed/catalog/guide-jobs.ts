import { z } from 'zod';
import { loadCatalogJson } from './load';
import { type GuideJobSpec, guideJobSpecSchema } from './types';

// One file a topic, in system order; a file's `about` says what it holds.
const GUIDE_JOB_FILES = [
  'brakes',
  'brake-repair',
  'brake-systems',
  'engine-diagnosis',
  'engine-oil-leaks',
  'engine-mechanical',
  'ignition',
  'fuel',
  'fuel-controls',
  'cooling',
  'cooling-leaks',
  'charging',
  'hvac',
  'heating',
  'steering',
  'struts-and-springs',
  'suspension',
  'drivetrain',
  'driveline',
  'transmission-service',
  'transmission-repair',
  'exhaust',
  'emissions',
  'lighting',
  'electrical',
  'oil-changes',
  'maintenance',
  'tires',
];

export const guideJobFileSchema = z.strictObject({ about: z.string(), jobs: z.array(guideJobSpecSchema) });

/**
 * The demo labor guide: every guide job of every system, in system order, from guide-jobs/*.json.
 * Motor times are our own demo values, not MOTOR data.
 */
export const GUIDE_JOBS: GuideJobSpec[] = GUIDE_JOB_FILES.flatMap(
  (file) => loadCatalogJson(`guide-jobs/${file}.json`, guideJobFileSchema).jobs,
);
