import { formatMoney } from '../../../../shared/format';
import { laborLineTotal } from '../../../../shared/network-job-totals';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/utils';
import { AddLineButton } from './add-line-button';

export type LaborLine = {
  id: string;
  description: string;
  technician: string | null;
  hours: number;
  rate: number;
};

type LaborItemsTableProps<T extends LaborLine> = {
  items: T[];
  caption: string;
  /** Given, each row adds its line (a click on the row or its 'Add' button). */
  onAdd?: (item: T) => void;
  isAdded?: (id: string) => boolean;
};

const HOURS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

export function LaborItemsTable<T extends LaborLine>({
  items,
  caption,
  onAdd,
  isAdded,
}: LaborItemsTableProps<T>) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No labor items</p>;
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
          <TableHead>Description</TableHead>
          <TableHead>Technician</TableHead>
          <TableHead className="text-right">Hours</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Total</TableHead>
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
                  <AddLineButton label={item.description} isAdded={added} onAdd={() => onAdd(item)} />
                </TableCell>
              ) : null}
              <TableCell className="min-w-48">{item.description}</TableCell>
              <TableCell className="whitespace-nowrap text-slate-600">{item.technician || '—'}</TableCell>
              <TableCell className="text-right tabular-nums">{HOURS.format(item.hours)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatMoney(item.rate)}
              </TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                {formatMoney(laborLineTotal(item))}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
