import { useState } from 'react';
import { FormDialogFooter } from '../../../components/common/form-dialog-footer';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import type { JobFilters } from '../hooks/use-job-search-params';
import { JOB_STATE_OPTIONS, parseJobFilterState } from '../job-filter-states';

type JobFilterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: JobFilters;
  onApply: (filters: JobFilters) => void;
};

const ALL_STATES = 'all';

/** Apply commits the choices; Cancel (or closing) discards them. */
export function JobFilterDialog({ open, onOpenChange, filters, onApply }: JobFilterDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Filter jobs"
      description="Narrow the network results to where the work was done."
      className="max-w-md"
    >
      {/* Mounted only while open, so every opening starts from the committed filters. */}
      <FilterForm
        initial={filters}
        onApply={(next) => {
          onApply(next);
          onOpenChange(false);
        }}
      />
    </TitledDialog>
  );
}

function FilterForm({ initial, onApply }: { initial: JobFilters; onApply: (filters: JobFilters) => void }) {
  const [state, setState] = useState(initial.state);
  const [isMyShop, setMyShop] = useState(initial.isMyShop);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ state, isMyShop });
      }}
    >
      <div>
        <p id="job-filter-state-label" className="mb-2 text-sm font-medium text-slate-700">
          State
        </p>
        <RadioGroup
          value={state ?? ALL_STATES}
          onValueChange={(value) => setState(parseJobFilterState(value))}
          aria-labelledby="job-filter-state-label"
        >
          <StateOption value={ALL_STATES} label="All states" />
          {JOB_STATE_OPTIONS.map(({ code, name }) => (
            <StateOption key={code} value={code} label={name} code={code} />
          ))}
        </RadioGroup>
      </div>
      <div className="mt-5 flex items-center gap-2 border-t border-slate-100 pt-4">
        <Checkbox
          id="job-filter-my-shop"
          checked={isMyShop}
          onCheckedChange={(checked) => setMyShop(checked === true)}
        />
        <Label htmlFor="job-filter-my-shop" className="font-normal">
          Only jobs from my shop
        </Label>
      </div>
      <FormDialogFooter isPending={false} submitLabel="Apply" />
    </form>
  );
}

function StateOption({ value, label, code }: { value: string; label: string; code?: string }) {
  const id = `job-filter-state-${value}`;
  return (
    <div className="flex items-center gap-2">
      <RadioGroupItem id={id} value={value} />
      <Label htmlFor={id} className="flex items-center gap-2 font-normal">
        {label}
        {code ? <span className="text-xs text-slate-500">{code}</span> : null}
      </Label>
    </div>
  );
}
