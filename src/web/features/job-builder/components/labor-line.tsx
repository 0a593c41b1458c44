import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { formatMoney } from '../../../../shared/format';
import { type BuilderLabor, laborLineTotal } from '../../../../shared/job-builder';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/trpc';
import { usePolishText } from '../api/use-polish-text';
import { useJobBuilder } from '../state/builder-context';
import { NumberField } from './number-field';
import { PolishControl } from './polish-control';

/** One labor line of the job: description (with AI polish), hours, rate, its total, remove. */
export function LaborLine({ line, index }: { line: BuilderLabor; index: number }) {
  const { dispatch } = useJobBuilder();
  const polish = usePolishText();
  const id = useId();
  const update = (change: Partial<Omit<BuilderLabor, 'id'>>) =>
    dispatch({ type: 'updateLabor', id: line.id, change });

  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 py-3 first:pt-0 last:pb-0 @xl:grid-cols-[minmax(0,1fr)_5.5rem_6.5rem_6.5rem_auto]"
      aria-label={`Labor line ${index + 1}`}
    >
      <div className="min-w-0 space-y-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-description`} className="text-xs text-slate-500">
            Description
          </label>
          <Textarea
            id={`${id}-description`}
            value={polish.isPending ? 'thinking...' : line.description}
            readOnly={polish.isPending}
            aria-busy={polish.isPending}
            onChange={(event) => update({ description: event.target.value })}
            rows={2}
            className="min-h-14 px-2 py-1.5 aria-busy:italic aria-busy:text-slate-500"
          />
        </div>
        <PolishControl
          isPending={polish.isPending}
          canPolish={line.description.trim() !== ''}
          onPolish={(style) =>
            polish.mutate(
              { prompt: line.description, style },
              { onSuccess: (result) => update({ description: result.text }) },
            )
          }
        />
        {polish.isError ? <p className="text-xs text-red-600">{errorMessage(polish.error)}</p> : null}
      </div>
      <Button
        variant="quiet"
        size="icon"
        className="mt-5 size-8 @xl:order-last"
        aria-label="Remove labor line"
        title="Remove labor line"
        onClick={() => dispatch({ type: 'removeLabor', id: line.id })}
      >
        <Trash2 />
      </Button>
      <div className="col-span-2 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)] items-end gap-2 @xl:contents">
        <NumberField label="Hours" value={line.hours} onValueChange={(hours) => update({ hours })} />
        <NumberField label="Rate" value={line.rate} onValueChange={(rate) => update({ rate })} />
        <div className="flex flex-col gap-0.5 text-right">
          <span className="text-xs text-slate-500">Total</span>
          <span className="flex h-8 items-center justify-end font-medium text-slate-900 tabular-nums">
            {formatMoney(laborLineTotal(line))}
          </span>
        </div>
      </div>
    </li>
  );
}
