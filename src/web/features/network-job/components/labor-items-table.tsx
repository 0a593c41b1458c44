import { formatMoney } from '../../../../shared/format';
import { laborLineTotal } from '../../../../shared/network-job-totals';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

type LaborLine = { id: string; description: string; technician: string | null; hours: number; rate: number };

const HOURS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

export function LaborItemsTable({ items, caption }: { items: LaborLine[]; caption: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No labor items</p>;
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Description</TableHead>
          <TableHead>Technician</TableHead>
          <TableHead className="text-right">Hours</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
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
        ))}
      </TableBody>
    </Table>
  );
}
