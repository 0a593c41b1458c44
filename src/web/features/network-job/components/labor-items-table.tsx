import { formatHours, formatMoney } from '../../../../shared/format';
import { laborLineTotal } from '../../../../shared/network-job-totals';
import { TableCell, TableHead } from '../../../components/ui/table';
import { AddableLinesTable } from './addable-lines-table';

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

export function LaborItemsTable<T extends LaborLine>(props: LaborItemsTableProps<T>) {
  return (
    <AddableLinesTable
      {...props}
      emptyText="No labor items"
      lineLabel={(item) => item.description}
      heads={
        <>
          <TableHead>Description</TableHead>
          <TableHead>Technician</TableHead>
          <TableHead className="text-right">Hours</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </>
      }
      cells={(item) => (
        <>
          <TableCell className="min-w-48">{item.description}</TableCell>
          <TableCell className="whitespace-nowrap text-slate-600">{item.technician || '—'}</TableCell>
          <TableCell className="text-right tabular-nums">{formatHours(item.hours)}</TableCell>
          <TableCell className="text-right whitespace-nowrap tabular-nums">
            {formatMoney(item.rate)}
          </TableCell>
          <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
            {formatMoney(laborLineTotal(item))}
          </TableCell>
        </>
      )}
    />
  );
}
