import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { QuotePartItem } from '../quote-types';
import { PartItemRow } from './part-item-row';

type PartItemsTableProps = {
  quoteId: string;
  /** The quote's lines; suggested ones are listed apart and not passed here. */
  items: QuotePartItem[];
  canSource: boolean;
  onOpenSourcing: (itemId: string) => void;
};

export function PartItemsTable({ quoteId, items, canSource, onOpenSourcing }: PartItemsTableProps) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No parts found..</p>;
  return (
    <Table aria-label="Part items">
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Price</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <PartItemRow
            key={item.id}
            quoteId={quoteId}
            item={item}
            canSource={canSource}
            onOpenSourcing={() => onOpenSourcing(item.id)}
          />
        ))}
      </TableBody>
    </Table>
  );
}
