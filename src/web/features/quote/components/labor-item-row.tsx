import { BookCheck } from 'lucide-react';
import { formatMoney } from '../../../../shared/format';
import { lineLabel } from '../../../../shared/line-label';
import { describeSource } from '../../../../shared/quote-source';
import { chargedHours, quoteLaborLineTotal } from '../../../../shared/quote-totals';
import { Badge } from '../../../components/ui/badge';
import { TableCell, TableRow } from '../../../components/ui/table';
import { useQuoteEditable } from '../hooks/quote-editable';
import { formatHours, type QuoteLaborItem } from '../quote-types';
import { LaborItemActions } from './labor-item-actions';
import { Provenance } from './provenance';
import { ITEM_CELL, NARROW_FIGURES, WIDE_COLUMN } from './quote-lines-table';

type LaborItemRowProps = { quoteId: string; item: QuoteLaborItem; onOpenGuide: () => void };

/**
 * One labor line. A line linked to the labor guide shows the guide operation and is charged its
 * motor time (spec §9); the hours typed on the line are shown struck through beside it.
 */
export function LaborItemRow({ quoteId, item, onOpenGuide }: LaborItemRowProps) {
  const guide = item.guide_labor_item;
  const hours = chargedHours(item);
  const isEditable = useQuoteEditable();
  return (
    <TableRow>
      <TableCell className={ITEM_CELL}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-medium text-slate-900">{lineLabel(item.title)}</p>
          {guide ? (
            <Badge variant="brand" className="px-2">
              <BookCheck className="size-3" aria-hidden /> Guide
            </Badge>
          ) : null}
        </div>
        {item.description ? <p className="mt-0.5 text-slate-600">{item.description}</p> : null}
        {guide ? (
          <p className="mt-1 text-xs text-brand-800">
            <span className="sr-only">Labor guide: </span>
            {guide.name} · {formatHours(guide.motorTime)} h motor time
          </p>
        ) : (
          <Provenance text={describeSource(item.source, 'labor')} />
        )}
        <p className={NARROW_FIGURES}>
          {formatHours(hours)} h × {formatMoney(item.rate)}
        </p>
        {isEditable ? <LaborItemActions quoteId={quoteId} item={item} onOpenGuide={onOpenGuide} /> : null}
      </TableCell>
      <TableCell className={`py-3 text-right tabular-nums ${WIDE_COLUMN}`}>
        {formatHours(hours)}
        {guide && item.hours !== hours ? (
          <span className="block text-xs text-slate-400">
            <span className="sr-only">entered </span>
            <s>{formatHours(item.hours)}</s>
          </span>
        ) : null}
      </TableCell>
      <TableCell className={`py-3 text-right whitespace-nowrap tabular-nums ${WIDE_COLUMN}`}>
        {formatMoney(item.rate)}
      </TableCell>
      <TableCell className="py-3 text-right font-medium whitespace-nowrap tabular-nums">
        {formatMoney(quoteLaborLineTotal(item))}
      </TableCell>
    </TableRow>
  );
}
