import { formatMoney } from '../../../../shared/format';
import { describeSource } from '../../../../shared/quote-source';
import { quotePartLineTotal } from '../../../../shared/quote-totals';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatQuantity, type QuotePartItem } from '../quote-types';
import { Provenance } from './provenance';

/** The quote's part lines (suggested ones are listed apart and not passed here). */
export function PartItemsTable({ items }: { items: QuotePartItem[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No parts found..</p>;
  return (
    <Table aria-label="Part items">
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Retail</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="min-w-40 py-2.5">
              <p className="font-medium text-slate-900">{item.name}</p>
              <Provenance text={describeSource(item.source)} />
            </TableCell>
            <TableCell className="py-2.5 text-right tabular-nums">{formatQuantity(item.quantity)}</TableCell>
            <TableCell className="py-2.5 text-right whitespace-nowrap tabular-nums">
              {formatMoney(item.retail)}
            </TableCell>
            <TableCell className="py-2.5 text-right font-medium whitespace-nowrap tabular-nums">
              {formatMoney(quotePartLineTotal(item))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
