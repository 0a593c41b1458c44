import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { MatrixType } from '../../../../shared/schemas/matrix';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/trpc';
import { useReplaceMatrices } from '../api/use-matrices';
import {
  addRow,
  completeRows,
  type DraftRow,
  FIX_BEFORE_SAVING,
  isIncomplete,
  removeRow,
  rowErrors,
  updateRow,
} from '../matrix-draft';
import { MATRIX_TEXTS } from '../matrix-texts';
import { MatrixEditorRow } from './matrix-editor-row';

type MatrixEditorProps = {
  shopId: string;
  type: MatrixType;
  rows: DraftRow[];
  onRowsChange: (rows: DraftRow[]) => void;
  onClose: () => void;
};

/** Edit mode (spec 001 §4, §5): Save replaces the whole table, Cancel drops the changes. */
export function MatrixEditor({ shopId, type, rows, onRowsChange, onClose }: MatrixEditorProps) {
  const replace = useReplaceMatrices(shopId, type);
  // The row whose first input takes the focus: the first row on opening, then each added row.
  const [focusId, setFocusId] = useState(rows[0]?.id ?? null);
  const errors = rows.map(rowErrors);
  const hasErrors = errors.some((rowMessages) => rowMessages.length > 0);
  const hasIncomplete = rows.some(isIncomplete);
  const texts = MATRIX_TEXTS[type];

  const add = () => {
    const next = addRow(rows);
    setFocusId(next.at(-1)!.id);
    onRowsChange(next);
  };
  // The spec only logs a failed save; the shop owner sees the server's reason, rows kept.
  const save = () => replace.mutate({ shopId, type, matrices: completeRows(rows) }, { onSuccess: onClose });

  return (
    <form
      className="space-y-4 px-5 pt-5 pb-4"
      aria-label={`Edit ${texts.tab}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!hasErrors && !replace.isPending) save();
      }}
    >
      <p className="text-sm text-balance text-slate-600">{texts.intro}</p>
      <table className="w-full table-fixed text-sm">
        <thead>
          <tr className="text-left text-xs font-medium text-slate-500">
            <th className="pb-1.5 font-medium">Start cost</th>
            <th className="pb-1.5 pl-2 font-medium">End cost</th>
            <th className="pb-1.5 pl-2 font-medium">Multiplier</th>
            <th className="w-10 pb-1.5">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <MatrixEditorRow
              key={row.id}
              row={row}
              index={index}
              errors={errors[index]!}
              shouldFocus={row.id === focusId}
              onChange={(field, value) => onRowsChange(updateRow(rows, index, field, value))}
              onRemove={() => onRowsChange(removeRow(rows, index))}
            />
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="text-sm text-slate-500">{texts.empty}</p> : null}
      <Button variant="secondary" size="sm" onClick={add}>
        <Plus aria-hidden /> Add row
      </Button>
      {hasIncomplete ? (
        <p className="text-xs text-slate-500">Rows missing a start, end or multiplier are not saved.</p>
      ) : null}
      {replace.isError ? <Alert>{errorMessage(replace.error)}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-4">
        {hasErrors ? <p className="mr-auto text-sm text-red-600">{FIX_BEFORE_SAVING}</p> : null}
        <Button variant="secondary" onClick={onClose} disabled={replace.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={hasErrors || replace.isPending}>
          {replace.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
