import { formatMoney } from '../../../../shared/format';
import { partLineTotal } from '../../../../shared/network-job-totals';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

type PartLine = {
  id: string;
  name: string;
  brand: string | null;
  part_number: string | null;
  quantity: number;
  retail: number;
};

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function PartItemsTable({ items, caption }: { items: PartLine[]; caption: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No parts items</p>;
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Part</TableHead>
          <TableHead>Brand</TableHead>
          <TableHead>Part number</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Retail</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
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
        ))}
      </TableBody>
    </Table>
  );
}
