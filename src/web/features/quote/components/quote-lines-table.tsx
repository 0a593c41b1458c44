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

/**
 * In a narrow panel (a phone) the amount and unit price columns give their room to the item and
 * the total: the row says them under the item ('1.2 h × $165.00'), so every total stays in view.
 */
export const WIDE_COLUMN = '@max-md:hidden';
export const NARROW_FIGURES = 'mt-1 hidden text-xs text-slate-600 tabular-nums @max-md:block';
export const ITEM_CELL = 'min-w-48 py-3 @max-md:min-w-0';

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
          <TableHead className={`text-right ${WIDE_COLUMN}`}>{amountHead}</TableHead>
          <TableHead className={`text-right ${WIDE_COLUMN}`}>{priceHead}</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
