import { useId, useState } from 'react';
import { type MatrixRow, priceWithMatrix } from '../../../../shared/matrix';
import type { MatrixType } from '../../../../shared/schemas/matrix';
import { Input } from '../../../components/ui/input';
import { MATRIX_TEXTS } from '../matrix-texts';

type MatrixExampleProps = { type: MatrixType; rows: readonly MatrixRow[] };

/** What the rows on screen do to one amount, priced the way quotes are (priceWithMatrix). */
export function MatrixExample({ type, rows }: MatrixExampleProps) {
  const texts = MATRIX_TEXTS[type];
  const [amountText, setAmountText] = useState(String(texts.exampleAmount));
  const inputId = useId();
  const typed = Number(amountText);
  const amount = Number.isFinite(typed) && typed > 0 ? typed : 0;

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-b-lg border-t border-slate-100 bg-slate-50 px-5 py-3">
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="text-xs font-medium text-slate-500">
          {texts.exampleLabel}
        </label>
        <div className="relative">
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-sm text-slate-400"
          >
            $
          </span>
          <Input
            id={inputId}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            className="h-8 w-28 pl-6 text-slate-900 tabular-nums"
          />
        </div>
      </div>
      <p aria-live="polite" className="text-sm font-medium text-slate-900">
        {texts.example(amount, priceWithMatrix(amount, rows))}
      </p>
    </div>
  );
}
