import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { QuoteLaborItem } from '../quote-types';
import { LaborItemRow } from './labor-item-row';

type LaborItemsTableProps = {
  quoteId: string;
  /** The quote's lines; suggested ones are listed apart and not passed here. */
  items: QuoteLaborItem[];
  onOpenGuide: (itemId: string) => void;
};

export function LaborItemsTable({ quoteId, items, onOpenGuide }: LaborItemsTableProps) {
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
          <LaborItemRow
            key={item.id}
            quoteId={quoteId}
            item={item}
            onOpenGuide={() => onOpenGuide(item.id)}
          />
        ))}
      </TableBody>
    </Table>
  );
}
