import { z } from 'zod';
import { shopIdSchema } from './shop';
import { refuseControlCharacters } from './text';

export const JOB_FILTER_STATES = ['CA', 'MI', 'FL'] as const;
export const JOB_SEARCH_LIMIT = 50;

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).check(refuseControlCharacters(label)).optional(),
  );

export const getJobsInput = z.object({
  search: optionalText('Search', 200),
  make: optionalText('Make', 60),
  model: optionalText('Model', 80),
  year: z.coerce.number().int().min(1950, 'Invalid year').max(2100, 'Invalid year').optional(),
  state: z.enum(JOB_FILTER_STATES, 'Choose CA, MI or FL').optional(),
  /** Only this shop's jobs ('my shop'); the caller must belong to it. */
  shopId: shopIdSchema.optional(),
});
export type GetJobsInput = z.infer<typeof getJobsInput>;

export const jobIdInput = z.object({ jobId: z.uuid('Invalid job id') });
export const repairOrderIdInput = z.object({ id: z.uuid('Invalid repair order id') });

export const getAllCategoriesInput = z
  .object({
    search: optionalText('Search', 100),
    count: z.number().int().min(1).max(50).default(6),
  })
  .default({ count: 6 });
