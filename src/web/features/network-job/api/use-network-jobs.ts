import { useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import type { JobFilterState } from '../job-filter-states';

export type NetworkJob = RouterOutputs['job']['getJobs'][number];
export type JobSearchVehicle = { make: string | null; model: string | null; model_year: number | null };

type NetworkJobsInput = {
  search: string | undefined;
  vehicle: JobSearchVehicle;
  state: JobFilterState | undefined;
  /** Only this shop's jobs (the 'my shop' filter). */
  shopId: string | undefined;
};

/** Network jobs for the vehicle: ranked by the search term, or the newest without one. */
export function useNetworkJobs({ search, vehicle, state, shopId }: NetworkJobsInput) {
  const trpc = useTRPC();
  return useQuery(
    trpc.job.getJobs.queryOptions({
      search,
      make: vehicle.make ?? undefined,
      model: vehicle.model ?? undefined,
      year: vehicle.model_year ?? undefined,
      state,
      shopId,
    }),
  );
}
