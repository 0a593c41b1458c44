import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/utils';
import { AddLineButton } from './add-line-button';

type AddableLinesTableProps<T extends { id: string }> = {
  items: T[];
  caption: string;
  /** Said in place of the table when there are no lines. */
  emptyText: string;
  /** Given, each row adds its line (a click on the row or its 'Add' button). */
  onAdd?: (item: T) => void;
  isAdded?: (id: string) => boolean;
  /** The line's name for its 'Add' button. */
  lineLabel: (item: T) => string;
  /** The heads of the line's own columns. */
  heads: ReactNode;
  /** The cells of one line, in the order of `heads`. */
  cells: (item: T) => ReactNode;
};

/** A job's labor or part lines, each row optionally adding its line to the job being built. */
export function AddableLinesTable<T extends { id: string }>({
  items,
  caption,
  emptyText,
  onAdd,
  isAdded,
  lineLabel,
  heads,
  cells,
}: AddableLinesTableProps<T>) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {onAdd ? (
            <TableHead className="w-px">
              <span className="sr-only">Add to the job</span>
            </TableHead>
          ) : null}
          {heads}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const added = isAdded?.(item.id) ?? false;
          return (
            <TableRow
              key={item.id}
              // Keyboard users reach the same action through the row's 'Add' button.
              onClick={onAdd && !added ? () => onAdd(item) : undefined}
              className={cn(
                onAdd && !added && 'cursor-pointer hover:bg-brand-50/60',
                added && 'bg-green-50/60',
              )}
            >
              {onAdd ? (
                <TableCell className="w-px">
                  <AddLineButton label={lineLabel(item)} isAdded={added} onAdd={() => onAdd(item)} />
                </TableCell>
              ) : null}
              {cells(item)}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
