import { formatMoney } from '../../../../shared/format';
import { lineLabel } from '../../../../shared/line-label';
import { describeSource } from '../../../../shared/quote-source';
import { chargedUnitPrice, quotePartLineTotal } from '../../../../shared/quote-totals';
import { TableCell, TableRow } from '../../../components/ui/table';
import { useQuoteEditable } from '../hooks/quote-editable';
import { formatQuantity, type QuotePartItem } from '../quote-types';
import { SourcedPartSummary } from '../sourcing/sourced-part-summary';
import { PartItemActions } from './part-item-actions';
import { Provenance } from './provenance';
import { ITEM_CELL, NARROW_FIGURES, WIDE_COLUMN } from './quote-lines-table';

type PartItemRowProps = {
  quoteId: string;
  item: QuotePartItem;
  canSource: boolean;
  onOpenSourcing: () => void;
};

/**
 * One part line. A sourced line shows the supplier part and is charged its price with the
 * shop's matrix in place of retail (spec §9); the retail is shown struck through beside it.
 */
export function PartItemRow({ quoteId, item, canSource, onOpenSourcing }: PartItemRowProps) {
  const sourced = item.sourced_part;
  const price = chargedUnitPrice(item);
  const isEditable = useQuoteEditable();
  return (
    <TableRow>
      <TableCell className={ITEM_CELL}>
        <p className="font-medium text-slate-900">{lineLabel(item.name)}</p>
        {sourced ? (
          <SourcedPartSummary part={sourced} />
        ) : (
          <Provenance text={describeSource(item.source, 'part')} />
        )}
        <p className={NARROW_FIGURES}>
          {formatQuantity(item.quantity)} × {formatMoney(price)}
        </p>
        {isEditable ? (
          <PartItemActions
            quoteId={quoteId}
            item={item}
            canSource={canSource}
            onOpenSourcing={onOpenSourcing}
          />
        ) : null}
      </TableCell>
      <TableCell className={`py-3 text-right tabular-nums ${WIDE_COLUMN}`}>
        {formatQuantity(item.quantity)}
      </TableCell>
      <TableCell className={`py-3 text-right whitespace-nowrap tabular-nums ${WIDE_COLUMN}`}>
        {formatMoney(price)}
        {sourced && price !== item.retail ? (
          <span className="block text-xs text-slate-400">
            <span className="sr-only">retail </span>
            <s>{formatMoney(item.retail)}</s>
          </span>
        ) : null}
      </TableCell>
      <TableCell className="py-3 text-right font-medium whitespace-nowrap tabular-nums">
        {formatMoney(quotePartLineTotal(item))}
      </TableCell>
    </TableRow>
  );
}
