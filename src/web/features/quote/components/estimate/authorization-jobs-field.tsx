import { useId } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Label } from '../../../../components/ui/label';

type AuthorizationJobsFieldProps = {
  jobs: Array<{ key: string; name: string }>;
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
};

/**
 * The jobs the customer said yes to, all ticked at first. No price beside each: what the customer
 * agrees to is the total due of the jobs ticked, with fees and tax, which the server records.
 */
export function AuthorizationJobsField({ jobs, selected, onChange, error }: AuthorizationJobsFieldProps) {
  const id = useId();
  const toggle = (key: string, isChecked: boolean) =>
    onChange(isChecked ? [...selected, key] : selected.filter((other) => other !== key));
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">Jobs authorized</legend>
      {jobs.length === 0 ? (
        <p className="text-sm text-slate-500">The quote has no jobs to authorize yet.</p>
      ) : (
        <ul className="max-h-52 overflow-y-auto rounded-md border border-slate-200 p-1">
          {jobs.map((job) => (
            <li key={job.key} className="flex items-start gap-2 rounded px-2 py-1.5 hover:bg-slate-50">
              <Checkbox
                id={`${id}-${job.key}`}
                className="mt-0.5"
                checked={selected.includes(job.key)}
                onCheckedChange={(state) => toggle(job.key, state === true)}
              />
              <Label htmlFor={`${id}-${job.key}`} className="min-w-0 flex-1 font-normal break-words">
                {job.name}
              </Label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
