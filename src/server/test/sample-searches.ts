// The searches the benchmark times and the ranking test replays: 200 queries an advisor could
// type, the same on every run.
import type { GetJobsInput } from '../../shared/schemas/job';
import { GUIDE_JOBS } from '../seed/catalog/guide-jobs';
import { VEHICLES } from '../seed/catalog/vehicles';
import { createRandom } from '../seed/generate/random';

const TYPOS = ['break pads', 'altenator', 'catalitic converter', 'spark plgus', 'wter pump'];

/** 200 queries an advisor could type: job names, customer words, codes, typos, and none. */
export function sampleSearches(): GetJobsInput[] {
  const random = createRandom(7);
  return Array.from({ length: 200 }, (_, i) => {
    const vehicle = random.pick(VEHICLES);
    const job = random.weighted(GUIDE_JOBS, (j) => j.frequency);
    const kind = i % 10;
    const search =
      kind < 4
        ? job.name.split(' ').slice(0, random.int(2, 4)).join(' ')
        : kind < 7
          ? random.pick(job.keywords)
          : kind < 8
            ? random.pick(TYPOS)
            : kind < 9
              ? job.category
              : undefined;
    return {
      search,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      state: random.chance(0.15) ? random.pick(['CA', 'MI', 'FL'] as const) : undefined,
    };
  });
}
