import { formatMoney } from '../../../../shared/format';
import { partLineTotal } from '../../../../shared/network-job-totals';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/utils';
import { AddLineButton } from './add-line-button';

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

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function PartItemsTable<T extends PartLine>({
  items,
  caption,
  onAdd,
  isAdded,
}: PartItemsTableProps<T>) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No parts items</p>;
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
          <TableHead>Part</TableHead>
          <TableHead>Brand</TableHead>
          <TableHead>Part number</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Retail</TableHead>
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
                  <AddLineButton label={item.name} isAdded={added} onAdd={() => onAdd(item)} />
                </TableCell>
              ) : null}
              <TableCell className="min-w-40">{item.name}</TableCell>
              <TableCell className="whitespace-nowrap text-slate-600">{item.brand || '—'}</TableCell>
              <TableCell className="font-mono text-xs whitespace-nowrap text-slate-600">
                {item.part_number || '—'}
              </TableCell>
              <TableCell className="text-right tabular-nums">{QUANTITY.format(item.quantity)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatMoney(item.retail)}
              </TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                {formatMoney(partLineTotal(item))}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
