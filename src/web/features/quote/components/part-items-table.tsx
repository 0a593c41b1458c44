import type { QuotePartItem } from '../quote-types';
import { PartItemRow } from './part-item-row';
import { QuoteLinesTable } from './quote-lines-table';

type PartItemsTableProps = {
  quoteId: string;
  /** The quote's lines; suggested ones are listed apart and not passed here. */
  items: QuotePartItem[];
  canSource: boolean;
  onOpenSourcing: (itemId: string) => void;
};

export function PartItemsTable({ quoteId, items, canSource, onOpenSourcing }: PartItemsTableProps) {
  return (
    <QuoteLinesTable
      label="Part items"
      emptyText="No parts found.."
      isEmpty={items.length === 0}
      amountHead="Qty"
      priceHead="Price"
    >
      {items.map((item) => (
        <PartItemRow
          key={item.id}
          quoteId={quoteId}
          item={item}
          canSource={canSource}
          onOpenSourcing={() => onOpenSourcing(item.id)}
        />
      ))}
    </QuoteLinesTable>
  );
}
