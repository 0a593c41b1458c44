import { Trash2 } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import type { DraftRow } from '../matrix-draft';

type Field = 'startCost' | 'endCost' | 'multiplier';

type MatrixEditorRowProps = {
  row: DraftRow;
  index: number;
  errors: string[];
  shouldFocus: boolean;
  onChange: (field: Field, value: string) => void;
  onRemove: () => void;
};

/** One editable row; only the first row's start is typed, later rows start where the last ends. */
export function MatrixEditorRow({
  row,
  index,
  errors,
  shouldFocus,
  onChange,
  onRemove,
}: MatrixEditorRowProps) {
  const number = index + 1;
  const isFirst = index === 0;
  const firstInput = useRef<HTMLInputElement>(null);
  const errorId = `matrix-row-${row.id}-error`;
  const isInvalid = errors.length > 0;
  const describedBy = isInvalid ? errorId : undefined;
  useEffect(() => {
    if (shouldFocus) firstInput.current?.focus();
  }, [shouldFocus]);

  return (
    <>
      <tr className={cn(!isInvalid && '[&>td]:pb-2')}>
        <td>
          <CostInput
            ref={isFirst ? firstInput : undefined}
            aria-label={`Start cost, row ${number}`}
            aria-describedby={describedBy}
            readOnly={!isFirst}
            value={row.startCost}
            onChange={(event) => onChange('startCost', event.target.value)}
          />
        </td>
        <td className="pl-2">
          <CostInput
            ref={isFirst ? undefined : firstInput}
            aria-label={`End cost, row ${number}`}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            value={row.endCost}
            onChange={(event) => onChange('endCost', event.target.value)}
          />
        </td>
        <td className="pl-2">
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            aria-label={`Multiplier, row ${number}`}
            aria-describedby={describedBy}
            value={row.multiplier}
            onChange={(event) => onChange('multiplier', event.target.value)}
            className="tabular-nums"
          />
        </td>
        <td className="pl-1 text-right">
          <Button variant="quiet" size="icon" aria-label={`Remove row ${number}`} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        </td>
      </tr>
      {isInvalid ? (
        <tr>
          <td colSpan={4} className="pt-1 pb-2">
            <p id={errorId} className="text-xs text-red-600">
              {errors.join(' ')}
            </p>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** A dollar amount to the cent; a read-only one looks settled, not disabled. */
function CostInput({ className, readOnly, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-slate-400"
      >
        $
      </span>
      <Input
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        readOnly={readOnly}
        className={cn('pl-6 tabular-nums', readOnly && 'bg-slate-50 text-slate-500 shadow-none', className)}
        {...props}
      />
    </div>
  );
}
