import { Pencil } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../../../../shared/format';
import type { MatrixType } from '../../../../shared/schemas/matrix';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { MatrixRowData } from '../api/use-matrices';
import { MATRIX_TEXTS } from '../matrix-texts';
import { formatMultiplier } from '../multiplier';

type MatrixTableProps = {
  type: MatrixType;
  rows: MatrixRowData[];
  /** Left out for a member: the rows are shown without Edit. */
  onEdit?: () => void;
  /** Back from the editor, the focus returns to Edit instead of being lost with the editor. */
  focusEdit: boolean;
};

/** The saved rows, read-only, with the Edit button for an owner. */
export function MatrixTable({ type, rows, onEdit, focusEdit }: MatrixTableProps) {
  const texts = MATRIX_TEXTS[type];
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);

  return (
    <div className="space-y-4 px-5 pt-5 pb-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-sm text-balance text-slate-600">{texts.intro}</p>
        {onEdit ? (
          <Button ref={editRef} variant="secondary" size="sm" onClick={onEdit}>
            <Pencil aria-hidden /> Edit
          </Button>
        ) : null}
      </div>
      {rows.length ? (
        // The columns sit where the editor's inputs do, so Edit changes the cells and not the layout.
        <Table aria-label={texts.tab} className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead>Start cost</TableHead>
              <TableHead>End cost</TableHead>
              <TableHead>Multiplier</TableHead>
              <TableHead aria-hidden className="w-10" />
            </TableRow>
          </TableHeader>
          <TableBody className="tabular-nums">
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="py-2.5 pl-2.5 first:pl-2.5">{formatMoney(row.startCost)}</TableCell>
                <TableCell className="py-2.5 pl-4.5">{formatMoney(row.endCost)}</TableCell>
                <TableCell className="py-2.5 pl-5">{formatMultiplier(row.multiplier)}</TableCell>
                <TableCell aria-hidden />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {texts.empty}
        </p>
      )}
    </div>
  );
}
