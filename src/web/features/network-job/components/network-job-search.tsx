import { formatCount } from '../../../../shared/format';
import { vehicleName } from '../../../../shared/vehicle-label';
import { useDevMode } from '../../../lib/use-dev-mode';
import { type JobSearchVehicle, useNetworkJobs } from '../api/use-network-jobs';
import { useJobSearchParams } from '../hooks/use-job-search-params';
import type { JobCardActions } from '../job-card-actions';
import { JobFilters } from './job-filters';
import { JobResults } from './job-results';
import { JobSearchBox } from './job-search-box';
import { RelatedJobs } from './related-jobs';

type NetworkJobSearchProps = {
  vehicle: JobSearchVehicle;
  shopId: string;
  /** What the cards can add to a job being built on the page (the route wires the builder). */
  cardActions?: JobCardActions;
};

/** Search past jobs of the shop network for the vehicle: search and filters left, results right. */
export function NetworkJobSearch({ vehicle, shopId, cardActions }: NetworkJobSearchProps) {
  const { search, filters, setSearch, setFilters } = useJobSearchParams();
  const isDevMode = useDevMode();
  const jobs = useNetworkJobs({
    search,
    vehicle,
    state: filters.state,
    shopId: filters.isMyShop ? shopId : undefined,
  });
  const vehicleLabel = vehicleName(vehicle) || 'selected vehicle';
  // Without a search the newest jobs of the model year come first, then other years fill the
  // page: the heading says so rather than promising only the year.
  const otherYears =
    !search && vehicle.model_year !== null
      ? (jobs.data?.filter((job) => job.vehicle.model_year !== vehicle.model_year).length ?? 0)
      : 0;

  return (
    // Laid out by the room it has, not the window: beside the Enhanced Job the cards need the
    // full width for their tables, so the search goes above them.
    <div className="@container w-full">
      <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] @4xl:items-start">
        <aside
          className="grid min-w-0 gap-4 @2xl:grid-cols-2 @2xl:items-start @4xl:sticky @4xl:top-20 @4xl:grid-cols-1"
          aria-label="Search and filters"
        >
          <div className="space-y-4">
            <div>
              <h1 className="text-lg font-semibold text-slate-900">Network job search</h1>
              <p className="text-sm text-slate-500">
                Past jobs from shops in the network, for the{' '}
                <span className="whitespace-nowrap">{vehicleLabel}</span>.
              </p>
            </div>
            <JobSearchBox term={search} onSearch={setSearch}>
              <JobFilters filters={filters} onChange={setFilters} />
            </JobSearchBox>
          </div>
          {search ? (
            <RelatedJobs jobs={jobs.data} isLoading={jobs.isLoading} term={search} onSelect={setSearch} />
          ) : null}
        </aside>
        <section aria-labelledby="job-results-title" className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="job-results-title" className="text-sm font-semibold text-slate-900">
              {search ? `Results for “${search}”` : `Latest jobs for the ${vehicleLabel}`}
            </h2>
            {jobs.data?.length ? (
              <span className="text-xs text-slate-500 tabular-nums">
                {formatCount(jobs.data.length)} {jobs.data.length === 1 ? 'job' : 'jobs'}
              </span>
            ) : null}
          </div>
          {otherYears > 0 ? (
            <p className="text-xs text-slate-500" data-testid="other-years-note">
              {otherYears === jobs.data?.length
                ? `No ${vehicle.model_year} jobs yet: the newest of other years.`
                : `The ${vehicle.model_year} jobs first, then ${otherYears} of other years.`}
            </p>
          ) : null}
          <JobResults
            key={[search, filters.state, filters.isMyShop].join('|')}
            jobs={jobs.data}
            isLoading={jobs.isLoading}
            error={jobs.error}
            currentShopId={shopId}
            showScores={Boolean(search) && isDevMode}
            cardActions={cardActions}
          />
        </section>
      </div>
    </div>
  );
}
