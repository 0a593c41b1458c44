import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { DEFAULT_JOB_NAME, PRODUCT_NAME } from '../../../../shared/job-builder';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useJobBuilder } from '../state/builder-context';

type BuilderHeaderProps = { titleId: string; onReset: () => void };

/** The panel's title, Reset (empties the job) and the job's name (blank is sent as the default name). */
export function BuilderHeader({ titleId, onReset }: BuilderHeaderProps) {
  const { state, dispatch } = useJobBuilder();
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {PRODUCT_NAME} Enhanced Job
        </h2>
        <Button variant="secondary" size="sm" onClick={onReset}>
          <RotateCcw /> Reset
        </Button>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-slate-600">
          Job name
        </label>
        <Input
          id={id}
          value={state.jobName}
          placeholder={DEFAULT_JOB_NAME}
          onChange={(event) => dispatch({ type: 'setJobName', name: event.target.value })}
        />
      </div>
    </div>
  );
}
