import { formatMoney } from '../../../../shared/format';
import { describeSource } from '../../../../shared/quote-source';
import { quoteLaborLineTotal } from '../../../../shared/quote-totals';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatHours, type QuoteLaborItem } from '../quote-types';
import { Provenance } from './provenance';

/** The quote's labor lines (suggested ones are listed apart and not passed here). */
export function LaborItemsTable({ items }: { items: QuoteLaborItem[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No labor items</p>;
  return (
    <Table aria-label="Labor items">
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead className="text-right">Hours</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="min-w-40 py-2.5">
              <p className="font-medium text-slate-900">{item.title}</p>
              {item.description ? <p className="mt-0.5 text-slate-600">{item.description}</p> : null}
              <Provenance text={describeSource(item.source)} />
            </TableCell>
            <TableCell className="py-2.5 text-right tabular-nums">{formatHours(item.hours)}</TableCell>
            <TableCell className="py-2.5 text-right whitespace-nowrap tabular-nums">
              {formatMoney(item.rate)}
            </TableCell>
            <TableCell className="py-2.5 text-right font-medium whitespace-nowrap tabular-nums">
              {formatMoney(quoteLaborLineTotal(item))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
