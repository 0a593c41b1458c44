import { formatMoney, formatQuantity } from '../../../../shared/format';
import { partLineTotal } from '../../../../shared/network-job-totals';
import { TableCell, TableHead } from '../../../components/ui/table';
import { AddableLinesTable } from './addable-lines-table';

export type PartLine = {
  id: string;
  name: string;
  brand: string | null;
  part_number: string | null;
  quantity: number;
  retail: number;
};

type PartItemsTableProps<T extends PartLine> = {
  items: T[];
  caption: string;
  /** Given, each row adds its part (a click on the row or its 'Add' button). */
  onAdd?: (item: T) => void;
  isAdded?: (id: string) => boolean;
};

export function PartItemsTable<T extends PartLine>(props: PartItemsTableProps<T>) {
  return (
    <AddableLinesTable
      {...props}
      emptyText="No parts items"
      lineLabel={(item) => item.name}
      heads={
        <>
          <TableHead>Part</TableHead>
          <TableHead>Brand</TableHead>
          <TableHead>Part number</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Retail</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </>
      }
      cells={(item) => (
        <>
          <TableCell className="min-w-40">{item.name}</TableCell>
          <TableCell className="whitespace-nowrap text-slate-600">{item.brand || '—'}</TableCell>
          <TableCell className="font-mono text-xs whitespace-nowrap text-slate-600">
            {item.part_number || '—'}
          </TableCell>
          <TableCell className="text-right tabular-nums">{formatQuantity(item.quantity)}</TableCell>
          <TableCell className="text-right whitespace-nowrap tabular-nums">
            {formatMoney(item.retail)}
          </TableCell>
          <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
            {formatMoney(partLineTotal(item))}
          </TableCell>
        </>
      )}
    />
  );
}
