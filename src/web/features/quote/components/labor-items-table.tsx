import type { QuoteLaborItem } from '../quote-types';
import { LaborItemRow } from './labor-item-row';
import { QuoteLinesTable } from './quote-lines-table';

type LaborItemsTableProps = {
  quoteId: string;
  /** The quote's lines; suggested ones are listed apart and not passed here. */
  items: QuoteLaborItem[];
  onOpenGuide: (itemId: string) => void;
};

export function LaborItemsTable({ quoteId, items, onOpenGuide }: LaborItemsTableProps) {
  return (
    <QuoteLinesTable
      label="Labor items"
      emptyText="No labor items"
      isEmpty={items.length === 0}
      amountHead="Hours"
      priceHead="Rate"
    >
      {items.map((item) => (
        <LaborItemRow key={item.id} quoteId={quoteId} item={item} onOpenGuide={() => onOpenGuide(item.id)} />
      ))}
    </QuoteLinesTable>
  );
}
