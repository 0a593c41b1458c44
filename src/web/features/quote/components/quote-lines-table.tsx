import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

type QuoteLinesTableProps = {
  /** The table's accessible name ('Labor items'). */
  label: string;
  /** Said in place of the table when there are no lines. */
  emptyText: string;
  isEmpty: boolean;
  /** The heads of the amount and unit price columns ('Hours', 'Rate'). */
  amountHead: string;
  priceHead: string;
  /** The rows. */
  children: ReactNode;
};

/** The quote's labor or part lines: item, amount, unit price and line total. */
export function QuoteLinesTable({
  label,
  emptyText,
  isEmpty,
  amountHead,
  priceHead,
  children,
}: QuoteLinesTableProps) {
  if (isEmpty) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead className="text-right">{amountHead}</TableHead>
          <TableHead className="text-right">{priceHead}</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
