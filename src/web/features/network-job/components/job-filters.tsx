import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { JobFilters as JobFilterValues } from '../hooks/use-job-search-params';
import { jobStateName } from '../job-filter-states';
import { JobFilterDialog } from './job-filter-dialog';

type JobFiltersProps = { filters: JobFilterValues; onChange: (filters: JobFilterValues) => void };

/** The 'Filters' button and the filters in force, as badges beside it. */
export function JobFilters({ filters, onChange }: JobFiltersProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <SlidersHorizontal /> Filters
      </Button>
      {filters.state ? (
        <Badge variant="brand" data-testid="active-filter">
          {jobStateName(filters.state)} ({filters.state})
        </Badge>
      ) : null}
      {filters.isMyShop ? (
        <Badge variant="brand" data-testid="active-filter">
          My shop only
        </Badge>
      ) : null}
      <JobFilterDialog open={open} onOpenChange={setOpen} filters={filters} onApply={onChange} />
    </div>
  );
}
